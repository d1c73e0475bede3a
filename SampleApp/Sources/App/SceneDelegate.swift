import UIKit

/// The window comes from Main.storyboard (UISceneStoryboardFile in Info.plist), so there is
/// nothing to build here; the delegate only keeps the window.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard scene is UIWindowScene else { return }
    }
}
