/// Options of the navigation map.
public struct NavigationOptions: Hashable, Sendable {
    /// When nothing lies in the pressed direction, focus wraps to the element at the far end of
    /// the same row or column (the farthest one the other way that overlaps the element's beam).
    /// Off by default.
    public var wrap: Bool

    /// The area the stops are on, when known: the sheet or popover that traps focus, else the
    /// screen (`FocusSnapshot.stopArea`). A plain button that holds other stops (a card button
    /// with a row of tags drawn over its top) is entered by the reachability repair from what it
    /// holds only when it covers less than ``maximumEnteredButtonShare`` of this area: a larger
    /// one is a popup's "tap outside" backdrop, whose work B does. Unknown bounds: never.
    public var stopArea: Rect?

    /// The largest share of the screen's area a plain button holding other stops may cover and
    /// still be entered from them.
    public static let maximumEnteredButtonShare = 0.5

    /// Options with wrap-around on or off, and the area the stops are on.
    public init(wrap: Bool = false, stopArea: Rect? = nil) {
        self.wrap = wrap
        self.stopArea = stopArea
    }

    /// True when a plain button with `frame` that holds other stops may be entered from them
    /// (see ``stopArea``).
    public func entersButtonHolder(_ frame: Rect) -> Bool {
        guard let screen = stopArea, screen.width > 0, screen.height > 0, screen.width.isFinite, screen.height.isFinite,
              frame.isFinite else { return false }
        let covered = frame.intersection(screen).map { $0.width * $0.height } ?? 0
        return covered < Self.maximumEnteredButtonShare * screen.width * screen.height
    }
}
