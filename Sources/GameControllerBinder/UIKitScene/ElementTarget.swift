#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// What an id of the last scan stands for in UIKit, so that commands reach the right object.
/// Every reference is weak: a view that went away is simply not acted on.
@MainActor
enum ElementTarget {
    /// A view (control, text input, custom `Focusable`, scroll view, list).
    case view(WeakRef<UIView>)
    /// A row of a table or an item of a collection.
    case row(list: WeakRef<UIScrollView>, indexPath: IndexPath)
    /// An item of a tab bar, by index.
    case tabItem(tabBar: WeakRef<UITabBar>, index: Int)
    /// An action of a presented alert, with the view that shows it when it was found.
    case alertAction(alert: WeakRef<UIAlertController>, index: Int, view: WeakRef<UIView>?)
    /// An element of the accessibility tree of `container` (see `AccessibilityTreeReader`), with
    /// the id the reader gave it, to read it again when the object is gone.
    case accessibilityElement(element: WeakRef<NSObject>, container: WeakRef<UIView>, containerID: String, readID: String)
    /// The back button of a navigation controller's bar.
    case backButton(navigation: WeakRef<UINavigationController>, view: WeakRef<UIView>)
    /// An element of the page a web view shows, by the key the page script gave it; `rider` is
    /// the view that moves with it when the page scrolls (the scroll view's content, or the web
    /// view itself for an element fixed on screen).
    case webElement(webView: WeakRef<UIView>, key: Int, rider: WeakRef<UIView>)

    var view: UIView? {
        switch self {
        case .view(let view): view.value
        case .row(let list, let indexPath):
            (list.value as? UITableView)?.cellForRow(at: indexPath)
                ?? (list.value as? UICollectionView)?.cellForItem(at: indexPath)
        case .tabItem: nil
        case .alertAction(_, _, let view): view?.value
        case .accessibilityElement(_, let container, _, _): container.value
        case .backButton(_, let view): view.value
        case .webElement(_, _, let rider): rider.value
        }
    }

    /// The object to send accessibility actions to: the element (read again from its container
    /// when SwiftUI replaced it), or the view itself.
    var accessibilityObject: NSObject? {
        switch self {
        case .accessibilityElement(let element, let container, let containerID, let readID):
            if let object = element.value { return object }
            guard let container = container.value else { return nil }
            return AccessibilityTreeReader.element(withID: readID, in: container, containerID: containerID)
        default:
            return view
        }
    }
}
#endif
