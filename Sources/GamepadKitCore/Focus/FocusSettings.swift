/// The parts of the configuration the focus engine follows.
public struct FocusSettings: Hashable, Sendable {
    /// A move past the last element of a row or column wraps to the first one.
    public var wrapsAround: Bool
    /// Ids that should take focus first when a screen (or a modal) shows for the first time,
    /// in order of preference: the first one that is on screen wins.
    public var preferredInitialFocus: [String]

    /// Settings that do not wrap and prefer no element by default.
    public init(wrapsAround: Bool = false, preferredInitialFocus: [String] = []) {
        self.wrapsAround = wrapsAround
        self.preferredInitialFocus = preferredInitialFocus
    }
}
