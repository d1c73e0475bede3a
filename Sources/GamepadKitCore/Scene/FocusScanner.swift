/// Turns a view tree into the list of what can take focus on screen now, or after a scroll.
///
/// The scanner owns the visibility rules and the roles:
///
/// - **Placement.** A child's window origin is its parent's window origin plus the child's
///   `frame.origin` minus the parent's `contentOffset`. The root's frame is already in window
///   coordinates.
/// - **Visibility.** A subtree is skipped when its top view is hidden, has an alpha of 0.01 or
///   less, has user interaction off, or has a frame or content offset that is not a finite number.
///   A view is not a candidate when it is disabled, has no size, or when no part of it can be
///   seen, now or after scrolling: the visible part is its frame cut by `bounds` and by every
///   clipping ancestor. Views that clip are those with `clipsToBounds` and every kind that
///   scrolls its content (scroll views, tables, collections, text views).
/// - **Content below the fold.** Inside a scroll view whose viewport can be seen (now or after
///   scrolling its own scrolling ancestors), the viewport and the screen do not cut the content:
///   an element scrolled out of view, above, below or beside the viewport, is a candidate with
///   its frame in the content at the current scroll position, `needsScroll` set, and the
///   viewport's visible part as `scrollViewport` (for a scroll view its own scrolling ancestor
///   has scrolled out of view, the part it would show once that scroll brings it in). Clipping ancestors inside the content still
///   cut it: what they hide no scroll reveals. An element partly out of view needs a scroll too,
///   and so does one under a bar: the viewport is the scroll view's visible part less its
///   `contentInset`.
/// - **Scroll views a finger cannot scroll.** A scroll view with scrolling turned off
///   (`ViewNode.isScrollEnabled`) shows only its viewport: what lies outside it is no candidate,
///   as a view that clips hides it (what a finger could not reach, focus does not reach). It is no
///   scrolling ancestor either: its content needs a scroll only of the scroll views around it.
/// - **Paging scroll views** (`ViewNode.isPaging`) turn whole pages: the `revealedFrame` of content
///   in one (or inside one) is where `NestedRevealScroll` brings it, the page that holds it. A
///   page view controller's scroll view in motion (`ViewNode.isPagerInMotion`) counts as one a
///   finger cannot scroll until it rests: no turn may start mid-flight.
/// - **Geometry.** A candidate's `frame` is its *full* window frame, even when only part of it is
///   visible: navigation then lines elements up by their real edges.
/// - **Roles.** A view is focusable when its kind is focusable by default
///   (`ViewKind.isFocusableByDefault`) unless the app's `focusableOverride` says otherwise: `true`
///   makes any view (a card, a label) focusable, `false` removes even a control. Tables and
///   collections are always containers, never candidates themselves. An accessibility element
///   is focusable by its traits, and one marked `notEnabled` counts as disabled
///   (`AccessibilityRules`). A view grouped as one element that holds focusable views is not
///   focusable: its inside is searched (`AccessibilityRules.holdsFocusableView(_:)`).
/// - **Inside a focusable view** nothing more is searched: a button's label and a card's inner
///   switch are part of the element that holds them.
/// - **Rows are containers.** A focusable table row or collection item is searched for the
///   controls it holds: focusable views (by the rules above, outside lists nested in the row)
///   that are enabled and can be seen. A row with none is one candidate that A selects. A row
///   with one is one candidate whose A operates that control (`controlID`, `controlKind`, and
///   `controlTraits` for an accessibility element), unless the row's own selection does
///   something (`ViewNode.rowSelection`, `RowSelectionFacts.selectionActs`): then the row and
///   its control are two candidates — except a form row whose one control is a text input
///   (`TextFieldRow`), which stays one stop. A row with several makes each control a candidate of its
///   own (its own id and kind, the row's `listID` and `rowPath`), and the row one too when its
///   selection does something. A row that holds a list of its own (a shelf) and no control is
///   no candidate: the inner list's items are, and the inner `ListInfo` names the row
///   (`enclosingListID`, `enclosingRowPath`).
/// - **Outside the parent.** UIKit asks a view whether a touch lies inside its bounds before it
///   asks its subviews, so a view drawn wholly outside its parent (a button stored at a negative
///   origin, left visible because the parent does not clip) takes no touch, nor anything in it:
///   it and its subtree are skipped (`TouchReach.isOutsideParent`), unless the parent runs its own
///   hit test, scrolls, is or lies in a list row, or has no area (`TouchReach.boundsTouches`). A
///   device scan leaves this to UIKit's hit test (`dropsViewsOutsideParents`).
/// - **Touch.** A candidate is kept only if a finger could touch it (`TouchReach`): the app's
///   `isHittable` when the adapter gave it, else not covered at every sample point of its visible
///   part by a view later in tree order that takes touches. Content of a scroll view covered
///   where it is now (under a bar, a pinned header, a floating player: `FloatingCover`) is kept,
///   needing a scroll, unless the scroll view's whole visible part is covered or what covers it
///   are controls of the same scroll view's content (a Delete button over a Save button of one
///   form), which no scroll moves away. Views under 2 pt wide or high are not candidates. Refresh controls
///   and section indexes, and everything in them, are skipped.
/// - **Backdrops.** A plain button covering the screen with a popup's controls over it is no
///   candidate (`DismissBackdrop`): B dismisses the popup.
/// - **Menus.** A `menu` view on screen is a modal scope; the snapshot says so
///   (`modalScopeIsMenu`) and B closes it.
/// - **Lists.** A table or collection that can be seen yields a `ListInfo` (its visible frame,
///   its rows per section, the rows found). Each row or item with a `rowPath` under it becomes a
///   candidate with the id `RowPath.rowID(list:path:)` (or its controls do). When the list does
///   not say how many rows it has, the counts are taken from the rows found. A second cell
///   showing a row that is already found (a cell on its way out during an update) is skipped.
/// - **Bars.** Everything inside a navigation bar, toolbar or tab bar carries the bar's id as
///   `barID`.
/// - **Modal scope.** A view marked `isModalScope` that is on screen (reached by the rules above
///   and with a visible part) traps focus. When there are several, the last one in tree order is
///   on top: only candidates and lists inside it are reported, and `modalScopeID` names it.
/// - **Identity.** Candidates keep tree order. When two views share an id, the later one gets
///   `#2`, `#3`… appended (the next suffix no view has taken: a copy of a repeated cell may
///   already be `id#2`), so every candidate id in a snapshot is unique.
///
/// The walk is iterative and visits each view once, so a tree of any depth and thousands of views
/// is scanned in linear time without deep recursion.
public struct FocusScanner: Sendable {
    /// Views whose alpha is at or below this are treated as invisible, as UIKit does for touches.
    public static let minimumVisibleAlpha = 0.01

