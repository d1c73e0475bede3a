/// The regions of a screen a move may or may not cross: the content, and each bar (navigation
/// bar, toolbar, tab bar) on its own.
///
/// On a phone the bars sit above and below the content: a person reaches them by going up past
/// the top of the content or down past its bottom, never by going sideways from a row. So:
/// - **Sideways moves stay in their region.** Left and right from the content never land on a
///   bar item, and left and right inside a bar stay in that bar.
/// - **Bars are entered up and down**, through the beam or the 45° cone.
/// - **An off-axis fallback** (a target more than 45° off the pressed direction) stays in the
///   source's region and at most ``offAxisReach`` to the side: with nothing nearer, a move is a
///   dead end (the highlight bumps) rather than a jump across the screen.
///
/// The reachability repair (``ReachabilityRepair``) is not bound by these rules: when an element
/// can only be reached by a move they forbid, the repair adds that move and reports it;
/// but a sideways repair into another region is never a far jump (more than 45° off and
/// ``offAxisReach`` to the side), so a lone control (a Cancel button alone at the top) never goes
/// sideways to a tab far below. A bar that list rows scroll under is then
/// reached the way the focus engine reaches it, down the list past its last row.
enum ScreenRegions {
    /// The widest gap across the pressed axis (edge to edge, in points) an off-axis fallback
    /// may have: farther to the side than this, a move more than 45° off its direction is a jump.
    static let offAxisReach: Double = 100

    /// The region of each element by rank: 0 for content, then 1, 2… for the bars in the order
    /// their first item is met.
    static func regions(of candidates: [FocusCandidate], ranked inputIndex: [Int]) -> [Int32] {
        var numbers: [String: Int32] = [:]
        var regions = [Int32](repeating: 0, count: inputIndex.count)
        for (rank, input) in inputIndex.enumerated() {
            guard let bar = candidates[input].barID else { continue }
            if let number = numbers[bar] {
                regions[rank] = number
            } else {
                let number = Int32(numbers.count + 1)
                numbers[bar] = number
                regions[rank] = number
            }
        }
        return regions
    }

    /// True when the policy (not the repair) may move from an element of `source` to one of
    /// `target` in a direction (`horizontal` or not) with a target of `tier`.
    @inline(__always)
    static func admits(from source: Int32, to target: Int32, horizontal: Bool, tier: BeamRules.Tier) -> Bool {
        switch tier {
        case .farOffAxis: return false
        case .offAxis: return source == target
        case .beam, .cone: return source == target || !horizontal
        }
    }
}
