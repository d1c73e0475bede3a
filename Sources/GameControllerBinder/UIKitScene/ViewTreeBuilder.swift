#if canImport(UIKit)
import UIKit
#if canImport(WebKit)
import WebKit
#endif
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Translates `UIView` trees into `ViewNode` trees, one view at a time, and remembers what each
/// id stands for. Decides nothing about visibility or focusability beyond naming each view's
/// role: the `FocusScanner` applies the rules.
///
/// Roles: UIButton, UISwitch, UISlider, UIStepper, UISegmentedControl, UITextField, editable
/// UITextView, UISearchBar, UIDatePicker, UIPageControl, UIColorWell, other UIControls (tab bar
/// buttons become tab items, controls in navigation bars and toolbars bar buttons), tables and
/// collections with their rows, scroll views, and custom views adopting `Focusable`. A plain
/// view that is an accessibility element, or that publishes accessibility elements (SwiftUI, a
/// custom-drawn control), adds `accessibilityElement` nodes (`AccessibilityTreeReader`).
///
/// Alerts: the action views of a `UIAlertController` are private, so each `UIAlertAction` is
/// looked up by its title among the alert's labels (`AlertActionLayout.matchLabels`); the view
/// holding that label is its node. An action whose view is not found gets a synthetic node
/// (`AlertActionLayout.syntheticFrame`). What A does on an action is `AlertActionActivation`'s
/// rule: dismiss the alert and run the handler `AlertActionHandlers` recorded.
///
/// Back button: the control of a navigation bar that holds UIKit's back-button view is a
/// `.backButton` node; A on it goes back as the button does (`BackNavigation`: the top item's
/// `backAction`, else a pop), and only when the bar shows it.
@MainActor
final class ViewTreeBuilder {
    var targets: [String: ElementTarget] = [:]
    var idsByObject: [ObjectIdentifier: String] = [:]
    var scrollViews: [UIScrollView] = []
    private var usedIDs: [String: Int] = [:]
    private weak var skipped: UIView?
    private weak var modalScope: UIViewController?
    /// The elements of the last accessibility container read, by the id they were read under.
    private var lastElements: [String: NSObject] = [:]
    /// The class facts of every view class met in this process (classes never go away), so
    /// each class is read once, not once per scan — again only when its `hitTest` or
    /// `point(inside:)` implementation changed since (`ViewClassFactsReader.isHookedSinceRead`).
    private static let classFacts = ViewClassFactsCache<ObjectIdentifier>()
    /// The walk: class facts once per class, accessibility elements only where a view may
    /// carry them, a few hit tests per stop at most (`AdapterTreeReader`, in core).
    private lazy var reader = AdapterTreeReader(source: self, classFacts: Self.classFacts)
    /// Whether UIKit's `hitTest` is asked for each focusable view (not while a transition runs,
    /// when UIKit takes no touches anywhere).
    var asksHitTest: Bool {
        get { reader.asksHitTest }
        set { reader.asksHitTest = newValue }
    }

    /// Accessibility identifiers of the web views whose pages are left alone (the configuration's
    /// `excludedWebViews`).
    var excludedWebViews: Set<String> = []

    /// The chosen windows of the scan, lowest level first: a probe asks those above its view's
    /// window first (`HitTestReader`).
    var chosenWindows: [UIWindow] = []
    /// The input accessory views read above the windows (the keyboard's window): a probe of an
    /// app view under one is a miss, and a probe of a view inside one asks the bar itself.
    var accessories: [UIView] = [] {
        didSet {
            accessoryCovers = accessories.compactMap { accessory in
                accessory.window.map { (accessory.convert(accessory.bounds, to: $0.screen.coordinateSpace), $0.windowLevel) }
            }
        }
    }
    /// `accessories`' frames in screen coordinates, with their window's level: they cover the
    /// windows below that level.
    private(set) var accessoryCovers: [(frame: CGRect, level: UIWindow.Level)] = []
    /// The override blocks of each window read so far (`AdapterTreeReader.lastBlocks`): the
    /// windows are read topmost first, so a lower window's probe knows where an upper window's
    /// `hitTest` would run app code, and does not ask it there.
    private(set) var windowBlocks: [ObjectIdentifier: HitTestPermission.Blocks] = [:]

    /// What the walk asked of UIKit so far (views, hit tests, classes, accessibility reads).
    var counts: AdapterTreeReader<ViewTreeBuilder>.Counts { reader.counts }

    /// The containers around a view that change its role.
    struct Surroundings {
        var list: UIScrollView?
        var tabBar: UITabBar?
        var navigationBar: UINavigationBar?
        var isInBar = false
    }

