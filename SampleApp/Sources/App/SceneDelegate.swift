import UIKit

/// The window comes from Main.storyboard (UISceneStoryboardFile in Info.plist); the delegate
/// keeps it and adds the tab that is built in code: a SwiftUI screen in a hosting controller.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard scene is UIWindowScene else { return }
        addSwiftUITab()
    }

    /// Appends the SwiftUI screen to the storyboard's tab bar controller.
    private func addSwiftUITab() {
        guard let tabs = window?.rootViewController as? UITabBarController else { return }
        let swiftUIScreen = UINavigationController(rootViewController: PlayerSettingsHostingController())
        swiftUIScreen.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 0)
        tabs.setViewControllers((tabs.viewControllers ?? []) + [swiftUIScreen], animated: false)
    }
}
