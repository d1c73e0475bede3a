import SwiftUI
import UIKit

/// Hosts `PlayerSettingsView` in UIKit, as most apps bring SwiftUI in: a `UIHostingController`
/// in a navigation controller of the tab bar. The rating button pushes a UIKit screen.
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
    }

    private func showRating() {
        navigationController?.pushViewController(RatingViewController(), animated: true)
    }
}
