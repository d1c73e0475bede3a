import UIKit

/// Buttons that present the three kinds of modal UI an app shows: an alert, an action sheet and
/// a sheet from the storyboard.
final class AlertsViewController: UIViewController {

    @IBOutlet private weak var resultLabel: UILabel!

    @IBAction private func showAlert(_ sender: UIButton) {
        let alert = UIAlertController(
            title: "Delete draft?", message: "This draft will be removed from this device.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
            self?.resultLabel.text = "Alert: Cancel"
        })
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
            self?.resultLabel.text = "Alert: OK"
        })
        present(alert, animated: true)
    }

    @IBAction private func showActionSheet(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Share photo", message: nil, preferredStyle: .actionSheet)
        for destination in ["Messages", "Mail", "Save to Files"] {
            sheet.addAction(UIAlertAction(title: destination, style: .default) { [weak self] _ in
                self?.resultLabel.text = "Action sheet: \(destination)"
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        // On iPad an action sheet is a popover and needs an anchor.
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = sender
            popover.sourceRect = sender.bounds
        }
        present(sheet, animated: true)
    }

    @IBAction private func showSheet(_ sender: UIButton) {
        guard let sheet = storyboard?.instantiateViewController(withIdentifier: "Sheet") as? SheetViewController else {
            return
        }
        sheet.onDone = { [weak self] in
            self?.resultLabel.text = "Sheet: Done"
        }
        sheet.modalPresentationStyle = .pageSheet
        if let presentation = sheet.sheetPresentationController {
            presentation.detents = [.medium(), .large()]
            presentation.prefersGrabberVisible = true
        }
        present(sheet, animated: true)
    }
}
