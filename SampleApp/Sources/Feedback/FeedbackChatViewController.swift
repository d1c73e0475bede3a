import UIKit

/// A chat screen as messaging apps build it: the messages in a table, and the message bar (a
/// text field and a Send button) as the controller's `inputAccessoryView`, shown at the bottom
/// while the screen is first responder and above the keyboard while the field is edited. UIKit
/// puts that bar in the keyboard's window, not the app's. Nothing here mentions GamepadKit.
final class FeedbackChatViewController: UITableViewController, UITextFieldDelegate {

    private var messages = ["Thanks for trying the sample app.", "Tell us what you think of the rating screen."]
    private lazy var messageBar = MessageBar()

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { messageBar }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feedback"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.keyboardDismissMode = .interactive
        tableView.allowsSelection = false
        messageBar.field.delegate = self
        messageBar.sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        send()
        return false
    }

    @objc private func send() {
        guard let text = messageBar.field.text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return }
        messages.append(text)
        messageBar.field.text = nil
        let last = IndexPath(row: messages.count - 1, section: 0)
        tableView.insertRows(at: [last], with: .automatic)
        tableView.scrollToRow(at: last, at: .bottom, animated: true)
    }
}

/// The message bar: a text field and a Send button on a bar background.
private final class MessageBar: UIView {
    let field = UITextField()
    let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        autoresizingMask = .flexibleHeight
        backgroundColor = .secondarySystemBackground
        field.placeholder = "Message"
        field.borderStyle = .roundedRect
        field.returnKeyType = .send
        field.accessibilityIdentifier = "feedback.message"
        sendButton.setTitle("Send", for: .normal)
        sendButton.accessibilityIdentifier = "feedback.send"
        let stack = UIStackView(arrangedSubviews: [field, sendButton])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Its height comes from its constraints (the home indicator's area included).
    override var intrinsicContentSize: CGSize { .zero }
}
