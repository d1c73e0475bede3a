#if canImport(UIKit)
import UIKit
import QuartzCore

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Controller and keyboard input: routing, waking the highlight, repeats, devices leaving.
extension GamepadRuntime {
    // MARK: - Input

    /// One event from a controller or the keyboard.
    func handle(_ event: ControllerEvent) {
        guard mode != .off else { return }
        if configuration.debug.logsInput {
            inputLogger.debug("\(String(describing: event))")
        }
        if case .button(let button, let isPressed, _) = event.input, isPressed {
            ButtonSymbols.lastInput = button.isKeyboardKey ? .keyboard : .controller
        }
        if ControllerKeyboardSession.shared.handle(event) { return }
        if case .button(let button, let isPressed, _) = event.input, button.isKeyboardKey {
            // The router ignores navigation keys while a text input has the keyboard. The key
            // window is chosen once per key, for every question about it.
            let keyWindow = TextInputState.keyWindow
            let editingInput = keyWindow.flatMap(TextInputState.editingInput(in:))
            router.isTextEntryActive = editingInput != nil
            var beganEditing = false
            if case .textEntry = engine.mode { beganEditing = true }
            switch KeyPressFacts.owner(of: button, isPressed: isPressed, isEditing: editingInput != nil,
                                       gamepadKitBeganEditing: beganEditing, keyWindow: keyWindow) {
            case .gamepadKit:
                break
            case .endTextEditing:
                if let editingInput { TextInputState.endEditing(editingInput) }
                return
            case .leftToSystem:
                return
            }
        }
        deliver(binderBindings.deliveries(for: touchpads.handle(event)))
        let wakes = FocusWakePolicy.wakes(event.input, deadzone: router.settings.thumbstick.effectiveDeadzone,
                                          triggerPress: router.settings.triggers.effective.press)
        let routed = router.handle(event)
        if holdsKeyboardWake(for: event, wakes: wakes) {
            holdKeyboardWake()
        }
        // An action rescans before it acts (`RebuildPolicy.scansBefore`), which also brings an
        // asleep map up to date, and wakes the highlight.
        perform(routed)
        // The press may have stopped GamepadKit (an app action run by A that calls `disable()`).
        guard mode != .off else { return }
        if wakes, !policy.isHighlightAwake, !heldKeyboardWake.isHeld {
            // An input that reached no action (an app binding, an unbound button, a stick held
            // on an excluded screen) still wakes the highlight: on the screen as it is now,
            // scanned only when it changed and is not known to be excluded.
            if policy.scansBeforeWaking() || lastSnapshot == nil {
                rescanNow()
            }
            if wakeHighlight() {
                execute(engine.wake())
            }
        }
        scheduleRepeat()
    }

    /// The second finger on a PlayStation touchpad (controller events carry only the first).
    func handleSecondaryTouch(of controller: ControllerID, x: Double, y: Double, lifted: Bool) {
        guard mode != .off else { return }
        deliver(binderBindings.deliveries(for: lifted ? touchpads.lift(.secondary, of: controller)
                                                      : touchpads.move(.secondary, of: controller, x: x, y: y)))
    }

    func controllerDisconnected(_ id: ControllerID) {
        deliver(binderBindings.deliveries(for: touchpads.disconnect(id)))
        perform(router.disconnect(id, at: CACurrentMediaTime()))
        scheduleRepeat()
    }

    /// No controller and no keyboard is left: the highlight goes away until the next input.
    func lastInputDeviceLeft() {
        abandonHeldKeyboardWake()
        policy.sleep()
        highlightStateChanged()
        execute(engine.sleep())
    }

    /// A finger touched a window (`TouchObserver`): the highlight goes to sleep until the next
    /// controller or key input, and layout and scrolling stop costing anything.
    func touchBegan() {
        guard mode != .off else { return }
        abandonHeldKeyboardWake()
        guard policy.touchBegan() else { return }
        highlightStateChanged()  // a finger scrolling a page lists nothing, SwiftUI views are let go after a while
        execute(engine.sleep())
    }

