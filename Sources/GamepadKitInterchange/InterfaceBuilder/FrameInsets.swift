import GamepadKitCore

/// Frames written as insets: Xcode 8 stored some views' frames as `<frame key="frameInset" …/>`
/// instead of `<rect key="frame" …/>` (a cell's content view, views of xibs saved then), with any
/// of `minX`, `minY`, `width`, `height`, `maxX`, `maxY`, each in points or as a percentage of the
/// superview's width or height (`minX="25%"`).
///
/// Before a document is read, each such view that UIKit places by its frame (it translates its
/// autoresizing mask into constraints, or Interface Builder fixed its frame: a view laid out by
/// constraints keeps no frame, and the constraints place it) gets the `<rect key="frame">` its insets describe in
/// its superview: the left edge is `minX`, else the superview's width less `maxX` and `width`, else
/// 0; the width is `width`, else what `minX` and `maxX` leave of the superview; the same for the
/// top edge and the height. A view that already stores a rect keeps it. Insets that need the
/// superview's size when it is not known, or that are (or make) no finite number, give no frame
/// (the view is frameless, as before); a size that would be negative is 0.
enum FrameInsets {
    /// `document` with a frame for every view that stores only insets.
    static func resolve(_ document: MarkupElement) -> MarkupElement {
        guard containsInsets(document) else { return document }
        return resolved(document, superview: Optional<LayoutSize>.none)
    }

    /// True when some element of `element`'s tree stores a frame as insets.
    private static func containsInsets(_ element: MarkupElement) -> Bool {
        var pending = [element]
        while let next = pending.popLast() {
            if next.name == "frame", next["key"] == "frameInset" { return true }
            pending += next.children
        }
        return false
    }

    /// `element` and its tree, in a superview of size `superview` (nil: not known). An element
    /// with a frame is the superview of what it holds; elements without one (`<subviews>`,
    /// `<objects>`) pass their superview on.
    private static func resolved(_ element: MarkupElement, superview: LayoutSize?) -> MarkupElement {
        var element = element
        var size = superview
        if let rect = element.child("rect", key: "frame") {
            size = LayoutSize(width: Double(rect["width"] ?? "") ?? 0, height: Double(rect["height"] ?? "") ?? 0)
        } else if let insets = element.child("frame", key: "frameInset") {
            size = nil
            // A view laid out by its constraints keeps no frame: its insets are those of the
            // canvas it was last drawn in (Xcode 8's 600-pt "any" canvas), and the constraints
            // place it (`translatesAutoresizingMaskIntoConstraints="NO"`, unless Interface Builder
            // marks its frame fixed: ``ConstraintSceneLayout/keepsFrame(_:)``).
            if ConstraintSceneLayout.keepsFrame(element), let frame = frame(of: insets, in: superview) {
                var attributes = ["key": "frame"]
                for (name, value) in [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)] {
                    attributes[name] = String(value)
                }
                element.children.append(MarkupElement(name: "rect", attributes: attributes, line: insets.line))
                size = frame.size
            }
        } else if element.children.contains(where: { $0.name == "subviews" || $0["key"] == "contentView" }) {
            // A view with no frame at all (one that holds subviews, a cell that holds its content
            // view): what it holds lies in a superview of unknown size.
            size = nil
        }
        element.children = element.children.map { resolved($0, superview: size) }
        return element
    }

    /// The frame `insets` describe in a superview of size `superview`; nil when a value is not a
    /// number, or needs the superview's size and it is not known.
    static func frame(of insets: MarkupElement, in superview: LayoutSize?) -> Rect? {
        guard let horizontal = span(low: insets["minX"], length: insets["width"], high: insets["maxX"], within: superview?.width),
              let vertical = span(low: insets["minY"], length: insets["height"], high: insets["maxY"], within: superview?.height),
              [horizontal.origin, horizontal.length, vertical.origin, vertical.length].allSatisfy(\.isFinite)
        else { return nil }
        return Rect(x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
    }

    /// The origin and length along one axis from the low inset, the length and the high inset
    /// (each optional), in an extent of `within` points (nil: not known).
    private static func span(low: String?, length: String?, high: String?,
                             within extent: Double?) -> (origin: Double, length: Double)? {
        func value(_ text: String?) -> Double?? {
            guard let text else { return .some(nil) }
            if text.hasSuffix("%") {
                guard let extent, let percent = Double(text.dropLast()), percent.isFinite else { return nil }
                return .some(extent * percent / 100)
            }
            guard let number = Double(text), number.isFinite else { return nil }
            return .some(number)
        }
        guard let low = value(low), let length = value(length), let high = value(high) else { return nil }
        let origin: Double
        if let low {
            origin = low
        } else if let high, let length {
            guard let extent else { return nil }
            origin = extent - high - length
        } else {
            // No low inset: from the superview's edge (with only a high inset, the view spans
            // from there to that inset).
            origin = 0
        }
        if let length { return (origin, max(0, length)) }
        guard let extent else { return nil }
        return (origin, max(0, extent - origin - (high ?? 0)))
    }
}