    init(skipping skipped: UIView?, modalScope: UIViewController?) {
        self.skipped = skipped
        self.modalScope = modalScope
        // UIView's own hitTest hooked since the last scan: every class is read again.
        if ViewClassFactsReader.baseHookedSinceLastScan() { Self.classFacts.forgetAll() }
    }

    /// The classes met in this scan (each checked once for a hook since its facts were read).
    private var classesMet: Set<ObjectIdentifier> = []

    /// At the first view of `viewClass` in this scan: forgets its facts when its `hitTest` or
    /// `point(inside:)` was hooked since they were read (its hitTest may now run a library's code).
    func forgetIfHooked(_ viewClass: AnyClass, key: ObjectIdentifier) {
        guard classesMet.insert(key).inserted, ViewClassFactsReader.isHookedSinceRead(viewClass) else { return }
        Self.classFacts.forget(key)
    }

    /// The node of a whole window (its frame is the window's bounds).
    /// Frames of the whole scan are in the scene's coordinates (the screen's, for an app that
    /// fills it): a window's node is placed at its frame there, and its subviews, whose frames
    /// are window-local, relative to it, so a window not at the origin (a banner, a floating
    /// panel) is not misplaced.
    func node(forWindow window: UIWindow) -> ViewNode? {
        let inScene = window.convert(window.bounds, to: nil as UIWindow?)
        let node = reader.read(window, windowFrame: Rect(window.bounds),
                               parentWindowOrigin: LayoutPoint(x: Double(window.bounds.minX - inScene.minX),
                                                               y: Double(window.bounds.minY - inScene.minY)),
                               visibleArea: Rect(window.bounds), context: Surroundings())
        if let blocks = reader.lastBlocks { windowBlocks[ObjectIdentifier(window)] = blocks }
        return node
    }

    /// The node of a view in a window, placed directly under the synthetic root (binder-only mode).
    func node(forDetached view: UIView) -> ViewNode? {
        guard let window = view.window else { return nil }
        let frame = view.convert(view.bounds, to: nil)
        let windowInScene = window.convert(window.bounds, to: nil as UIWindow?)
        return reader.read(view, windowFrame: Rect(frame),
                           parentWindowOrigin: LayoutPoint(x: Double(window.bounds.minX - windowInScene.minX),
                                                           y: Double(window.bounds.minY - windowInScene.minY)),
                           visibleArea: Rect(window.bounds), context: Surroundings())
    }

