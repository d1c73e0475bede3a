#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The invisible UIKit view a GamepadKit root draws behind itself. SwiftUI sizes it to the root,
/// so its place in the window is the root's: the merge turns the root's coordinate space into
/// window coordinates through it, and finds the hosting view above it. It takes no touches and
/// is no accessibility element.
final class GamepadRootAnchorView: UIView {
    var rootKey = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        backgroundColor = .clear
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        SwiftUIRegistrations.shared.anchorMoved(root: rootKey, view: self)
    }
}

/// Puts a `GamepadRootAnchorView` behind a root and hands its scroll reader to the registrations.
struct GamepadRootAnchor: UIViewRepresentable {
    let rootKey: String
    let scrollReader: ScrollViewProxy

    func makeUIView(context: Context) -> GamepadRootAnchorView {
        let view = GamepadRootAnchorView(frame: .zero)
        view.rootKey = rootKey
        Self.noteInnerButtonStylesOnce()
        return view
    }

    /// Whether the note about inner button styles was logged in this process.
    @MainActor private static var notedInnerButtonStyles = false

    /// Says once per process, in Xcode's console, while GamepadKit runs, what no scan can see: a `.buttonStyle(_:)` set
    /// inside a `.gamepadNavigable()` root replaces the root's registering style for its subtree,
    /// so those buttons are not reached (SwiftUI tells no one which style a button has).
    /// Only while GamepadKit runs: an app that never enables it hears nothing.
    @MainActor private static func noteInnerButtonStylesOnce() {
        guard !notedInnerButtonStyles, GamepadRuntime.shared.mode != .off else { return }
        notedInnerButtonStyles = true
        DiagnosticLog(category: "api").debug(
            "A .gamepadNavigable() root registers its buttons through the button style it installs. A .buttonStyle(_:) set inside "
            + "the root replaces that style for the views below it, and their buttons are not reached by the controller: set such a "
            + "style with .gamepadButtonStyle(_:) instead (the same look). Logged once.")
    }

    func updateUIView(_ view: GamepadRootAnchorView, context: Context) {
        SwiftUIRegistrations.shared.setScrollReader(scrollReader, root: rootKey)
        if view.rootKey != rootKey {
            view.rootKey = rootKey
            SwiftUIRegistrations.shared.anchorMoved(root: rootKey, view: view)
        }
    }

    static func dismantleUIView(_ view: GamepadRootAnchorView, coordinator: ()) {
        SwiftUIRegistrations.shared.removeRoot(view.rootKey)
    }
}
#endif
