import UIKit

/// A long sign-up form in a scroll view: fourteen text fields, a terms switch and a button, most
/// of them below the fold. Laid out in Main.storyboard; this class sizes the scroll view's content
/// to its fields, moves from one field to the next on Return, and confirms the account.
final class SignUpFormViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet private weak var scrollView: UIScrollView!
    @IBOutlet private weak var termsSwitch: UISwitch!

    /// The space kept under the last control.
    private let bottomMargin: CGFloat = 24

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in fields {
            field.delegate = self
        }
        SignUpFormFieldTraits.apply(to: fields)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let controls = scrollView.subviews.filter { $0 is UIControl || $0 is UILabel }
        let bottom = controls.map(\.frame.maxY).max() ?? 0
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: bottom + bottomMargin)
    }

    /// The form's text fields, top to bottom.
    private var fields: [UITextField] {
        scrollView.subviews.compactMap { $0 as? UITextField }.sorted { $0.frame.minY < $1.frame.minY }
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let all = fields
        if let index = all.firstIndex(of: textField), index + 1 < all.count {
            let next = all[index + 1]
            scrollView.scrollRectToVisible(next.frame.insetBy(dx: 0, dy: -bottomMargin), animated: true)
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    // MARK: Actions

    @IBAction private func createAccount(_ sender: UIButton) {
        view.endEditing(true)
        let accepted = termsSwitch.isOn
        let alert = UIAlertController(
            title: accepted ? "Account created" : "Terms not accepted",
            message: accepted ? "Welcome aboard." : "Turn on \u{201C}Accept the terms\u{201D} to create an account.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
