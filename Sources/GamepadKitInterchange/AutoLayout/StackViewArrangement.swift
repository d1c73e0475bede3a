import GamepadKitCore

/// The constraints a `UIStackView` makes for its arranged views, as UIKit makes them, read from
/// a `<stackView>` element.
///
/// - **Along the axis**: the first visible arranged view starts at the canvas's leading (top)
///   edge and the last ends at its trailing (bottom) edge. Between neighbours: exactly
///   `spacing` (fill, fill equally, fill proportionally), at least `spacing` with every gap
///   equal (equal spacing), at least `spacing` with equal distances between centres (equal
///   centering). Fill equally makes every visible view as long as the first; fill
///   proportionally gives each the share of the free length its own length asks for.
///   `spacingType="standard"` is the system spacing, 8 pt. With baseline-relative arrangement
///   (a vertical stack) the spacing runs from one view's last baseline to the next one's
///   first baseline.
/// - **Across the axis** (alignment): fill pins both edges to the canvas; leading/top,
///   trailing/bottom and centre pin one edge or the centre and keep the view inside; first and
///   last baseline line up the views' baselines and keep them inside. Except with fill, the
///   canvas hugs its largest view.
/// - **Hidden arranged views** collapse: no length along the axis, and no spacing on either side;
///   a length or place the file requires of one wins over the collapse (it stays out of the
///   arrangement at that length).
/// - **Canvas**: the stack's frame, or its layout margins with
///   `layoutMarginsRelativeArrangement="YES"` or when the file writes the stack's
///   `layoutMargins` (Interface Builder writes them only then), else 8 pt each side.
struct StackViewArrangement: Sendable {
    enum Axis: Sendable { case horizontal, vertical }
    enum Distribution: String, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    enum Alignment: Sendable { case fill, leading, center, trailing, firstBaseline, lastBaseline }

    var axis: Axis
    var distribution: Distribution
    var alignment: Alignment
    var spacing: Double
    var baselineRelative: Bool
    var marginsRelative: Bool
    /// The canvas inset when ``marginsRelative``: top, leading, bottom, trailing.
    var margins: LayoutInsets

    /// How long the canvas hugs its largest view across the axis: below what a file writes.
    static let huggingStrength = ConstraintStrength(1)
    /// What collapses a hidden arranged view: just below required.
    static let hidingStrength = ConstraintStrength(999)

    /// The arrangement `element` (a `<stackView>`) asks for; unknown values read as UIKit's defaults.
    init(_ element: MarkupElement) {
        axis = element["axis"] == "vertical" ? .vertical : .horizontal
        distribution = element["distribution"].flatMap(Distribution.init(rawValue:)) ?? .fill
        switch element["alignment"] ?? "fill" {
        case "leading", "top", "left": alignment = .leading
        case "trailing", "bottom", "right": alignment = .trailing
        case "center": alignment = .center
        case "firstBaseline", "baseline": alignment = .firstBaseline
        case "lastBaseline": alignment = .lastBaseline
        default: alignment = .fill
        }
        let spacingValue = InterfaceBuilderConstraint.number(element["spacing"], default: 0) ?? 0
        spacing = element["spacingType"] == "standard" ? 8 : spacingValue
        baselineRelative = element["baselineRelativeArrangement"] == "YES"
        margins = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
        let written = element.children.first { $0["key"] == "layoutMargins" || $0["key"] == "directionalLayoutMargins" }
        // Interface Builder writes a stack view's margins only when it arranges inside them.
        marginsRelative = element["layoutMarginsRelativeArrangement"] == "YES" || written != nil
        if let insets = written {
            func side(_ name: String, _ other: String) -> Double {
                (insets[name] ?? insets[other]).flatMap { InterfaceBuilderConstraint.number($0, default: 0) } ?? 0
            }
            margins = LayoutInsets(top: side("top", "top"), left: side("leading", "left"),
                                   bottom: side("bottom", "bottom"), right: side("trailing", "right"))
        }
    }

    /// A rectangle as four expressions in one coordinate space.
    struct Box {
        var x, y, width, height: LinearExpression
    }

    /// One arranged view: its rectangle, whether it is hidden, its first and last baselines
    /// (nil: its bottom edge) and the length along the axis it asks for (fill proportionally).
    struct Arranged {
        var box: Box
        var isHidden: Bool
        var firstBaseline: LinearExpression?
        var lastBaseline: LinearExpression?
        var length: Double
    }

