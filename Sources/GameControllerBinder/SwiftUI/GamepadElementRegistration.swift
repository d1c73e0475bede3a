#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// What a registered view does for A and in adjust mode.
struct SwiftUIElementActions {
    var activate: (@MainActor () -> Void)?
    var increment: (@MainActor () -> Void)?
    var decrement: (@MainActor () -> Void)?
}

/// Registers the view it modifies with its root while it is on screen and GamepadKit listens (a
/// controller is connected, or a keyboard that navigated: `GamepadSwiftUIActivity`): its frame in the root's
/// coordinate space (read with a `GeometryReader` behind it, again whenever it changes), the
/// scroll view around it when the system tells, its role, whether it is enabled, the app's word
/// on focus. It unregisters when the view disappears or GamepadKit stops listening. While
/// nobody listens, nothing is measured or reported.
/// A report costs the registry a constant time (`SwiftUIElementRegistry`); one that only moved
/// the view asks for no rebuild.
/// The view carries its token as `.id`, so the root's `ScrollViewReader` can scroll to it.
/// Outside any root it does nothing.
struct GamepadElementRegistration: ViewModifier {
    let role: SwiftUIElementRole
    let explicitID: String?
    let actions: SwiftUIElementActions
    @Environment(\.gamepadSwiftUIContext) private var context
    @Environment(\.isEnabled) private var isEnabled
    @StateObject private var handle = SwiftUIElementHandle()

    func body(content: Content) -> some View {
        handle.activate = actions.activate
        handle.increment = actions.increment
        handle.decrement = actions.decrement
        return content
            .background(reporter)
            .id(handle.key)
    }

    @ViewBuilder
    private var reporter: some View {
        if let context, context.isListening {
            GeometryReader { geometry in
                let frame = geometry.frame(in: .named(context.coordinateSpaceName))
                GamepadRegistrationReporter(
                    registration: SwiftUIElementRegistration(
                        key: handle.key, explicitID: explicitID, role: role, frame: Rect(frame),
                        isEnabled: isEnabled, isDefaultFocus: context.isDefaultFocus, sectionKey: context.sectionKey,
                        scrollContainer: Self.scrollContainer(geometry, frameInRoot: frame)),
                    root: context.rootKey, handle: handle)
            }
            .id(context.listeningEpoch)
        }
    }
}

extension GamepadElementRegistration {
    /// The scroll view around the view (iOS 17: `bounds(of: .scrollView)` is the innermost scroll
    /// view's visible bounds in the view's own space, nil outside any), in the root's space.
    static func scrollContainer(_ geometry: GeometryProxy, frameInRoot frame: CGRect) -> SwiftUIScrollContainer {
        guard #available(iOS 17.0, *) else { return .unknown }
        guard let bounds = geometry.bounds(of: .scrollView) else { return .none }
        return .viewport(Rect(bounds.offsetBy(dx: frame.minX, dy: frame.minY)))
    }
}

/// An empty view that hands its registration to `SwiftUIRegistrations` when it appears and
/// whenever it changes, and withdraws it when it disappears.
struct GamepadRegistrationReporter: View {
    let registration: SwiftUIElementRegistration
    let root: String
    let handle: SwiftUIElementHandle

    var body: some View {
        Color.clear
            .onAppear { SwiftUIRegistrations.shared.register(registration, root: root, handle: handle) }
            .onDisappear { SwiftUIRegistrations.shared.unregister(key: registration.key, root: root) }
            .modifier(GamepadChangeReporter(value: registration) { changed in
                SwiftUIRegistrations.shared.register(changed, root: root, handle: handle)
            })
    }
}

/// `onChange(of:)` in the form each iOS version offers.
struct GamepadChangeReporter<Value: Equatable>: ViewModifier {
    let value: Value
    let action: @MainActor (Value) -> Void

    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content.onChange(of: value) { _, newValue in action(newValue) }
        } else {
            content.onChange(of: value) { newValue in action(newValue) }
        }
    }
}
#endif