    /// The app is about to stop being active (a call, Control Center, the app switcher): what
    /// is held is released now, so no direction keeps repeating and the app hears the end of
    /// every bound press. The controllers stay connected.
    func appWillDeactivate() {
        guard mode != .off else { return }
        // A key's wait for the SwiftUI views wakes nothing once the person has left the app.
        abandonHeldKeyboardWake()
        let now = CACurrentMediaTime()
        deliver(binderBindings.deliveries(for: touchpads.disconnectAll()))
        perform(router.disconnectAll(at: now))
        scheduleRepeat()
    }

    /// The app is active again: handlers the app installed meanwhile are chained behind
    /// GamepadKit's again.
    func appDidActivate() {
        guard mode != .off else { return }
        controllers.rechainReplacedHandlers()
    }

    func perform(_ routed: [RoutedInput]) {
        for input in routed {
            switch input {
            case .action(let action, let controller, let isRepeat):
                // The first key of a keyboard waits for the SwiftUI views (`holdKeyboardWake()`):
                // the keyboard's actions meanwhile are dropped; a controller's act.
                if heldKeyboardWake.drops(actionFromKeyboard: controller == controllers.keyboardControllerID) { continue }
                let now = CACurrentMediaTime()
                switch policy.moveCheck(action, isRepeat: isRepeat, at: now, focusedViewIsGone: focusedViewIsGone()) {
                case _ where lastSnapshot == nil: rescanNow()
                case .useMap: break
                case .scan: rescanNow()
                case .revalidate:
                    // A change nothing reported (a button a timer enabled) rescans; else the map holds.
                    if mapStillHolds() { policy.didRevalidate(at: now) } else { rescanNow() }
                }
                // An excluded screen (as the last scan found it) does nothing with the press.
                guard wakeHighlight() else { continue }
                guard ScreenTransitionReader.current(in: capture).allows(action) else { continue }  // as UIKit drops touches
                #if canImport(WebKit)
                // B while typing in a web field ends the typing, in whatever mode the engine is.
                if action == .back, WebFieldTyping.shared.endOnBack() {
                    policy.didPerform(action)
                    continue
                }
                // B in a web page that can go back, on a screen without a back button of the app's.
                if action == .back, engine.mode == .navigating,
                   WebElementActions.goBackInPage(focusedID: engine.focusedID, capture: capture,
                                                  excludedWebViews: configuration.excludedWebViews) {
                    policy.didPerform(action)
                    continue
                }
                #endif
                execute(engine.handle(action), isUserMove: true)
                policy.didPerform(action)
            case .appButton, .appTrigger, .appThumbstick:
                deliver(binderBindings.deliveries(for: [input]))
            }
        }
    }

    func deliver(_ deliveries: [BinderBindings<AppInputHandler>.Delivery]) {
        for delivery in deliveries {
            delivery.handler(delivery.input)
        }
    }

    func scheduleRepeat() {
        repeatWork?.cancel()
        repeatWork = nil
        guard let deadline = router.nextDeadline else { return }
        let work = DispatchWorkItem {
            runAsMainActor { GamepadRuntime.shared.repeatDue() }
        }
        repeatWork = work
        let delay = max(0, deadline - CACurrentMediaTime())
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
    }

    func repeatDue() {
        repeatWork = nil
        perform(router.advance(to: CACurrentMediaTime()))
        scheduleRepeat()
    }
}
extension GamepadRuntime {
    /// Wakes the highlight, unless the screen the last scan found is excluded. When it was
    /// asleep, what web pages list and whether SwiftUI views are followed follow it; a move of an
    /// awake highlight costs nothing more. Every wake goes through here.
    func wakeHighlight() -> Bool {
        let wasAwake = policy.isHighlightAwake
        guard policy.wake() else { return false }
        if !wasAwake { highlightStateChanged() }
        return true
    }

    /// The highlight woke or slept, or a device or the screen changed: what web pages list and
    /// whether SwiftUI views are followed follow it.
    func highlightStateChanged() {
        updateWebListing()
        updateSwiftUIListening()
    }

    /// Turns the listing of web pages on or off as `WebListingSchedule` says for now.
    func updateWebListing() {
        #if canImport(WebKit)
        WebContentBridge.shared.setActive(mode != .off && WebListingSchedule.listsPages(
            hasInputDevice: controllers.hasInputDevice, isHighlightAwake: policy.isHighlightAwake))
        #endif
    }
}
#endif
