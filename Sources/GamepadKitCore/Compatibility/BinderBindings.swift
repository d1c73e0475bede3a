/// The GameControllerBinder 1.1 calls of every live binder, on the one `InputRouter`: which
/// app bindings are in force and whose handler each routed input reaches, and the input
/// settings that follow from the configuration and the binders' setup calls.
///
/// Rules:
/// - **One input, one app binding.** A later app binding of the same button, trigger, stick or
///   touchpad region replaces the earlier one (whichever binder made it), as each 1.1 call
///   replaced the element's handler.
/// - **Later call wins between a tap setup and an app binding of the same button**
///   (`setupTapActionInputHandler(for:)` ends an app binding of that button and the other way
///   round).
/// - **A binder's calls last as long as the binder.** `release(binder:router:)` ends its app
///   bindings and takes back its setup calls: the effective setup is replayed from the calls of
///   the binders still alive, in call order, so a trigger freed for the app pages again and a
///   directional setup of another live binder applies again.
///
/// `Handler` is whatever the platform runs for an app binding (a closure on iOS); the type only
/// stores it and hands it back with the inputs it should receive.
public struct BinderBindings<Handler> {
    /// Identifies one `GameControllerBinder` object.
    public typealias BinderID = Int

    /// A handler with an input to run it with.
    public struct Delivery {
        /// The handler of the binding the input belongs to.
        public var handler: Handler
        /// The routed input (`.appButton`, `.appTrigger` or `.appThumbstick`).
        public var input: RoutedInput
    }

    private enum Call {
        case directional(BinderSetup.Directional)
        case tap(GamepadButton)
        case app(BindingToken)
    }

    private struct Entry {
        var binder: BinderID
        var call: Call
    }

    private var entries: [Entry] = []
    private var handlers: [BindingToken: Handler] = [:]
    private var touchpadHandlers: [BinderPlayStationButtonName: (binder: BinderID, handler: Handler)] = [:]

    /// No binder has called anything yet.
    public init() {}

    // MARK: Calls

    /// An app binding of `binding` by `binder` (any `bind…ToAction` on a button, trigger or
    /// stick). Ends the earlier app binding of the same input, and a tap setup of the same button.
    @discardableResult
    public mutating func bind(_ binding: AppBinding, binder: BinderID, handler: Handler,
                              router: inout InputRouter) -> BindingToken {
        removeEntries(router: &router) { call in
            switch call {
            case .app(let token): token.binding == binding
            case .tap(let button): binding == .button(button)
            case .directional: false
            }
        }
        let token = router.bind(binding)
        handlers[token] = handler
        entries.append(Entry(binder: binder, call: .app(token)))
        return token
    }

    /// `setupTapActionInputHandler(for:)` by `binder`: `button` taps the focused element.
    /// Ends an app binding of that button.
    public mutating func setUpTap(on button: GamepadButton, binder: BinderID, router: inout InputRouter) {
        removeEntries(router: &router) { call in
            switch call {
            case .app(let token): token.binding == .button(button)
            case .tap(let tapped): tapped == button
            case .directional: false
            }
        }
        entries.append(Entry(binder: binder, call: .tap(button)))
    }

    /// `setupDefaultDirectionalInputHandlers(…)` by `binder`. The latest call of a live binder
    /// is the one in force.
    public mutating func setUpDirectionalInput(_ directional: BinderSetup.Directional, binder: BinderID) {
        entries.append(Entry(binder: binder, call: .directional(directional)))
    }

    /// A press/release binding of a touchpad region (`touchpadPrimaryUp` …) by `binder`; it
    /// replaces an earlier binding of the same region. The touchpad click is a button: bind it
    /// with `bind(_:binder:handler:router:)`.
    public mutating func bindTouchpadRegion(_ name: BinderPlayStationButtonName, binder: BinderID, handler: Handler) {
        touchpadHandlers[name] = (binder, handler)
    }

    /// The binder went away: its app bindings end (the router forgets them) and its setup calls
    /// no longer count.
    public mutating func release(binder: BinderID, router: inout InputRouter) {
        removeEntries(router: &router) { _ in true } where: { $0.binder == binder }
        touchpadHandlers = touchpadHandlers.filter { $0.value.binder != binder }
    }

    private mutating func removeEntries(router: inout InputRouter, matching: (Call) -> Bool,
                                        where scope: (Entry) -> Bool = { _ in true }) {
        var kept: [Entry] = []
        for entry in entries {
            guard scope(entry), matching(entry.call) else {
                kept.append(entry)
                continue
            }
            if case .app(let token) = entry.call {
                router.unbind(token)
                handlers[token] = nil
            }
        }
        entries = kept
    }

    // MARK: What follows

    /// The binders still alive that made at least one call.
    public var liveBinders: Set<BinderID> {
        Set(entries.map(\.binder)).union(touchpadHandlers.values.map(\.binder))
    }

    /// A live binder bound an input to an app handler (a button, trigger, stick or touchpad
    /// region): GamepadKit listens to the controller for the app, whatever the screen.
    public var hasAppBindings: Bool {
        !handlers.isEmpty || !touchpadHandlers.isEmpty
    }

    /// The setup in force: the live binders' calls replayed in call order.
    public var setup: BinderSetup {
        var setup = BinderSetup()
        for entry in entries {
            switch entry.call {
            case .directional(let directional):
                setup.setUpDirectionalInput(directional)
            case .tap(let button):
                setup.setUpTap(on: button)
            case .app(let token):
                switch token.binding {
                case .button(let button): setup.bindApp(button)
                case .trigger(let trigger): setup.bindApp(trigger)
                case .thumbstick: break
                }
            }
        }
        return setup
    }

    /// The router's settings: the configuration's `base` input settings with the setup in
    /// force applied (see `BinderSetup`); in binder-only mode only what the calls asked for.
    public func settings(from base: InputSettings, binderOnly: Bool) -> InputSettings {
        let setup = self.setup
        var settings = base
        settings.bindings = setup.bindings(from: base.bindings, binderOnly: binderOnly)
        settings.movingThumbsticks = setup.movingThumbsticks(from: base.movingThumbsticks, binderOnly: binderOnly)
        return settings
    }

    /// The app handlers the router's output reaches, in order; actions are left out.
    public func deliveries(for routed: [RoutedInput]) -> [Delivery] {
        routed.compactMap { input in
            switch input {
            case .action:
                return nil
            case .appButton(let token, _), .appTrigger(let token, _), .appThumbstick(let token, _, _):
                return handlers[token].map { Delivery(handler: $0, input: input) }
            }
        }
    }

    /// The handlers of the touchpad regions that `transitions` press or release, in order, each
    /// with an `.appButton` input carrying the press state (its token is a placeholder: region
    /// bindings do not go through the router).
    public func deliveries(for transitions: [TouchpadTransition]) -> [Delivery] {
        transitions.compactMap { transition in
            let name = BinderPlayStationButtonName(finger: transition.finger, region: transition.region)
            guard let bound = touchpadHandlers[name] else { return nil }
            let placeholder = BindingToken(id: 0, binding: .button(.touchpadButton))
            return Delivery(handler: bound.handler, input: .appButton(placeholder, isPressed: transition.isPressed))
        }
    }
}

extension BinderBindings: Sendable where Handler: Sendable {}
extension BinderBindings.Delivery: Sendable where Handler: Sendable {}
