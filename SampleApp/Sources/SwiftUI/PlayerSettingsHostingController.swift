import SwiftUI
import UIKit

/// Hosts `PlayerSettingsView` in UIKit, as most apps bring SwiftUI in: a `UIHostingController`
/// in a navigation controller of the tab bar. The rating button pushes a UIKit screen;
/// Help presents the help pages, a web view.
final class PlayerSettingsHostingController: UIHostingController<PlayerSettingsView> {

    init() {
        super.init(rootView: PlayerSettingsView())
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder, rootView: PlayerSettingsView())
        configure()
    }

    private func configure() {
        title = "SwiftUI"
        rootView.showRating = { [weak self] in self?.showRating() }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self,
                                                            action: #selector(showHelp))
    }

    /// The help pages (a web view) in a sheet of their own.
    @objc private func showHelp() {
        let help = UINavigationController(rootViewController: HelpViewController())
        help.modalPresentationStyle = .pageSheet
        present(help, animated: true)
    }

    private func showRating() {
        navigationController?.pushViewController(RatingViewController(), animated: true)
    }
}
