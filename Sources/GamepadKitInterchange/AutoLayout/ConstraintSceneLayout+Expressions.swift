import GamepadKitCore

/// The expressions of ``ConstraintSceneLayout``: the rectangles of views and of their layout
/// guides (safe area, margins, readable content, a scroll view's content and frame guides), the
/// attributes constraints name, and baselines.
extension ConstraintSceneLayout {
    func v(_ variable: LinearVariable) -> LinearExpression { LinearExpression(variable) }

    /// The rectangle (x, y, width, height) of a layout item.
    func rect(of guide: Guide, for attribute: InterfaceBuilderConstraint.Attribute, holder: Int?) -> (LinearExpression, LinearExpression, LinearExpression, LinearExpression) {
        switch guide {
        case .view(let index):
            let item = items[index]
            // A scroll view's edges seen from inside are its content's edges (its width,
            // height and centres stay its frame's), as UIKit treats constraints between a
            // scroll view and its subviews: a content view centred in its scroll view is
            // centred on the scroll view's frame, as wide as the frame when it is also pinned
            // to the leading edge.
            if let content = item.content, let holder, holder == index || isAncestor(index, of: holder),
               ![.width, .height, .centerX, .centerY].contains(attribute.onFrame) {
                return (v(item.x), v(item.y), v(content.width), v(content.height))
            }
            return frame(index)
        case .frame(let index):
            return frame(index)
        case .content(let index):
            let item = items[index]
            guard let content = item.content else { return frame(index) }
            return (v(item.x), v(item.y), v(content.width), v(content.height))
        case .safeArea(let index):
            guard index == 0 else { return frame(index) }
            return inset(frame(index), top: metrics.top, left: metrics.left, bottom: metrics.bottom, right: metrics.right)
        case .margins(let index):
            return margins(of: index)
        case .readable(let index):
            var margins = margins(of: index)
            if index == 0 {
                let sideMargin = Self.sideMargin(screenWidth: screen.size.width)
                let available = screen.size.width - screen.safeArea.left - screen.safeArea.right - 2 * sideMargin
                let width = min(available, Self.readableWidth)
                margins.0 = margins.0 + (available - width) / 2
                margins.2 = LinearExpression(constant: width)
            }
            return margins
        case .top:
            return (v(items[0].x), v(items[0].y), v(items[0].width), metrics.topGuide)
        case .bottom:
            return (v(items[0].x), v(items[0].y) + v(items[0].height) - metrics.bottomGuide, v(items[0].width), metrics.bottomGuide)
        }
    }

    /// The layout margins of item `index`: 8 pt in a view; beside the root view's safe area,
    /// the side margin (16 pt on phones, 20 pt on wider screens); a cell's content view as the
    /// root, the screen's `rootMargins`; under a cell xib's cell, ``cellXibContentMargins()``.
    /// A view that preserves its superview's margins (``preservedMargins(of:)``) takes theirs
    /// where they reach further in.
    func margins(of index: Int) -> (LinearExpression, LinearExpression, LinearExpression, LinearExpression) {
        guard index == 0, screen.rootMargins == nil else {
            let margins = preservedMargins(of: index)
            return inset(frame(index), top: LinearExpression(constant: margins.top), left: LinearExpression(constant: margins.left),
                         bottom: LinearExpression(constant: margins.bottom), right: LinearExpression(constant: margins.right))
        }
        return inset(frame(index), top: metrics.top, left: metrics.left + metrics.side, bottom: metrics.bottom, right: metrics.right + metrics.side)
    }

    /// The layout margins of item `index` in points. A view's own are 8 pt; with
    /// `preservesSuperviewLayoutMargins` each edge is at least its superview's margin on that
    /// side less how far in from the superview's edge the view is stored (a view flush with the
    /// root view's sides keeps the root's 16 pt), as UIKit combines them. In a scroll view only
    /// the sides are inherited: how far the content is from the scroll view's top and bottom
    /// changes as it scrolls and as UIKit insets it from the bars.
    func preservedMargins(of index: Int) -> LayoutInsets {
        if index == 0, let margins = screen.rootMargins { return margins }
        guard index != 0 else {
            let safe = screen.safeArea, side = Self.sideMargin(screenWidth: screen.size.width)
            return LayoutInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
        }
        if items[index].element.name == "tableViewCellContentView", items[index].parent == 0 { return cellXibContentMargins() }
        let own = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
        let item = items[index]
        guard item.element["preservesSuperviewLayoutMargins"] == "YES", let parent = item.parent, let stored = item.stored,
              // The stored frame's distances are the file's: measured in the stored root.
              let parentSize = parent == 0 ? items[0].stored?.size ?? screen.size : items[parent].stored?.size else { return own }
        let outer = preservedMargins(of: parent)
        let sidesOnly = items[parent].kind == .scroll
        return LayoutInsets(top: sidesOnly ? own.top : max(own.top, outer.top - max(0, stored.minY)),
                            left: max(own.left, outer.left - max(0, stored.minX)),
                            bottom: sidesOnly ? own.bottom : max(own.bottom, outer.bottom - max(0, parentSize.height - stored.maxY)),
                            right: max(own.right, outer.right - max(0, parentSize.width - stored.maxX)))
    }

