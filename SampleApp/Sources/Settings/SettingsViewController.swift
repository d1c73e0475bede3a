import UIKit

/// The settings screen: a static table laid out in Main.storyboard whose cells hold the text
/// fields, switches, slider, stepper, segmented control and date picker, with Cancel and Save in
/// the navigation bar. This class only loads and stores the values and opens the classic screen.
final class SettingsViewController: UITableViewController, UITextFieldDelegate {

    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var notificationsSwitch: UISwitch!
    @IBOutlet private weak var darkModeSwitch: UISwitch!
    @IBOutlet private weak var cellularSwitch: UISwitch!
    @IBOutlet private weak var volumeSlider: UISlider!
    @IBOutlet private weak var copiesStepper: UIStepper!
    @IBOutlet private weak var copiesLabel: UILabel!
    @IBOutlet private weak var paperSizeControl: UISegmentedControl!
    @IBOutlet private weak var reminderPicker: UIDatePicker!
    @IBOutlet private weak var classicCell: UITableViewCell!

    private let store = SettingsStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.delegate = self
        emailField.delegate = self
        load(store.load())
    }

    // MARK: Actions

    @IBAction private func copiesChanged(_ sender: UIStepper) {
        showCopies(Int(sender.value))
    }

    @IBAction private func darkModeChanged(_ sender: UISwitch) {
        view.window?.overrideUserInterfaceStyle = sender.isOn ? .dark : .unspecified
    }

    @IBAction private func save(_ sender: UIBarButtonItem) {
        view.endEditing(true)
        store.save(currentSettings())
        let alert = UIAlertController(title: "Saved", message: "Your settings were saved.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    @IBAction private func cancel(_ sender: UIBarButtonItem) {
        view.endEditing(true)
        load(store.load())
    }

    // MARK: Rows

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if tableView.cellForRow(at: indexPath) === classicCell {
            navigationController?.pushViewController(ClassicBinderViewController(), animated: true)
        }
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField {
            emailField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    // MARK: Form values

    private func load(_ settings: AppSettings) {
        nameField.text = settings.name
        emailField.text = settings.email
        notificationsSwitch.isOn = settings.notifications
        darkModeSwitch.isOn = settings.darkMode
        cellularSwitch.isOn = settings.syncOverCellular
        volumeSlider.value = settings.volume
        copiesStepper.value = Double(settings.copies)
        showCopies(settings.copies)
        paperSizeControl.selectedSegmentIndex = settings.paperSize
        reminderPicker.date = settings.reminder
    }

    private func currentSettings() -> AppSettings {
        AppSettings(
            name: nameField.text ?? "",
            email: emailField.text ?? "",
            notifications: notificationsSwitch.isOn,
            darkMode: darkModeSwitch.isOn,
            syncOverCellular: cellularSwitch.isOn,
            volume: volumeSlider.value,
            copies: Int(copiesStepper.value),
            paperSize: paperSizeControl.selectedSegmentIndex,
            reminder: reminderPicker.date
        )
    }

    private func showCopies(_ copies: Int) {
        copiesLabel.text = copies == 1 ? "1 copy" : "\(copies) copies"
    }
}
