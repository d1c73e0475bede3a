#if canImport(UIKit)
import UIKit

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
    /// The back button of a navigation controller's bar.
    case backButton(navigation: WeakRef<UINavigationController>, view: WeakRef<UIView>)

    var view: UIView? {
        switch self {
        case .view(let view): view.value
        case .row(let list, let indexPath):
            (list.value as? UITableView)?.cellForRow(at: indexPath)
                ?? (list.value as? UICollectionView)?.cellForItem(at: indexPath)
        case .tabItem: nil
        case .alertAction(_, _, let view): view?.value
        case .backButton(_, let view): view.value
        }
    }
}
#endif
