import UIKit

/// Custom-drawn controls beside a UIKit button: a rating bar that publishes one accessibility
/// element per star, and a dial that is itself an adjustable accessibility element. Nothing here
/// mentions GamepadKit.
final class RatingViewController: UIViewController {

    private let ratingBar = RatingBarView()
    private let dial = DialView()
    private let summary = UILabel()
    private let resetButton = UIButton(type: .system)
    private let feedbackButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rating"
        view.backgroundColor = .systemBackground

        summary.font = .preferredFont(forTextStyle: .body)
        summary.numberOfLines = 0
        resetButton.setTitle("Reset", for: .normal)
        resetButton.accessibilityIdentifier = "rating.reset"
        resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)
        feedbackButton.setTitle("Send feedback", for: .normal)
        feedbackButton.accessibilityIdentifier = "rating.feedback"
        feedbackButton.addTarget(self, action: #selector(showFeedback), for: .touchUpInside)
        ratingBar.onChange = { [weak self] _ in self?.showSummary() }
        dial.onChange = { [weak self] _ in self?.showSummary() }

        let stack = UIStackView(arrangedSubviews: [ratingBar, dial, summary, resetButton, feedbackButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ratingBar.widthAnchor.constraint(equalTo: stack.widthAnchor),
            ratingBar.heightAnchor.constraint(equalToConstant: 56),
            dial.widthAnchor.constraint(equalToConstant: 140),
            dial.heightAnchor.constraint(equalToConstant: 140),
        ])
        showSummary()
    }

    private func showSummary() {
        summary.text = "Rating: \(ratingBar.rating) of \(RatingBarView.starCount) · Brightness: \(dial.level * 10)%"
    }

    /// A chat screen whose message bar is its input accessory view.
    @objc private func showFeedback() {
        navigationController?.pushViewController(FeedbackChatViewController(style: .plain), animated: true)
    }

    @objc private func reset() {
        ratingBar.setRating(0)
        showSummary()
    }
}
