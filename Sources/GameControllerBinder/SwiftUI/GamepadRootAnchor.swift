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
        return view
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