    /// The constraints the stack makes, the stack's frame being `stack`, each with its strength.
    func constraints(stack: Box, arranged: [Arranged]) -> [LinearConstraint] {
        let canvas = marginsRelative
            ? Box(x: stack.x + margins.left, y: stack.y + margins.top,
                  width: stack.width + (-(margins.left + margins.right)), height: stack.height + (-(margins.top + margins.bottom)))
            : stack
        var out: [LinearConstraint] = []
        func require(_ a: LinearExpression, _ relation: LinearConstraint.Relation, _ b: LinearExpression,
                     _ strength: ConstraintStrength = .required) {
            out.append(LinearConstraint(a, relation, b, strength: strength))
        }
        let horizontal = axis == .horizontal
        func start(_ box: Box) -> LinearExpression { horizontal ? box.x : box.y }
        func length(_ box: Box) -> LinearExpression { horizontal ? box.width : box.height }
        func end(_ box: Box) -> LinearExpression { start(box) + length(box) }
        func crossStart(_ box: Box) -> LinearExpression { horizontal ? box.y : box.x }
        func crossLength(_ box: Box) -> LinearExpression { horizontal ? box.height : box.width }
        func crossEnd(_ box: Box) -> LinearExpression { crossStart(box) + crossLength(box) }
        func bottom(_ view: Arranged) -> LinearExpression { view.box.y + view.box.height }

        let visible = arranged.filter { !$0.isHidden }
        // Hidden views collapse where they stand in the order: after the visible view before them.
        // Both just below what a file requires: a hidden view the file gives a required length
        // (or ties to a visible one) keeps it, out of the arrangement, as Interface Builder lays
        // it out.
        var previousEnd = start(canvas)
        for view in arranged {
            if view.isHidden {
                require(length(view.box), .equal, LinearExpression(), Self.hidingStrength)
                require(start(view.box), .equal, previousEnd, .stay)
            } else {
                previousEnd = end(view.box)
            }
        }
        if let first = visible.first, let last = visible.last {
            require(start(first.box), .equal, start(canvas))
            require(end(last.box), .equal, end(canvas))
        } else {
            // An empty stack is as small as it can be.
            require(length(canvas), .equal, LinearExpression(), Self.huggingStrength)
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap: LinearExpression
            if baselineRelative, !horizontal {
                gap = (next.firstBaseline ?? bottom(next)) - (previous.lastBaseline ?? bottom(previous))
            } else {
                gap = start(next.box) - end(previous.box)
            }
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                require(gap, .equal, LinearExpression(constant: spacing))
            case .equalSpacing, .equalCentering:
                require(gap, .greaterThanOrEqual, LinearExpression(constant: spacing))
            }
        }
        if let first = visible.first {
            switch distribution {
            case .fillEqually:
                for view in visible.dropFirst() { require(length(view.box), .equal, length(first.box)) }
            case .fillProportionally:
                let total = visible.map { max(0, $0.length) }.reduce(0, +)
                if total > 0 {
                    let free = length(canvas) + (-spacing * Double(visible.count - 1))
                    for view in visible {
                        require(length(view.box), .equal, (max(0, view.length) / total) * free, ConstraintStrength(999))
                    }
                }
            case .equalSpacing:
                let gaps = zip(visible, visible.dropFirst()).map { start($0.1.box) - end($0.0.box) }
                for gap in gaps.dropFirst() { require(gap, .equal, gaps[0], ConstraintStrength(999)) }
            case .equalCentering:
                func centre(_ view: Arranged) -> LinearExpression { start(view.box) + 0.5 * length(view.box) }
                let steps = zip(visible, visible.dropFirst()).map { centre($0.1) - centre($0.0) }
                for step in steps.dropFirst() { require(step, .equal, steps[0], ConstraintStrength(999)) }
            case .fill:
                break
            }
        }

        for view in arranged {
            let box = view.box
            switch alignment {
            case .fill:
                require(crossStart(box), .equal, crossStart(canvas))
                require(crossEnd(box), .equal, crossEnd(canvas))
            case .leading:
                require(crossStart(box), .equal, crossStart(canvas))
                require(crossEnd(box), .lessThanOrEqual, crossEnd(canvas))
            case .trailing:
                require(crossEnd(box), .equal, crossEnd(canvas))
                require(crossStart(box), .greaterThanOrEqual, crossStart(canvas))
            case .center:
                require(crossStart(box) + 0.5 * crossLength(box), .equal, crossStart(canvas) + 0.5 * crossLength(canvas))
                require(crossStart(box), .greaterThanOrEqual, crossStart(canvas))
            case .firstBaseline, .lastBaseline:
                require(crossStart(box), .greaterThanOrEqual, crossStart(canvas))
                require(crossEnd(box), .lessThanOrEqual, crossEnd(canvas))
                if horizontal, let first = visible.first {
                    func line(_ view: Arranged) -> LinearExpression {
                        (alignment == .firstBaseline ? view.firstBaseline : view.lastBaseline) ?? bottom(view)
                    }
                    if !view.isHidden { require(line(view), .equal, line(first)) }
                } else if !horizontal {
                    // A vertical stack has no baselines across: its views line up at the leading edge.
                    require(crossStart(box), .equal, crossStart(canvas))
                }
            }
        }
        if alignment != .fill {
            // The canvas hugs its largest view across the axis.
            require(crossLength(canvas), .equal, LinearExpression(), Self.huggingStrength)
        }
        return out
    }
}
