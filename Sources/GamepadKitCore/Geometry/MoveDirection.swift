/// One of the four directions a D-pad, a stick or the arrow keys can move focus in.
public enum MoveDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// A direction on screen, as the D-pad names it.
    case up, down, left, right

    /// The direction that undoes this one.
    public var opposite: MoveDirection {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }

    /// True for left and right.
    public var isHorizontal: Bool { self == .left || self == .right }
}
