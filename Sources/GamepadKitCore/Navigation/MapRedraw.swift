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

    /// What a drawing is computed from: the engine's snapshot and settings (its moves depend on
    /// nothing else). A rebuild whose scan found the same snapshot, with the same settings, gives
    /// the same drawing: it is not computed again (`needsDrawing(drawnFrom:next:)`).
    public struct Source: Hashable, Sendable {
        /// The snapshot the engine navigates.
        public var snapshot: FocusSnapshot?
        /// The engine's settings.
        public var settings: FocusSettings

        /// The source of a drawing of `engine`'s map.
        public init(engine: FocusEngine) {
            snapshot = engine.snapshot
            settings = engine.settings
        }
    }

    /// True when the drawing must be computed for `next`: nothing was computed yet, or the
    /// snapshot or the settings changed since.
    public static func needsDrawing(drawnFrom: Source?, next: Source) -> Bool {
        drawnFrom != next
    }

    /// True when `next` must be drawn: nothing is drawn yet, or it differs from `shown`.
    public static func needsRedraw(shown: Drawn?, next: Drawn) -> Bool {
        shown != next
    }
}
