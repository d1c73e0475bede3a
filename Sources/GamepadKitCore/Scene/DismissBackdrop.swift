/// A "tap outside to close" backdrop is no stop: a plain button that covers (nearly) the whole
/// screen with a popup's controls drawn over it. A finger dismisses the popup by touching the
/// backdrop around the popup; with a controller, B does (the presentation's dismissal), so the
/// backdrop is neither a stop nor an element lint should call unreachable.
///
/// The rule: a candidate of kind `button`, outside any
/// list or bar, whose frame covers at least ``minimumScreenShare`` of the screen's area (of the
/// sheet's or popover's, when one traps focus: a "tap outside" button filling a form sheet), and that
/// holds at least one candidate after it in tree order (drawn over it) entirely inside its frame
/// (give or take ``edgeSlack``).
/// A full-screen button with nothing over it (a "tap anywhere to continue" screen) stays a stop.
enum DismissBackdrop {
    /// The share of the screen's area a backdrop covers, at least.
    static let minimumScreenShare = 0.9

    /// How far past the backdrop's edges, in points, an element drawn over it may reach and still
    /// count as held by it.
    static let edgeSlack = 1.0

    /// Removes the backdrops from `candidates` (in tree order) on a screen of `bounds`. Linear in
    /// the candidates for each one that covers the screen (there are seldom more than one).
    static func remove(_ candidates: inout [FocusCandidate], bounds: Rect) {
        let screenArea = bounds.width * bounds.height
        guard screenArea > 0, screenArea.isFinite else { return }
        var backdrops: Set<Int> = []
        for index in candidates.indices where isCandidateBackdrop(candidates, index, bounds: bounds, screenArea: screenArea) {
            let frame = candidates[index].frame
            // A point of slack each side: files store a backdrop at (-0.5, -0.5) whose
            // table, drawn over it, runs to the screen's edge.
            let holding = frame.insetBy(dx: -edgeSlack, dy: -edgeSlack)
            let holdsOneOver = candidates[(index + 1)...].contains { other in
                !other.frame.isEmpty && holding.contains(other.frame) && other.frame != frame
            }
            if holdsOneOver { backdrops.insert(index) }
        }
        guard !backdrops.isEmpty else { return }
        candidates = candidates.indices.filter { !backdrops.contains($0) }.map { candidates[$0] }
    }

    /// Reads the candidate in place, field by field: taking it out of the array whole would
    /// copy it (its strings and dictionary retained) for every candidate of every scan.
    private static func isCandidateBackdrop(_ candidates: [FocusCandidate], _ index: Int, bounds: Rect, screenArea: Double) -> Bool {
        guard candidates[index].kind == .button, candidates[index].listID == nil, candidates[index].barID == nil,
              candidates[index].controlID == nil else { return false }
        let frame = candidates[index].frame
        guard frame.isFinite, let covered = frame.intersection(bounds) else { return false }
        return covered.width * covered.height >= minimumScreenShare * screenArea
    }
}
