/// Which window draws the focus highlight, and where in it.
///
/// A scan covers every chosen window (`WindowSelection`) in one coordinate space, the scene's:
/// a window's node sits at its frame in the scene and its views are placed inside it. The
/// highlight is drawn in the focused element's own window, so that an element of a banner or
/// floating window above the key window is ringed above it, not underneath; the element's
/// frame is taken from the scene into that window's coordinates.
public enum HighlightHost {
    /// The index of the window that draws the ring: the focused element's window when it is
    /// one of the chosen windows (`elementWindow` is its index among `windowCount`), else the
    /// key window's.
    public static func window(elementWindow: Int?, keyWindow: Int, windowCount: Int) -> Int {
        if let elementWindow, elementWindow >= 0, elementWindow < windowCount { return elementWindow }
        return keyWindow
    }

    /// `frame`, in the scene's coordinates, in the coordinates of a window whose frame in the
    /// scene is `windowFrame` (untransformed windows: an offset).
    public static func frame(_ frame: Rect, inWindowAt windowFrame: Rect) -> Rect {
        frame.offsetBy(dx: -windowFrame.minX, dy: -windowFrame.minY)
    }
}