    /// The margins of the content view of a cell kept in a xib of its own (the cell is the
    /// root): UIKit's (``cellContentMargins(rowWidth:)``); at the width the cell was stored, in
    /// a file saved before Xcode 9, the 8 pt that Interface Builder drew then
    /// (``eightPointCellMarginsBefore``), as the stored frames show.
    func cellXibContentMargins() -> LayoutInsets {
        let storedWidth = items[0].stored?.width
        if let version = reader.toolsVersion, version < Self.eightPointCellMarginsBefore,
           storedWidth.map({ abs($0 - screen.size.width) <= 0.5 }) ?? true {
            return LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        return Self.cellContentMargins(rowWidth: screen.size.width)
    }

    func frame(_ index: Int) -> (LinearExpression, LinearExpression, LinearExpression, LinearExpression) {
        let item = items[index]
        return (v(item.x), v(item.y), v(item.width), v(item.height))
    }

    func inset(_ rect: (LinearExpression, LinearExpression, LinearExpression, LinearExpression),
                       top: LinearExpression, left: LinearExpression, bottom: LinearExpression, right: LinearExpression)
        -> (LinearExpression, LinearExpression, LinearExpression, LinearExpression) {
        (rect.0 + left, rect.1 + top, rect.2 - left - right, rect.3 - top - bottom)
    }

    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current = items[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = items[parent].parent
        }
        return false
    }

    /// The value of `attribute` of the item `id` (nil: the holder), in the holder's coordinates.
    func expression(_ id: String?, _ attribute: InterfaceBuilderConstraint.Attribute, holder: Int) -> LinearExpression? {
        let guide: Guide
        if let id {
            guard let found = guides[id] else { return nil }
            guide = found
        } else {
            guide = .view(holder)
        }
        var resolved = guide
        if attribute.isMargin, case .view(let index) = guide { resolved = .margins(index) }
        let (x, y, width, height) = rect(of: resolved, for: attribute, holder: holder)
        // Only what the attribute needs is built: each expression is a dictionary.
        let holderItem = items[holder]
        func left() -> LinearExpression { x - v(holderItem.x) }
        func top() -> LinearExpression { y - v(holderItem.y) }
        switch attribute.onFrame {
        case .width: return width
        case .height: return height
        case .left: return left()
        case .right: return left() + width
        case .top: return top()
        case .bottom: return top() + height
        case .centerX: return left() + 0.5 * width
        case .centerY: return top() + 0.5 * height
        case .baseline, .lastBaseline, .firstBaseline:
            guard case .view(let index) = guide else { return top() + 0.5 * height + 17 * 0.35 }
            let (first, last) = baselines(of: index, top: top(), height: height)
            return attribute.onFrame == .firstBaseline ? first : last
        case .leading:
            return screen.rightToLeft ? v(holderItem.width) - (left() + width) : left()
        case .trailing:
            return screen.rightToLeft ? v(holderItem.width) - left() : left() + width
        default: return nil
        }
    }

    /// Where UIKit puts the first and last baselines of item `index`, whose top and height are
    /// `top` and `height`, estimated from its font: its text is centred in it, the first baseline
    /// an ascender (0.95 of the font size) below the text's top, the last a descender (0.25)
    /// above its bottom. The text is one line (1.2 × the font size) high, except in a label of
    /// several lines, whose stored height is its text's: there the last baseline is its bottom
    /// line's, as Auto Layout's `baseline` and `lastBaseline` are.
    func baselines(of index: Int, top: LinearExpression, height: LinearExpression) -> (first: LinearExpression, last: LinearExpression) {
        let item = items[index]
        let fontSize = IntrinsicContentSize.fontSize(of: item.element) ?? 17
        var textHeight = fontSize * 1.2
        if item.kind == .label, (item.element["numberOfLines"].flatMap(Int.init) ?? 1) != 1, let stored = item.stored,
           stored.height > textHeight {
            textHeight = stored.height
        }
        let middle = top + 0.5 * height
        return (middle + (fontSize * 0.95 - 0.5 * textHeight), middle + (0.5 * textHeight - fontSize * 0.25))
    }
}
