/// The engine's picture of one view and its subtree: what the scanner needs and nothing of UIKit.
///
/// On iOS the adapter builds it from a `UIView`; tests and tools decode it from a layout JSON
/// or an Interface Builder file. `frame` is in the parent's coordinates, as UIKit's is: a child of
/// a scroll view sits at `frame.origin - parent.contentOffset` on screen.
public struct ViewNode: Hashable, Sendable {
    /// A stable identity: the same view keeps the same id across rebuilds.
    public var id: String
    /// What the view is, which decides whether it can take focus and what A does.
    public var kind: ViewKind
    /// The frame in the parent's coordinates.
    public var frame: Rect
    /// The subviews, back to front.
    public var children: [ViewNode]
    /// `isHidden`.
    public var isHidden: Bool
    /// `alpha`; a view at or near 0 is invisible.
    public var alpha: Double
    /// A control's `isEnabled`.
    public var isEnabled: Bool
    /// `isUserInteractionEnabled`.
    public var isInteractive: Bool
    /// `clipsToBounds`: children are visible only inside this view's bounds.
    public var clipsToBounds: Bool
    /// The scroll position of a scroll view, table or collection.
    public var contentOffset: LayoutPoint
    /// For a scroll view, table or collection: its content inset as UIKit adjusts it
    /// (`adjustedContentInset`), the parts of its bounds where bars cover the content. Content
    /// there is not shown: it needs a scroll.
    public var contentInset: LayoutInsets
    /// The app's word on focusability (a `Focusable` view's `isFocusable`, a plist override);
    /// nil leaves it to the kind.
    public var focusableOverride: Bool?
    /// This view is a modal scope (a presented controller's view, an alert): while it is on screen,
    /// nothing outside it can take focus.
    public var isModalScope: Bool
    /// This view belongs to the innermost modal scope without lying inside its view: an input
    /// accessory view (a message bar, a form's Done bar) of a responder inside the presented
    /// screen, which UIKit shows in the keyboard's window. Its elements count as the scope's.
    public var joinsModalScope: Bool = false
    /// For a table or collection: the number of rows in each section, including rows not on screen.
    public var sectionRowCounts: [Int]?
    /// For a table row or collection item: its place in the list.
    public var rowPath: RowPath?
    /// The corner radius the highlight should follow.
    public var cornerRadius: Double
    /// Explicit neighbours (`next up = id`) that win over the spatial search.
    public var focusOverrides: [MoveDirection: String]
    /// A human-readable name (title, accessibility label), for reports and logs.
    public var label: String?
    /// For an accessibility element: the traits it publishes, which decide whether it is a focus
    /// stop and what A does (`AccessibilityRules`). Empty for UIKit views.
    public var accessibilityTraits: ElementTraits
    /// For a table row or collection item: what UIKit tells about whether selecting it does
    /// something (`RowSelectionFacts.selectionActs`). Nil for other views, and for rows whose
    /// source says nothing (a row with one control then forwards A to it).
    public var rowSelection: RowSelectionFacts?
    /// Whether a finger could touch the view: on iOS, UIKit's own answer (`hitTest(_:with:)` at
    /// the view's visible points, pass-through views honoured). Nil leaves it to the scanner's
    /// rule over the tree (`TouchReach`): a view above that takes touches covers it.
    public var isHittable: Bool?
    /// The view's class overrides `hitTest(_:with:)` or `point(inside:with:)` (read on iOS,
    /// `ViewClassFacts`): where it passes touches is its own code, so it is never taken to cover
    /// a control of its own scroll content (`TouchReach`).
    public var overridesHitTest: Bool = false
    /// For a button: a tap on it does nothing. UIKit's own button class with no action, menu,
    /// gesture recognizer, title or image: a blank button laid behind a dialog's controls to keep
    /// touches from what lies under it. It is no stop (`AccessibilityRules.isEnabled(_:)`), what
    /// it holds is walked as a plain view's while it is enabled (fields an app added to it), and
    /// it still takes the touches that land on it. On iOS read from the button; from a storyboard or
    /// xib, a blank button that no action, segue, outlet, menu or tag could give an action.
    public var takesNoAction: Bool = false
    /// An enabled button a tap does nothing on (``takesNoAction``): no stop, and what it holds is
    /// walked as a plain view's. Inside a disabled one nothing takes a touch (UIKit's hit test
    /// stops at a disabled control), as for any disabled control.
    var isWalkedThrough: Bool { takesNoAction && isEnabled }
    /// For a wheel picker (`UIPickerView`, a date picker in the wheels style): the number of
    /// wheels (components). Nil for other views; a date picker without it is a compact or
    /// inline one, which A opens rather than adjusts.
    public var wheelCount: Int?
    /// For a scroll view, table or collection: `isScrollEnabled`. When false a finger cannot
    /// scroll it, so content outside its viewport is no focus stop.
    public var isScrollEnabled: Bool
    /// For a scroll view, table or collection: it scrolls by whole pages (`isPagingEnabled`, or
    /// the scroll view of a `UIPageViewController`). Revealing an element turns to the page that
    /// holds it (`NestedRevealScroll`).
    public var isPaging: Bool
    /// For a scroll view, table or collection: `contentSize`, which bounds where a page turn or
    /// a reveal can go. Nil when not known: the extent of its children is taken.
    public var contentSize: LayoutSize?
    /// For a page view controller's own scroll view: it moves now (a swipe settling, a turn
    /// animating; not `PageTurn.isAtRest`). No page turn may start then, so, as with scrolling
    /// turned off, only what shows of its pages is a focus stop until it rests: a move never
    /// lands on a page that cannot be turned to.
    public var isPagerInMotion: Bool

    /// Creates a node; every optional property defaults to a plain visible, enabled view.
    public init(
        id: String,
        kind: ViewKind,
        frame: Rect,
        children: [ViewNode] = [],
        isHidden: Bool = false,
        alpha: Double = 1,
        isEnabled: Bool = true,
        isInteractive: Bool = true,
        clipsToBounds: Bool = false,
        contentOffset: LayoutPoint = .zero,
        focusableOverride: Bool? = nil,
        isModalScope: Bool = false,
        sectionRowCounts: [Int]? = nil,
        rowPath: RowPath? = nil,
        cornerRadius: Double = 0,
        focusOverrides: [MoveDirection: String] = [:],
        label: String? = nil,
        accessibilityTraits: ElementTraits = [],
        contentInset: LayoutInsets = .zero,
        rowSelection: RowSelectionFacts? = nil,
        isHittable: Bool? = nil,
        wheelCount: Int? = nil,
        isScrollEnabled: Bool = true,
        isPaging: Bool = false,
        contentSize: LayoutSize? = nil,
        isPagerInMotion: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.children = children
        self.isHidden = isHidden
        self.alpha = alpha
        self.isEnabled = isEnabled
        self.isInteractive = isInteractive
        self.clipsToBounds = clipsToBounds
        self.contentOffset = contentOffset
        self.focusableOverride = focusableOverride
        self.isModalScope = isModalScope
        self.sectionRowCounts = sectionRowCounts
        self.rowPath = rowPath
        self.cornerRadius = cornerRadius
        self.focusOverrides = focusOverrides
        self.label = label
        self.accessibilityTraits = accessibilityTraits
        self.contentInset = contentInset
        self.rowSelection = rowSelection
        self.isHittable = isHittable
        self.wheelCount = wheelCount
        self.isScrollEnabled = isScrollEnabled
        self.isPaging = isPaging
        self.contentSize = contentSize
        self.isPagerInMotion = isPagerInMotion
    }
}
