#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// B (and A on the back button): going back as the navigation bar's back button does.
@MainActor
enum BackNavigationPerformer {
    /// Goes back in `navigation` as its back button would: the app's `backAction`, or a pop.
    static func goBack(_ back: BackNavigation, in navigation: UINavigationController) {
        switch back {
        case .backAction:
            if #available(iOS 16.0, *), let action = navigation.topViewController?.navigationItem.backAction {
                action.performWithSender(nil, target: nil)
            } else {
                navigation.popViewController(animated: true)
            }
        case .pop:
            navigation.popViewController(animated: true)
        }
    }
}
#endif
