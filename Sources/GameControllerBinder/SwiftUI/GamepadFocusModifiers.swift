#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// `.gamepadFocusable`: registers the view with the root above it, or, with no root above,
/// with a root of its own (without the registering styles).
struct GamepadFocusableElement: ViewModifier {
    let role: SwiftUIElementRole
    let id: String
    let actions: SwiftUIElementActions
    @Environment(\.gamepadSwiftUIContext) private var context

    @ViewBuilder
    func body(content: Content) -> some View {
        let registered = content.modifier(GamepadElementRegistration(role: role, explicitID: id, actions: actions))
        if context == nil {
            registered.modifier(GamepadNavigableRoot(installsStyles: false))
        } else {
            registered
        }
    }
}

/// `.gamepadDefaultFocus()`: the elements below register as the screen's preferred first focus.
struct GamepadDefaultFocusMarker: ViewModifier {
    @Environment(\.gamepadSwiftUIContext) private var context

    @ViewBuilder
    func body(content: Content) -> some View {
        if let context {
            content.environment(\.gamepadSwiftUIContext, context.asDefaultFocus())
        } else {
            // Outside a root: the root an explicit element makes for itself takes the mark in.
            content.environment(\.gamepadPendingDefaultFocus, true)
        }
    }
}

/// `.gamepadFocusSection()`: the elements below are one section, whose frame is reported with
/// a `GeometryReader` like an element's.
struct GamepadFocusSectionMarker: ViewModifier {
    @Environment(\.gamepadSwiftUIContext) private var context
    @StateObject private var keyHolder = SwiftUIKeyHolder()
    private var key: String { keyHolder.key }

    @ViewBuilder
    func body(content: Content) -> some View {
        if let context {
            content
                .environment(\.gamepadSwiftUIContext, context.inSection(key))
                .background(Group {
                    // Measured only while GamepadKit listens (`GamepadSwiftUIActivity`).
                    if context.isListening {
                        GeometryReader { geometry in
                            GamepadSectionReporter(
                                section: SwiftUIFocusSectionRegistration(
                                    key: key, frame: Rect(geometry.frame(in: .named(context.coordinateSpaceName)))),
                                root: context.rootKey)
                        }
                        .id(context.listeningEpoch)
                    }
                })
        } else {
            content
        }
    }
}

/// An empty view that reports a focus section's frame while it is on screen.
struct GamepadSectionReporter: View {
    let section: SwiftUIFocusSectionRegistration
    let root: String

    var body: some View {
        Color.clear
            .onAppear { SwiftUIRegistrations.shared.registerSection(section, root: root) }
            .onDisappear { SwiftUIRegistrations.shared.unregister(key: section.key, root: root) }
            .modifier(GamepadChangeReporter(value: section) { changed in
                SwiftUIRegistrations.shared.registerSection(changed, root: root)
            })
    }
}
#endif
