import UIKit
import GameControllerBinder

/// A custom card that takes part in the 1.1 focus system by adopting `Focusable`: it is not a
/// `UIControl`, so it says itself where it is, how it looks focused and what a tap does.
final class FocusableCardView: UIView, Focusable {

    var name: String
    var onTap: (() -> Void)?

    private let titleLabel = UILabel()

    init(name: String, title: String, color: UIColor) {
        self.name = name
        super.init(frame: .zero)
        backgroundColor = color.withAlphaComponent(0.2)
        layer.cornerRadius = 12
        layer.borderColor = color.cgColor
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = .button

        titleLabel.text = title
        titleLabel.textAlignment = .center
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 8),
        ])

        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    required init?(coder: NSCoder) {
        name = "FocusableCardView"
        super.init(coder: coder)
    }

    // MARK: Focusable

    var isFocusable: Bool {
        !isHidden && alpha > 0.01 && isUserInteractionEnabled && window != nil
    }

    var globalFrame: CGRect {
        guard let superview else { return frame }
        return superview.convert(frame, to: nil)
    }

    func focus() {
        layer.borderWidth = 3
        UIView.animate(withDuration: 0.15) {
            self.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        }
    }

    func unfocus() {
        layer.borderWidth = 0
        UIView.animate(withDuration: 0.15) {
            self.transform = .identity
        }
    }

    func simulateTap() {
        onTap?()
    }

    @objc private func tapped() {
        onTap?()
    }
}
