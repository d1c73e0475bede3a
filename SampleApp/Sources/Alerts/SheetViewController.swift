import UIKit

/// A small page sheet with a "Done" button (storyboard ID "Sheet").
final class SheetViewController: UIViewController {

    var onDone: (() -> Void)?

    @IBAction private func done(_ sender: UIButton) {
        dismiss(animated: true) { [onDone] in
            onDone?()
        }
    }
}
