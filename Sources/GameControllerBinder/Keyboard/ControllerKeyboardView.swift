#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Draws the controller keyboard as a field's `inputView`: the strip above the keys (the
/// suggestions, or the accents of a letter while A is held), then the keys of the page, the
/// focused one in the tint colour. It only shows a ``ControllerKeyboard``'s state; every
/// decision is the core model's.
///
/// It plays input clicks like the system keyboard (`UIInputViewAudioFeedback`: the session calls
/// `UIDevice.current.playInputClick()`), follows Dark Mode through dynamic colours and Dynamic
/// Type through preferred fonts (the keys grow with the text). A touch on it hands the field
/// back to the system keyboard.
final class ControllerKeyboardView: UIInputView, UIInputViewAudioFeedback {
    /// Called when a finger touches the keyboard.
    var onTouch: (@MainActor () -> Void)?

    private var keyLabels: [[UILabel]] = []
    private var stripLabels: [UILabel] = []
    /// The face drawn last: the next one is compared with it (`ControllerKeyboardRedraw`).
    private var face: ControllerKeyboardFace?
    private let spacing: CGFloat = 6

    /// The colour of a key: white in light mode, a light grey on the dark keyboard background.
    private static let keyColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.35, alpha: 1) : UIColor.white
    }
    /// The colour of the keys that are not characters (page, shift, delete, return).
    private static let functionKeyColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.22, alpha: 1) : UIColor(white: 0.82, alpha: 1)
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 260), inputViewStyle: .keyboard)
        allowsSelfSizing = true
        autoresizingMask = [.flexibleWidth]
        accessibilityLabel = "Controller keyboard"
        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeDidChange),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    var enableInputClicksWhenVisible: Bool { true }

    @objc private func contentSizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: State

    /// Shows `keyboard`: does what the core's `ControllerKeyboardRedraw` says between the face
    /// drawn last and the keyboard's face now (cap views made anew when the rows' shape or the
    /// strip's length differs, only the changed caps restyled, nothing when nothing changed).
    func show(_ keyboard: ControllerKeyboard) {
        let next = ControllerKeyboardFace(keyboard)
        let redraw = ControllerKeyboardRedraw.from(face, to: next)
        guard !redraw.isEmpty else { return }
        if redraw.rebuildsKeys {
            keyLabels.joined().forEach { $0.removeFromSuperview() }
            keyLabels = next.rows.map { row in row.map { _ in makeLabel() } }
            keyLabels.joined().forEach(addSubview)
        }
        if redraw.rebuildsStrip {
            stripLabels.forEach { $0.removeFromSuperview() }
            stripLabels = next.strip.map { _ in makeLabel() }
            stripLabels.forEach(addSubview)
        }
        for index in redraw.restyledStrip {
            style(stripLabels[index], next.strip[index])
        }
        for key in redraw.restyledKeys {
            style(keyLabels[key.row][key.column], next.rows[key.row][key.column])
        }
        face = next
        if redraw.changesHeight { invalidateIntrinsicContentSize() }
        if redraw.needsLayout { setNeedsLayout() }
    }

    /// A new tint colour reaches the focused cap (the only one drawn in it).
    override func tintColorDidChange() {
        super.tintColorDidChange()
        guard let face else { return }
        for (index, cap) in face.strip.enumerated() where cap.isFocused && index < stripLabels.count {
            style(stripLabels[index], cap)
        }
        for (row, caps) in face.rows.enumerated() where row < keyLabels.count {
            for (column, cap) in caps.enumerated() where cap.isFocused && column < keyLabels[row].count {
                style(keyLabels[row][column], cap)
            }
        }
    }

    private func makeLabel() -> UILabel {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .title3)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.textAlignment = .center
        label.layer.cornerRadius = 6
        label.clipsToBounds = true
        return label
    }

    private func style(_ label: UILabel, _ cap: ControllerKeyboardFace.Cap) {
        label.text = cap.text
        label.backgroundColor = cap.isFocused ? tintColor : (cap.isFunction ? Self.functionKeyColor : Self.keyColor)
        label.textColor = cap.isFocused ? .white : (cap.isEnabled ? .label : .secondaryLabel)
        label.accessibilityTraits = cap.isFocused ? [.keyboardKey, .selected] : .keyboardKey
    }

    // MARK: Layout

    /// One key's height: the preferred font's line with room around it, never under 40 points.
    private var keyHeight: CGFloat {
        max(40, ceil(UIFont.preferredFont(forTextStyle: .title3).lineHeight * 1.7))
    }

    override var intrinsicContentSize: CGSize {
        let rows = CGFloat((face?.rows.count ?? 4) + 1)
        return CGSize(width: UIView.noIntrinsicMetric, height: rows * (keyHeight + spacing) + spacing + safeAreaInsets.bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let face else { return }
        let insets = safeAreaInsets
        let width = bounds.width - insets.left - insets.right - 2 * spacing
        let height = keyHeight
        var y = spacing
        if !stripLabels.isEmpty {
            let itemWidth = (width - spacing * CGFloat(stripLabels.count - 1)) / CGFloat(stripLabels.count)
            for (index, label) in stripLabels.enumerated() {
                label.frame = CGRect(x: insets.left + spacing + CGFloat(index) * (itemWidth + spacing), y: y, width: itemWidth, height: height)
            }
        }
        y += height + spacing
        for (rowIndex, row) in face.rows.enumerated() where rowIndex < keyLabels.count {
            let units = CGFloat(row.reduce(0) { $0 + $1.width })
            let unitWidth = (width + spacing) / max(1, units)
            var x = insets.left + spacing
            for (column, key) in row.enumerated() where column < keyLabels[rowIndex].count {
                let keyWidth = unitWidth * CGFloat(key.width) - spacing
                keyLabels[rowIndex][column].frame = CGRect(x: x, y: y, width: keyWidth, height: height)
                x += keyWidth + spacing
            }
            y += height + spacing
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let kinds = touches.map(ControllerKeyboardInstallation.TouchKind.init)
        if ControllerKeyboardInstallation.touchHandsBack(kinds) { onTouch?() }
        super.touchesBegan(touches, with: event)
    }
}
#endif