    /// `base`, made unique in this scan (`"id"`, `"id#2"`…).
    func makeUniqueID(_ base: String) -> String {
        let count = (usedIDs[base] ?? 0) + 1
        usedIDs[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    /// Reads `view`'s own values into `node` (which comes with its id and frame) and says what
    /// its subviews inherit.
    func describeView(_ view: UIView, facts: ViewClassFacts, node: inout ViewNode, windowFrame: Rect,
                      context surroundings: Surroundings) -> AdapterViewDescription<Surroundings> {
        let id = node.id
        idsByObject[ObjectIdentifier(view)] = id
        node.kind = Self.kind(of: view, facts: facts, surroundings: surroundings)
        node.isHidden = view.isHidden
        node.alpha = Double(view.alpha)
        node.isInteractive = view.isUserInteractionEnabled
        node.clipsToBounds = view.clipsToBounds
        node.cornerRadius = Double(view.layer.cornerRadius)
        node.label = label(of: view)
        targets[id] = .view(WeakRef(view))
        if let control = view as? UIControl {
            node.isEnabled = control.isEnabled
        }
        if node.kind == .button, let button = view as? UIButton {
            node.takesNoAction = ButtonActionReader.takesNoAction(button)
        }
        if let picker = AdjustModePerformer.wheelPicker(of: view) {
            node.wheelCount = picker.numberOfComponents  // a picker, or a wheels-style date picker
        }
        if node.kind == .custom, let focusable = view as? Focusable {
            node.focusableOverride = focusable.isFocusable
        }
        if let modalScope, modalScope.viewIfLoaded === view {
            node.isModalScope = true
        }
        if node.kind == .view, !surroundings.isInBar, AccessibilityTreeReader.isElement(view) {
            describeAsAccessibilityElement(view, node: &node)
        }

        #if canImport(WebKit)
        if let webView = view as? WKWebView {
            // The page's elements, as the page script listed them (its UIKit views are not walked).
            return AdapterViewDescription(context: surroundings, isInBar: surroundings.isInBar,
                                          closingChildren: describeWebView(webView, node: &node, excludedIdentifiers: excludedWebViews))
        }
        #endif
        var inner = surroundings
        if let scrollView = view as? UIScrollView {
            // The facts `ListScrolling` reveals with (`NestedRevealScroll.Scroller`), read the same way.
            node.contentOffset = LayoutPoint(scrollView.contentOffset)
            node.contentInset = LayoutInsets(scrollView.adjustedContentInset)
            node.isScrollEnabled = scrollView.isScrollEnabled
            node.isPaging = scrollView.turnsWholePages
            node.isPagerInMotion = scrollView.isPagerInMotion
            node.contentSize = LayoutSize(scrollView.contentSize)
            scrollViews.append(scrollView)
        }
        switch view {
        case let table as UITableView:
            node.sectionRowCounts = (0..<max(0, table.numberOfSections)).map { table.numberOfRows(inSection: $0) }
            inner.list = table
        case let collection as UICollectionView:
            node.sectionRowCounts = (0..<max(0, collection.numberOfSections)).map { collection.numberOfItems(inSection: $0) }
            inner.list = collection
        case let tabBar as UITabBar:
            inner.tabBar = tabBar
            inner.isInBar = true
        case let navigationBar as UINavigationBar:
            inner.navigationBar = navigationBar
            inner.isInBar = true
        case is UIToolbar:
            inner.isInBar = true
        default:
            break
        }
        if let cell = view as? UITableViewCell, let table = surroundings.list as? UITableView,
           let indexPath = table.indexPath(for: cell) {
            let path = RowPath(section: indexPath.section, row: indexPath.row)
            node.rowPath = path
            node.rowSelection = RowSelectionReader.facts(of: cell, in: table)
            registerRow(cell, path: path, in: table, indexPath: indexPath)
        } else if let cell = view as? UICollectionViewCell, let collection = surroundings.list as? UICollectionView,
                  let indexPath = collection.indexPath(for: cell) {
            let path = RowPath(section: indexPath.section, row: indexPath.item)
            node.rowPath = path
            node.rowSelection = RowSelectionReader.facts(of: cell, in: collection)
            registerRow(cell, path: path, in: collection, indexPath: indexPath)
        } else if node.kind.isListRow {
            // A cell the list does not know (on its way out): not a row.
            node.kind = .view
        }
        if node.kind == .tabBarItem, let tabBar = surroundings.tabBar {
            if let index = Self.tabIndex(of: view, in: tabBar) {
                targets[id] = .tabItem(tabBar: WeakRef(tabBar), index: index)
            } else if view is UIButton {
                node.kind = .button  // the app's own button in the bar
            }
        }
        if node.kind == .barButton, let bar = surroundings.navigationBar, Self.isBackButton(view),
           let navigation = bar.delegate as? UINavigationController {
            // A (or B) on it goes back as the button would: `backAction` or pop (`BackNavigation`).
            node.kind = .backButton
            targets[id] = .backButton(navigation: WeakRef(navigation), view: WeakRef(view))
        }

        if let alert = modalScope as? UIAlertController, alert.viewIfLoaded === view {
            // Its text fields are walked (`subviews(of:node:)`), then its actions close it.
            return AdapterViewDescription(context: Surroundings(), isInBar: surroundings.isInBar,
                                          closingChildren: alertActionNodes(alert, alertWindowFrame: CGRect(windowFrame)))
        }
        return AdapterViewDescription(context: inner, isInBar: surroundings.isInBar)
    }

    /// The subviews walked under `view`, with their frames in window coordinates; the highlight's
    /// own overlay and views whose frame is not a finite rectangle are left out. Under a
    /// presented alert, its text fields.
    func walkedSubviews(of view: UIView) -> [(view: UIView, windowFrame: Rect)] {
        let subviews: [UIView]
        if let alert = modalScope as? UIAlertController, alert.viewIfLoaded === view {
            subviews = (alert.textFields ?? []).filter { $0.window != nil }
        } else {
            subviews = Self.searchedSubviews(of: view)
        }
        return subviews.compactMap { child in
            if let skipped, child === skipped { return nil }
            let childFrame = child.convert(child.bounds, to: nil)
            guard childFrame.origin.x.isFinite, childFrame.origin.y.isFinite,
                  childFrame.width.isFinite, childFrame.height.isFinite else { return nil }
            return (child, Rect(childFrame))
        }
    }

    /// The elements `view` publishes, read now (`AccessibilityTreeReader`); each is kept by its
    /// read id until `keepElement` registers it.
    func readAccessibilityElements(of view: UIView, node: ViewNode, windowOrigin: LayoutPoint) -> [ViewNode] {
        let elements = AccessibilityTreeReader.elements(of: view, containerID: node.id,
                                                        containerWindowOrigin: CGPoint(x: windowOrigin.x, y: windowOrigin.y),
                                                        contentOffset: CGPoint(x: node.contentOffset.x, y: node.contentOffset.y))
        lastElements = Dictionary(elements.map { ($0.node.id, $0.object) }, uniquingKeysWith: { first, _ in first })
        return elements.map(\.node)
    }

    /// Registers the element read as `readID` under `id`.
    func keepElement(readID: String, as id: String, in container: UIView, containerID: String) {
        guard let object = lastElements[readID] else { return }
        targets[id] = .accessibilityElement(element: WeakRef(object), container: WeakRef(container),
                                            containerID: containerID, readID: readID)
    }

    /// The subviews of `view` that are walked: all of them, except in a cell, where only the
    /// content view and the app's own accessory hold controls (`CellSubviews`).
    private static func searchedSubviews(of view: UIView) -> [UIView] {
        if let cell = view as? UITableViewCell {
            return cell.subviews.filter { subview in
                let role: CellSubviews.Role
                if subview === cell.contentView {
                    role = .contentView
                } else if let accessory = cell.accessoryView, subview === accessory {
                    role = .accessoryView
                } else if let accessory = cell.editingAccessoryView, subview === accessory {
                    role = .editingAccessoryView
                } else {
                    role = .drawnByUIKit
                }
                return CellSubviews.holdsControls(role, isEditing: cell.isEditing)
            }
        }
        if let cell = view as? UICollectionViewCell {
            return cell.subviews.filter { $0 === cell.contentView }
        }
        if view is UIDatePicker {
            return []  // its wheels are its own, not stops of their own
        }
        #if canImport(WebKit)
        if view is WKWebView {
            return []  // the page's elements stand for its inside (`describeWebView`)
        }
        #endif
        return view.subviews
    }

    /// The id a list gets (the same one `node(for:)` gave it).
    private func listID(of list: UIScrollView) -> String {
        idsByObject[ObjectIdentifier(list)] ?? ObjectIdentity.id(of: list)
    }

    /// A cell is known by the id of its row (the FocusScanner names rows `RowPath.rowID`), so that
    /// asking for focus on a cell finds its row.
    private func registerRow(_ cell: UIView, path: RowPath, in list: UIScrollView, indexPath: IndexPath) {
        let rowID = RowPath.rowID(list: listID(of: list), path: path)
        idsByObject[ObjectIdentifier(cell)] = rowID
        targets[rowID] = .row(list: WeakRef(list), indexPath: indexPath)
    }

    /// The role of `view` among `surroundings`; `facts` are its class's (read once per class),
    /// which name UIKit's private section index and menu container.
    static func kind(of view: UIView, facts: ViewClassFacts? = nil, surroundings: Surroundings = Surroundings()) -> ViewKind {
        switch view {
        case is UISearchBar: return .searchBar
        case let textView as UITextView: return textView.isEditable ? .textView : .scroll
        case is UITableView: return .table
        case is UICollectionView: return .collection
        case is UIScrollView: return .scroll
        case is UITableViewCell: return surroundings.list is UITableView ? .tableRow : .view
        case is UICollectionViewCell: return surroundings.list is UICollectionView ? .collectionItem : .view
        case is UINavigationBar: return .navigationBar
        case is UIToolbar: return .toolbar
        case is UITabBar: return .tabBar
        case is UIStackView: return .stack
        case is UILabel: return .label
        case is UIImageView: return .image
        case is UIButton: return surroundings.isInBar ? (surroundings.tabBar != nil ? .tabBarItem : .barButton) : .button
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmented
        case is UITextField: return .textField
        case is UIDatePicker: return .datePicker
        case is UIPageControl: return .pageControl
        case is UIColorWell: return .colorWell
        case is UIRefreshControl: return .refreshControl
        case is UIControl where view.superview is UITableView
            && (facts?.isSectionIndexClass ?? String(describing: type(of: view)).contains("TableViewIndex")):
            return .sectionIndex
        case is UIPickerView: return .picker
        case is UIControl:
            if surroundings.tabBar != nil { return .tabBarItem }
            return surroundings.isInBar ? .barButton : .control
        default:
            if facts?.isMenuContainerClass ?? MenuCloser.isMenuContainer(view) { return .menu }
            return view is Focusable ? .custom : .view
        }
    }

    private func label(of view: UIView) -> String? {
        if let text = view.accessibilityLabel, !text.isEmpty { return text }
        if let button = view as? UIButton { return button.currentTitle }
        return nil
    }
}
#endif
