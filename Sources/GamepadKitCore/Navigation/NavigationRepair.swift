/// One edge the reachability repair of a ``NavigationMap`` set, so that an element nothing led
/// to can be reached. Tools show these to explain a move the plain spatial policy would not make.
public struct NavigationRepair: Hashable, Sendable {
    /// The element the move starts from.
    public var from: String
    /// The direction pressed.
    public var direction: MoveDirection
    /// Where the move went before the repair; nil when it went nowhere.
    public var previous: String?
    /// Where the move goes now. Always an element that lies in `direction` from `from`.
    public var target: String

    /// Creates a repair record.
    public init(from: String, direction: MoveDirection, previous: String?, target: String) {
        self.from = from
        self.direction = direction
        self.previous = previous
        self.target = target
    }
}
