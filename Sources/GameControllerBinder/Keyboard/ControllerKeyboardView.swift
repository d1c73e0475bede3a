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
    private var state: ControllerKeyboard?
    private var shownPage: Int?
    private var shownLayout: String?
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

    /// Shows `keyboard`: rebuilds the keys when the page changed, then labels and focus.
    func show(_ keyboard: ControllerKeyboard) {
        let rows = keyboard.layout.pages[keyboard.page].rows
        if shownPage != keyboard.page || shownLayout != keyboard.layout.name {
            keyLabels.joined().forEach { $0.removeFromSuperview() }
            keyLabels = rows.map { row in row.map { _ in makeLabel() } }
            keyLabels.joined().forEach(addSubview)
            shownPage = keyboard.page
            shownLayout = keyboard.layout.name
            invalidateIntrinsicContentSize()
        }
        let strip = keyboard.accents?.choices ?? keyboard.suggestions
        if stripLabels.count != strip.count {
            stripLabels.forEach { $0.removeFromSuperview() }
            stripLabels = strip.map { _ in makeLabel() }
            stripLabels.forEach(addSubview)
        }
        for (index, label) in stripLabels.enumerated() {
            let isFocused: Bool
            if let accents = keyboard.accents {
                isFocused = accents.selected == index
            } else {
                isFocused = keyboard.focus == .suggestion(index)
            }
            style(label, text: strip[index], isFocused: isFocused, isFunction: false, isEnabled: true)
        }
        for (rowIndex, row) in rows.enumerated() {
            for (column, key) in row.enumerated() {
                let position = ControllerKeyboardLayout.Position(page: keyboard.page, row: rowIndex, column: column)
                let isFocused = keyboard.accents == nil && keyboard.focus == .key(position)
                var isFunction = false
                var isEnabled = true
                var text = keyboard.label(of: key)
                switch key.action {
                case .character, .text, .space:
                    break
                case .shift:
                    isFunction = true
                    text = keyboard.shift == .capsLock ? "⇪" : (keyboard.shift.isShifted ? "⇧ on" : "⇧")
                case .delete:
                    isFunction = true
                    text = "⌫"
                case .returnKey:
                    isFunction = true
                    isEnabled = keyboard.isReturnEnabled
                case .page:
                    isFunction = true
                }
                style(keyLabels[rowIndex][column], text: text, isFocused: isFocused, isFunction: isFunction, isEnabled: isEnabled)
            }
        }
        state = keyboard
        setNeedsLayout()
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

    private func style(_ label: UILabel, text: String, isFocused: Bool, isFunction: Bool, isEnabled: Bool) {
        label.text = text
        label.backgroundColor = isFocused ? tintColor : (isFunction ? Self.functionKeyColor : Self.keyColor)
        label.textColor = isFocused ? .white : (isEnabled ? .label : .secondaryLabel)
        label.accessibilityTraits = isFocused ? [.keyboardKey, .selected] : .keyboardKey
    }

    // MARK: Layout

    /// One key's height: the preferred font's line with room around it, never under 40 points.
    private var keyHeight: CGFloat {
        max(40, ceil(UIFont.preferredFont(forTextStyle: .title3).lineHeight * 1.7))
    }

    override var intrinsicContentSize: CGSize {
        let rows = CGFloat((state.map { $0.layout.pages[$0.page].rows.count } ?? 4) + 1)
        return CGSize(width: UIView.noIntrinsicMetric, height: rows * (keyHeight + spacing) + spacing + safeAreaInsets.bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let state else { return }
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
        let rows = state.layout.pages[state.page].rows
        for (rowIndex, row) in rows.enumerated() where rowIndex < keyLabels.count {
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
        onTouch?()
        super.touchesBegan(touches, with: event)
    }
}
#endif
