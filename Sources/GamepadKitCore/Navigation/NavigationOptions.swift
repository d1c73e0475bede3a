/// Options of the navigation map.
public struct NavigationOptions: Hashable, Sendable {
    /// When nothing lies in the pressed direction, focus wraps to the element at the far end of
    /// the same row or column (the farthest one the other way that overlaps the element's beam).
    /// Off by default.
    public var wrap: Bool

    /// Options with wrap-around on or off.
    public init(wrap: Bool = false) {
        self.wrap = wrap
    }
}
