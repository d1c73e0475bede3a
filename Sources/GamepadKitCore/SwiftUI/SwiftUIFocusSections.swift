/// The rule of focus sections (`.gamepadFocusSection()`), the way tvOS developers know them: a
/// section's whole frame is a target, so a move aimed at its empty space enters it.
///
/// For every candidate outside a section and every direction the candidate has no explicit
/// neighbour for: when the section lies beyond the candidate's edge in that direction and
/// overlaps its beam (its columns for up and down, its rows for left and right), no member of the
/// section is in that beam (else the spatial search finds it anyway), and no other candidate in
/// the beam is nearer than the section's near edge, the move goes into the section, to its
/// default member, else to the member whose centre is nearest. The result is an explicit
/// neighbour (`focusOverrides`), which the navigation map already follows.
///
/// Cost: sections × candidates × (members + candidates) comparisons; sections are few.
public enum SwiftUIFocusSections {
    /// `snapshot` with the moves into `sections` added.
    public static func apply(_ sections: [SwiftUIFocusSection], to snapshot: FocusSnapshot) -> FocusSnapshot {
        guard !sections.isEmpty else { return snapshot }
        var result = snapshot
        let candidates = snapshot.candidates
        for section in sections {
            let memberSet = Set(section.memberIDs)
            let isMember: (FocusCandidate) -> Bool = { memberSet.contains($0.id) || ($0.controlID.map(memberSet.contains) ?? false) }
            let members = candidates.filter(isMember)
            guard !members.isEmpty else { continue }
            for (index, candidate) in candidates.enumerated() where !isMember(candidate) {
                for direction in MoveDirection.allCases where result.candidates[index].focusOverrides[direction] == nil {
                    guard lies(section.frame, beyond: candidate.frame, direction),
                          !members.contains(where: { lies($0.frame, beyond: candidate.frame, direction) }) else { continue }
                    let sectionDistance = gap(from: candidate.frame, to: section.frame, direction)
                    let blocked = candidates.contains { other in
                        other.id != candidate.id && !isMember(other) && lies(other.frame, beyond: candidate.frame, direction)
                            && gap(from: candidate.frame, to: other.frame, direction) < sectionDistance
                    }
                    guard !blocked else { continue }
                    let target = section.defaultID.flatMap { id in members.first { $0.id == id || $0.controlID == id } }
                        ?? nearest(to: candidate.frame, among: members)
                    if let target { result.candidates[index].focusOverrides[direction] = target.id }
                }
            }
        }
        return result
    }

    /// True when `target` starts at or beyond `source`'s edge in `direction` and overlaps its beam.
    static func lies(_ target: Rect, beyond source: Rect, _ direction: MoveDirection) -> Bool {
        let tolerance = 0.5
        switch direction {
        case .down: return target.minY >= source.maxY - tolerance && target.minX < source.maxX && source.minX < target.maxX
        case .up: return target.maxY <= source.minY + tolerance && target.minX < source.maxX && source.minX < target.maxX
        case .right: return target.minX >= source.maxX - tolerance && target.minY < source.maxY && source.minY < target.maxY
        case .left: return target.maxX <= source.minX + tolerance && target.minY < source.maxY && source.minY < target.maxY
        }
    }

    /// The distance from `source`'s edge to `target`'s near edge in `direction`.
    static func gap(from source: Rect, to target: Rect, _ direction: MoveDirection) -> Double {
        switch direction {
        case .down: target.minY - source.maxY
        case .up: source.minY - target.maxY
        case .right: target.minX - source.maxX
        case .left: source.minX - target.maxX
        }
    }

    private static func nearest(to frame: Rect, among members: [FocusCandidate]) -> FocusCandidate? {
        members.min { distance(frame.center, $0.frame.center) < distance(frame.center, $1.frame.center) }
    }

    private static func distance(_ a: LayoutPoint, _ b: LayoutPoint) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }
}
