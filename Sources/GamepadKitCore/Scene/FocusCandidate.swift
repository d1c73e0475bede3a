/// One element that can take focus now, with its frame in window (screen) coordinates.
public struct FocusCandidate: Hashable, Sendable, Identifiable {
    /// A stable identity: the view's accessibility identifier, else an id kept across rebuilds.
    public var id: String
    /// What the element is (button, switch, row…), which decides what A does.
    public var kind: ViewKind
    /// The full frame in window coordinates. For an element a scroll view holds, this is its
    /// place in the content at the current scroll position, which may lie outside the screen
    /// (see `needsScroll`).
    public var frame: Rect
    /// The corner radius the highlight follows.
    public var cornerRadius: Double
    /// Explicit neighbours that win over the spatial search.
    public var focusOverrides: [MoveDirection: String]
    /// For a list row, or a control inside one: the list it belongs to and the row's place there.
    public var listID: String?
    /// The row's section and row in `listID`.
    public var rowPath: RowPath?
    /// The nearest scrolling ancestor (scroll view, table, collection), which L2/R2 page.
    public var scrollContainerID: String?
    /// A human-readable name (title, accessibility label), for reports and logs.
    public var label: String?
    /// For an accessibility element: its traits, which decide what A does.
    public var accessibilityTraits: ElementTraits
    /// For a row or item holding exactly one control: the id of that control, which A operates
    /// (flip, adjust, edit, press) instead of selecting the row.
    public var controlID: String?
    /// The kind of `controlID`'s control.
    public var controlKind: ViewKind?
    /// The traits of `controlID`'s control when it is an accessibility element (a SwiftUI row's
    /// slider, a custom-drawn toggle): they decide what A does on the row. Empty otherwise.
    public var controlTraits: ElementTraits
    /// The navigation bar, toolbar or tab bar the element sits in; nil for the screen's content.
    public var barID: String?
    /// True when some of the element is scrolled out of view (or lies outside the screen inside
    /// a scroll view): focusing it scrolls it into view first.
    public var needsScroll: Bool
    /// The part of the screen the nearest scrolling ancestor shows (window coordinates): where
    /// scrolling brings the element. For a scroll view that the one around it has scrolled out
    /// of view (a table in a cell below the fold), the part it would show once that scroll brings
    /// it in. Nil outside scroll views.
    public var scrollViewport: Rect?
    /// For a wheel picker (or a row forwarding A to one): its number of wheels
    /// (`ViewNode.wheelCount`). A date picker with it is adjusted like a picker.
    public var wheelCount: Int?
    /// Where the element lands when a paging scroll view around it turns to the page that holds
    /// it (the scanner works it out with `NestedRevealScroll`, as the reveal does). Nil when no
    /// scroll view around it pages: `revealedFrame` is then the least move into `scrollViewport`.
    public var pagedRevealFrame: Rect?
    /// Where the element is drawn among the screen's candidates: where two frames overlap, the
    /// one with the higher number is drawn over the other and takes the touches there (a delete
    /// badge on an avatar's corner). The scanner numbers its candidates 1, 2, 3… in tree order;
    /// 0 means unknown, and such an element is taken to be drawn over nothing.
    public var drawOrder: Int

    /// Creates a candidate; every optional property defaults to "none".
    public init(
        id: String,
        kind: ViewKind,
        frame: Rect,
        cornerRadius: Double = 0,
        focusOverrides: [MoveDirection: String] = [:],
        listID: String? = nil,
        rowPath: RowPath? = nil,
        scrollContainerID: String? = nil,
        label: String? = nil,
        accessibilityTraits: ElementTraits = [],
        controlID: String? = nil,
        controlKind: ViewKind? = nil,
        controlTraits: ElementTraits = [],
        barID: String? = nil,
        needsScroll: Bool = false,
        scrollViewport: Rect? = nil,
        wheelCount: Int? = nil,
        pagedRevealFrame: Rect? = nil,
        drawOrder: Int = 0
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.focusOverrides = focusOverrides
        self.listID = listID
        self.rowPath = rowPath
        self.scrollContainerID = scrollContainerID
        self.label = label
        self.accessibilityTraits = accessibilityTraits
        self.controlID = controlID
        self.controlKind = controlKind
        self.controlTraits = controlTraits
        self.barID = barID
        self.needsScroll = needsScroll
        self.scrollViewport = scrollViewport
        self.wheelCount = wheelCount
        self.pagedRevealFrame = pagedRevealFrame
        self.drawOrder = drawOrder
    }

    /// What pressing A on this element does: its single control's interaction for a row that
    /// holds one (by the control's traits when it is an accessibility element), else its own
    /// kind's, or its traits' for an accessibility element
    /// (`AccessibilityRules.interaction(kind:traits:)`).
    public var interaction: FocusInteraction {
        if wheelCount != nil, (controlKind ?? kind) == .datePicker { return .adjust }
        if let controlKind {
            return AccessibilityRules.interaction(kind: controlKind, traits: controlTraits)
        }
        return AccessibilityRules.interaction(kind: kind, traits: accessibilityTraits)
    }

    /// The id the commands of A name (`activate`, `beginAdjusting`, `adjust`, `beginTextEntry`
    /// and their ends): the single control of a row that holds one, else the element itself.
    public var actionTargetID: String {
        controlID ?? id
    }

    /// True when A adjusts a wheel picker: up and down turn a wheel, left and right choose one.
    public var isWheelPicker: Bool {
        let target = controlKind ?? kind
        return target == .picker || (target == .datePicker && wheelCount != nil)
    }

    /// True for an item of a navigation bar, toolbar or tab bar.
    public var isInBar: Bool {
        barID != nil
    }

    /// Where the element is once scrolled into view: its frame moved by the smallest scroll
    /// that brings it inside `scrollViewport` (its top edge first when it is taller than the
    /// viewport), as `UIScrollView.scrollRectToVisible` and `UITableView.scrollToRow(at:at: .none)`
    /// do. In a paging scroll view, `pagedRevealFrame`: the page that holds it. The frame itself
    /// when it needs no scroll or has no viewport.
    public var revealedFrame: Rect {
        guard needsScroll else { return frame }
        if let pagedRevealFrame { return pagedRevealFrame }
        guard let viewport = scrollViewport else { return frame }
        return Self.reveal(frame, in: viewport)
    }

    /// `frame` moved by the smallest scroll that brings it inside `viewport` (see
    /// `revealedFrame`).
    static func reveal(_ frame: Rect, in viewport: Rect) -> Rect {
        frame.offsetBy(dx: shift(frame.minX, frame.maxX, into: viewport.minX, viewport.maxX),
                       dy: shift(frame.minY, frame.maxY, into: viewport.minY, viewport.maxY))
    }

    /// The part of `viewport` that `frame` (a scroll view scrolled out of it) covers once moved
    /// into it by the smallest scroll (`reveal(_:in:)`); nil when none.
    static func revealed(_ frame: Rect, in viewport: Rect) -> Rect? {
        reveal(frame, in: viewport).intersection(viewport)
    }

    /// The smallest move of the span `start…end` that brings it inside `low…high` (aligning
    /// the start when it does not fit).
    private static func shift(_ start: Double, _ end: Double, into low: Double, _ high: Double) -> Double {
        if start < low || end - start > high - low { return low - start }
        if end > high { return high - end }
        return 0
    }
}