    /// The most candidates a scan makes room for before it starts; more grow as found.
    static let largestReservation = 8_192

    /// Whether a view drawn wholly outside its parent's bounds is dropped with its subtree
    /// (`TouchReach.isOutsideParent`): true for layout files, dumps and tests, whose views run
    /// UIView's own hit test. A device scan turns it off: there UIKit's hit test answers for the
    /// stops, and UIKit's and SwiftUI's own views may take touches outside their bounds through
    /// hit-test code the walk does not see (`ViewNode.overridesHitTest` names only the app's).
    public var dropsViewsOutsideParents = true

    /// Creates a scanner.
    public init() {}

    /// Scans the tree under `root`.
    ///
    /// - Parameters:
    ///   - root: The top of the tree: the window, or a synthetic node holding several windows
    ///     (later children are on top). Its frame is in window coordinates.
    ///   - bounds: The screen, in window coordinates. Nothing outside it is a candidate, except
    ///     content a scroll view on screen can scroll into view.
    ///   - context: What surrounds the screen; copied into the snapshot.
    /// - Returns: The candidates and lists, in tree order.
    public func scan(_ root: ViewNode, bounds: Rect, context: ScreenContext = ScreenContext()) -> FocusSnapshot {
        var walk = ScanWalk()
        walk.dropsViewsOutsideParents = dropsViewsOutsideParents
        walk.cover = TouchCover(screen: bounds)
        // Room for every candidate and every view that may cover one, up front (up to a bound):
        // growing the arrays and the id set as they fill would copy and rehash them several times.
        let counts = Self.viewCounts(in: root)
        let room = min(counts.focusable, Self.largestReservation)
        walk.candidates.reserveCapacity(room)
        walk.candidateModalOrdinals.reserveCapacity(room)
        walk.ids.reserveCapacity(room)
        walk.candidateReach.reserveCapacity(room)
        walk.cover.reserveCapacity(min(counts.views, Self.largestReservation))
        let screen: Rect? = bounds.isFinite ? bounds : nil
        walk.enclosures = [ScanEnclosure(clip: screen, reach: screen.map(ScanReach.inside) ?? .nowhere)]
        let top = ScanSurroundings(parentOrigin: .zero, parentContentOffset: .zero, enclosure: 0)
        walk.run(root, top)
        return walk.snapshot(bounds: bounds, context: context)
    }

    /// The number of views under `root` (itself included), and of those that could be
    /// candidates: those of a focusable kind or marked focusable. The second is an upper bound
    /// of the candidates of any scan of it, the first of the views that cover them.
    static func viewCounts(in root: ViewNode) -> (views: Int, focusable: Int) {
        var views = 1
        var focusable = 0
        var pending: [[ViewNode]] = [[root]]
        while let level = pending.popLast() {
            level.withUnsafeBufferPointer { buffer in
                guard let first = buffer.baseAddress else { return }
                for index in 0..<buffer.count {
                    let view = first + index
                    if view.pointee.focusableOverride ?? (view.pointee.kind.isFocusableByDefault || view.pointee.kind == .accessibilityElement) {
                        focusable += 1
                    }
                    if !view.pointee.children.isEmpty {
                        views += view.pointee.children.count
                        pending.append(view.pointee.children)
                    }
                }
            }
        }
        return (views, focusable)
    }
}
