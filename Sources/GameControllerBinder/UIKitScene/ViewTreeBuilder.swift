#if canImport(UIKit)
import UIKit
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
    private(set) var scrollViews: [UIScrollView] = []
    private var usedIDs: [String: Int] = [:]
    private weak var skipped: UIView?
    private weak var modalScope: UIViewController?
    private var depthLimit = 200
    /// Whether UIKit's `hitTest` is asked for each focusable view (not while a transition runs,
    /// when UIKit takes no touches anywhere).
    var asksHitTest = true

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
    }

    /// The node of a whole window (its frame is the window's bounds).
    /// Frames of the whole scan are in the scene's coordinates (the screen's, for an app that
    /// fills it): a window's node is placed at its frame there, and its subviews, whose frames
    /// are window-local, relative to it, so a window not at the origin (a banner, a floating
    /// panel) is not misplaced.
    func node(forWindow window: UIWindow) -> ViewNode? {
        let inScene = window.convert(window.bounds, to: nil as UIWindow?)
        return node(for: window, windowFrame: window.bounds,
                    parentWindowOrigin: CGPoint(x: window.bounds.minX - inScene.minX, y: window.bounds.minY - inScene.minY),
                    parentContentOffset: .zero, surroundings: Surroundings(), depth: 0)
    }

    /// The node of a view in a window, placed directly under the synthetic root (binder-only mode).
    func node(forDetached view: UIView) -> ViewNode? {
        guard let window = view.window else { return nil }
        let frame = view.convert(view.bounds, to: nil)
        let windowInScene = window.convert(window.bounds, to: nil as UIWindow?)
        return node(for: view, windowFrame: frame,
                    parentWindowOrigin: CGPoint(x: window.bounds.minX - windowInScene.minX, y: window.bounds.minY - windowInScene.minY),
                    parentContentOffset: .zero, surroundings: Surroundings(), depth: 0)
    }

    func uniqueID(_ base: String) -> String {
        let count = (usedIDs[base] ?? 0) + 1
        usedIDs[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    func node(for view: UIView, windowFrame: CGRect, parentWindowOrigin: CGPoint,
                      parentContentOffset: CGPoint, surroundings: Surroundings, depth: Int) -> ViewNode? {
        if let skipped, view === skipped { return nil }
        guard depth < depthLimit else { return nil }
        let id = uniqueID(ObjectIdentity.id(of: view))
        idsByObject[ObjectIdentifier(view)] = id

        let frame = Rect(x: Double(windowFrame.minX - parentWindowOrigin.x + parentContentOffset.x),
                         y: Double(windowFrame.minY - parentWindowOrigin.y + parentContentOffset.y),
                         width: Double(windowFrame.width), height: Double(windowFrame.height))
        var node = ViewNode(id: id, kind: Self.kind(of: view, surroundings: surroundings), frame: frame,
                            isHidden: view.isHidden, alpha: Double(view.alpha),
                            isInteractive: view.isUserInteractionEnabled, clipsToBounds: view.clipsToBounds,
                            cornerRadius: Double(view.layer.cornerRadius), label: label(of: view))
        targets[id] = .view(WeakRef(view))
        if let control = view as? UIControl {
            node.isEnabled = control.isEnabled
        }
        if asksHitTest, node.kind.isFocusableByDefault || node.kind == .custom {
            node.isHittable = HitTestReader.isHittable(view)
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

        var inner = surroundings
        var contentOffset = CGPoint.zero
        if let scrollView = view as? UIScrollView {
            contentOffset = scrollView.contentOffset
            node.contentOffset = LayoutPoint(x: Double(contentOffset.x), y: Double(contentOffset.y))
            let insets = scrollView.adjustedContentInset
            node.contentInset = LayoutInsets(top: Double(insets.top), left: Double(insets.left),
                                           bottom: Double(insets.bottom), right: Double(insets.right))
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
            node.children = alertActionNodes(alert, alertWindowFrame: windowFrame)
            return node
        }
        let origin = windowFrame.origin
        node.children = Self.searchedSubviews(of: view).compactMap { child in
            let childFrame = child.convert(child.bounds, to: nil)
            guard childFrame.origin.x.isFinite, childFrame.origin.y.isFinite,
                  childFrame.width.isFinite, childFrame.height.isFinite else { return nil }
            return self.node(for: child, windowFrame: childFrame, parentWindowOrigin: origin,
                             parentContentOffset: contentOffset, surroundings: inner, depth: depth + 1)
        }
        if node.kind == .view, !surroundings.isInBar {
            appendAccessibilityElements(of: view, to: &node, windowOrigin: origin, contentOffset: contentOffset)
        }
        return node
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

    /// The role of `view` among `surroundings`.
    static func kind(of view: UIView, surroundings: Surroundings = Surroundings()) -> ViewKind {
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
        case is UIControl where isSectionIndex(view): return .sectionIndex
        case is UIPickerView: return .picker
        case is UIControl:
            if surroundings.tabBar != nil { return .tabBarItem }
            return surroundings.isInBar ? .barButton : .control
        default:
            if MenuCloser.isMenuContainer(view) { return .menu }
            return view is Focusable ? .custom : .view
        }
    }

    /// True for the private control a table draws as its section index (the letters at its
    /// trailing edge); its class name says so.
    static func isSectionIndex(_ view: UIView) -> Bool {
        view.superview is UITableView && String(describing: type(of: view)).contains("TableViewIndex")
    }

    private func label(of view: UIView) -> String? {
        if let text = view.accessibilityLabel, !text.isEmpty { return text }
        if let button = view as? UIButton { return button.currentTitle }
        return nil
    }
}
#endif
