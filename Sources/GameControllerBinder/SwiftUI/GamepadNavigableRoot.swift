#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The root of a GamepadKit SwiftUI screen (`.gamepadNavigable()`): it gives the views below it
/// a root to register with (its coordinate space, its anchor view, its scroll reader) and, unless
/// it only hosts one explicit element, the button and toggle styles that register every button,
/// link, navigation link and toggle without changing how they look.
struct GamepadNavigableRoot: ViewModifier {
    /// Install the registering styles (false for the root an explicit element makes for itself).
    var installsStyles = true
    @StateObject private var rootKeyHolder = SwiftUIKeyHolder()
    private var rootKey: String { rootKeyHolder.key }
    @Environment(\.gamepadPendingDefaultFocus) private var pendingDefaultFocus
    /// The roots observe whether GamepadKit listens, and hand it down: the views below report
    /// themselves only while GamepadKit follows them (`SwiftUIListening`).
    @ObservedObject private var activity = GamepadSwiftUIActivity.shared

    func body(content: Content) -> some View {
        let context = GamepadSwiftUIContext(rootKey: rootKey, sectionKey: nil, isDefaultFocus: pendingDefaultFocus,
                                            isListening: activity.isListening, listeningEpoch: activity.epoch)
        return ScrollViewReader { reader in
            styled(content)
                .environment(\.gamepadSwiftUIContext, context)
                .environment(\.gamepadPendingDefaultFocus, false)
                .coordinateSpace(name: context.coordinateSpaceName)
                .background(GamepadRootAnchor(rootKey: rootKey, scrollReader: reader)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true))
        }
    }

    @ViewBuilder
    private func styled(_ content: Content) -> some View {
        if installsStyles {
            content
                .buttonStyle(GamepadRegisteringButtonStyle())
                .toggleStyle(GamepadRegisteringToggleStyle())
        } else {
            content
        }
    }
}
#endif
