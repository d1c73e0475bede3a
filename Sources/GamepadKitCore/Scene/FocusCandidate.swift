/// One element that can take focus now, with its frame in window (screen) coordinates.
public struct FocusCandidate: Hashable, Sendable, Identifiable {
    public var id: String
    public var kind: ViewKind
    /// The full frame in window coordinates (the scanner keeps a candidate only when some of it is visible).
    public var frame: Rect
    public var cornerRadius: Double
    /// Explicit neighbours that win over the spatial search.
    public var focusOverrides: [Direction: String]
    /// For a list row: the list it belongs to and its place there.
    public var listID: String?
    public var rowPath: RowPath?
    /// The nearest scrolling ancestor (scroll view, table, collection), which L2/R2 page.
    public var scrollContainerID: String?
    public var label: String?
    /// For an accessibility element: its traits, which decide what A does.
    public var accessibilityTraits: AccessibilityTraits

    public init(
        id: String,
        kind: ViewKind,
        frame: Rect,
        cornerRadius: Double = 0,
        focusOverrides: [Direction: String] = [:],
        listID: String? = nil,
        rowPath: RowPath? = nil,
        scrollContainerID: String? = nil,
        label: String? = nil,
        accessibilityTraits: AccessibilityTraits = []
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
    }

    /// What pressing A on this element does: by its kind, or by its traits for an
    /// accessibility element (`AccessibilityRules.interaction(kind:traits:)`).
    public var interaction: FocusInteraction {
        AccessibilityRules.interaction(kind: kind, traits: accessibilityTraits)
    }
}
