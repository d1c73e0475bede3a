/// Which elements moves reach from the initial focus: the one walk that the drawing of a map
/// (`NavigationMapDrawing`) and lint's "unreachable" rule both take.
///
/// A move can lead to a row that is not on screen (a list's next row, which the move scrolls
/// in): the walk goes on from such a row too, by asking where moves lead from it (down from a
/// list's last row, scrolled in, to the toolbar below), up to ``maximumOffscreenRows`` of them.
public enum MoveReachability {
    /// The most rows off screen the walk follows moves through (each is a trial move of the
    /// engine); rows past them are taken as leading nowhere new.
    public static let maximumOffscreenRows = 256

    /// By candidate index, whether moves reach the candidate from the candidate at `start`.
    ///
    /// - Parameters:
    ///   - count: How many candidates there are.
    ///   - start: The index of the candidate focus starts on.
    ///   - landing: Where a direction leads from the candidate at an index: `.candidate` with
    ///     the index of the first candidate that has the target's id, `.other` with an id that
    ///     is no candidate's (a row off screen), nil for nowhere.
    ///   - offscreen: The same for a row off screen, by its id.
    /// - Returns: For each index, true when reached. Of candidates that share an id, only the
    ///   first is ever marked: callers read a repeated id through its first candidate.
    public static func reached(count: Int, from start: Int,
                               landing: (Int, MoveDirection) -> MoveLanding?,
                               offscreen: (String, MoveDirection) -> MoveLanding?) -> [Bool] {
        var reached = [Bool](repeating: false, count: count)
        guard reached.indices.contains(start) else { return reached }
        reached[start] = true
        var queue = [start]
        var next = 0
        var offscreenSeen: Set<String> = []
        var offscreenQueue: [String] = []
        func reach(_ target: MoveLanding?) {
            switch target {
            case .candidate(let index)? where reached.indices.contains(index) && !reached[index]:
                reached[index] = true
                queue.append(index)
            case .other(let id)? where offscreenSeen.count < maximumOffscreenRows && offscreenSeen.insert(id).inserted:
                offscreenQueue.append(id)
            default:
                break
            }
        }
        while next < queue.count || !offscreenQueue.isEmpty {
            if next < queue.count {
                let index = queue[next]
                next += 1
                for direction in MoveDirection.allCases { reach(landing(index, direction)) }
            } else {
                let id = offscreenQueue.removeLast()
                for direction in MoveDirection.allCases { reach(offscreen(id, direction)) }
            }
        }
        return reached
    }
}
