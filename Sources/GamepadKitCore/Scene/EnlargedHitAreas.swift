/// A button laid behind a smaller one, centred on it, only to enlarge where a finger may touch
/// it (a 60 pt square "large hit area" behind a 30 pt Edit button) is one control to a person,
/// so it is one stop: the button drawn on top, the one a finger at the centre touches. Left as
/// two, the inner button is never reached: it lies at the outer one's centre, from where every
/// move is measured (`ContainingElements`), so no move leads to it.
///
/// The rule, for a candidate `outer` and a candidate `inner` after it in tree order (drawn over
/// it; one of the ``window`` candidates after it, as a button laid over another comes right
/// after it in the view tree):
/// - both are plain buttons (`ViewKind.button`, no rows), not in bars, in the same row of the
///   same list or in none, and in the same scroll view or none;
/// - `inner` lies wholly inside `outer` and is smaller;
/// - their centres are within ``centreTolerance`` of each other;
/// - `outer` covers at most ``maximumAreaRatio`` times `inner`'s area: a larger one is a card or
///   a backdrop with a button in its middle, a control of its own.
///
/// Then `outer` is no stop. An outer button drawn over the inner one covers it, and the inner one
/// is no stop already (`TouchReach`).
enum EnlargedHitAreas {
    /// How far apart the two centres may be, in points.
    static let centreTolerance = 2.0

    /// The most times the inner button's area the outer one may cover.
    static let maximumAreaRatio = 9.0

    /// How many candidates after a button are looked at for one drawn over its centre.
    static let window = 8

    /// Removes from `candidates` (in tree order) the buttons that only enlarge the touch area of
    /// a button drawn over their centre, and answers each removed button's id with the id of
    /// the button that stands for it (a list that named the removed one as its row's stop names
    /// that one instead). At most ``window`` frame comparisons per button; the rest of a
    /// candidate is read only for a button that holds another's frame.
    static func remove(_ candidates: inout [FocusCandidate]) -> [String: String] {
        let count = candidates.count
        guard count > 1 else { return [:] }
        var removed = Set<Int>()
        var standIns: [String: String] = [:]
        for outer in 0..<(count - 1) where candidates[outer].kind == .button {
            let frame = candidates[outer].frame
            let last = min(outer + window, count - 1)
            for inner in (outer + 1)...last {
                let held = candidates[inner].frame
                // Most neighbours in tree order are not centred inside: a few comparisons, nothing else read.
                guard abs(frame.midX - held.midX) <= centreTolerance, abs(frame.midY - held.midY) <= centreTolerance,
                      frame.contains(held), held != frame, held.width * held.height > 0,
                      frame.width * frame.height <= maximumAreaRatio * held.width * held.height,
                      candidates[inner].kind == .button, isPlainButton(candidates, outer), isPlainButton(candidates, inner),
                      candidates[inner].scrollContainerID == candidates[outer].scrollContainerID,
                      candidates[inner].listID == candidates[outer].listID,
                      candidates[inner].rowPath == candidates[outer].rowPath else { continue }
                removed.insert(outer)
                standIns[candidates[outer].id] = candidates[inner].id
                break
            }
        }
        guard !removed.isEmpty else { return [:] }
        candidates = candidates.indices.filter { !removed.contains($0) }.map { candidates[$0] }
        // A chain of enlargers (a hit area behind a hit area) stands for the last button.
        for (outer, inner) in standIns {
            var last = inner, steps = 0
            while let next = standIns[last], steps < standIns.count { last = next; steps += 1 }
            standIns[outer] = last
        }
        return standIns
    }

    /// Reads the candidate in place, field by field (no copy of its strings per comparison).
    private static func isPlainButton(_ candidates: [FocusCandidate], _ index: Int) -> Bool {
        candidates[index].kind == .button && candidates[index].barID == nil
            && candidates[index].controlID == nil && candidates[index].frame.isFinite
    }
}
