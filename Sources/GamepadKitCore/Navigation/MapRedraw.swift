/// When the live map (`debug.showsMap`) is redrawn: only when what it would show changed — the
/// drawing (elements, their states, arrows, dead ends), the window it is drawn in, or that
/// window's size. A rebuild that found the same map leaves the layers as they are.
public enum MapRedraw {
    /// What a drawn map was drawn from.
    public struct Drawn: Hashable, Sendable {
        /// The drawing.
        public var drawing: NavigationMapDrawing
        /// The window's identity (any stable value, e.g. its object identifier's hash).
        public var windowID: Int
        /// The window's size.
        public var windowSize: LayoutSize

        /// What a map drawn from `drawing` in the window `windowID` of `windowSize` shows.
        public init(drawing: NavigationMapDrawing, windowID: Int, windowSize: LayoutSize) {
            self.drawing = drawing
            self.windowID = windowID
            self.windowSize = windowSize
        }
    }

    /// True when `next` must be drawn: nothing is drawn yet, or it differs from `shown`.
    public static func needsRedraw(shown: Drawn?, next: Drawn) -> Bool {
        shown != next
    }
}
