import Testing
@testable import GamepadKitCore

@Suite("When the screen is scanned")
struct ScreenScanPolicyTests {
    @Test("while the highlight is asleep, layout, scrolling and the keyboard only mark the map dirty, controller connected or not")
    func asleepSameScreenChangesMarkDirty() {
        for reason in [RebuildReason.layout, .scroll, .keyboard, .rotation, .traitChange, .contentChange] {
            #expect(ScanPolicy.response(to: reason, hasInputDevice: false, isAwake: false) == .markDirty, "\(reason)")
            #expect(ScanPolicy.response(to: reason, hasInputDevice: true, isAwake: false) == .markDirty, "\(reason)")
        }
    }

    @Test("while the highlight is asleep, a new screen or window is scanned only when a controller or keyboard is connected")
    func asleepScreenChangesRebuildWithADevice() {
        for reason in [RebuildReason.screenAppeared, .screenDisappeared, .windowChange, .sceneActivation,
                       .controllerChange, .explicit] {
            #expect(ScanPolicy.response(to: reason, hasInputDevice: false, isAwake: false) == .markDirty, "\(reason)")
            #expect(ScanPolicy.response(to: reason, hasInputDevice: true, isAwake: false) == .rebuildSoon, "\(reason)")
        }
    }

    @Test("an awake highlight follows every change, scroll frames included")
    func awakeRebuildsOnEveryChange() {
        for reason in RebuildReason.allCases {
            #expect(ScanPolicy.response(to: reason, hasInputDevice: true, isAwake: true) == .rebuildSoon, "\(reason)")
            #expect(ScanPolicy.response(to: reason, hasInputDevice: false, isAwake: true) == .rebuildSoon, "\(reason)")
        }
    }

    @Test("the app's controller handlers are checked when a screen appears or a controller connects, not on scroll frames")
    func handlersAreRechainedOnScreenChangesOnly() {
        #expect(!ScanPolicy.rechainsHandlers(after: [.scroll]))
        #expect(!ScanPolicy.rechainsHandlers(after: [.layout, .scroll, .keyboard, .rotation, .traitChange]))
        #expect(!ScanPolicy.rechainsHandlers(after: []))
        #expect(ScanPolicy.rechainsHandlers(after: [.scroll, .screenAppeared]))
        #expect(ScanPolicy.rechainsHandlers(after: [.controllerChange]))
        #expect(ScanPolicy.rechainsHandlers(after: [.screenDisappeared]))
        #expect(ScanPolicy.rechainsHandlers(after: [.sceneActivation]))
    }

    @Test("A, B, the shoulders and paging act on a fresh scan, held or not, and rebuild after")
    func discreteActionsRescan() {
        for action in [GamepadAction.activate, .back, .previousTab, .nextTab, .pageUp, .pageDown] {
            #expect(ScanPolicy.rescansBefore(action, isRepeat: false), "\(action)")
            #expect(ScanPolicy.rescansBefore(action, isRepeat: true), "\(action)")
            #expect(ScanPolicy.rebuildsAfter(action), "\(action)")
        }
        #expect(!ScanPolicy.rescansBefore(.none, isRepeat: false))
    }

    @Test("a move, pressed or repeated, does not rescan for its own sake: only an out-of-date map is rescanned")
    func movesRescanOnlyWhenDirty() {
        for action in [GamepadAction.moveUp, .moveDown, .moveLeft, .moveRight] {
            #expect(!ScanPolicy.rescansBefore(action, isRepeat: false), "\(action)")
            #expect(!ScanPolicy.rescansBefore(action, isRepeat: true), "\(action)")
            #expect(!ScanPolicy.rebuildsAfter(action), "\(action)")
        }
    }

    @Test("a child controller inside a list cell appearing or leaving is a change of content; any other is a change of screen")
    func childControllersInCells() {
        #expect(ScanPolicy.appearanceReason(appeared: true, isInsideListCell: true) == .contentChange)
        #expect(ScanPolicy.appearanceReason(appeared: false, isInsideListCell: true) == .contentChange)
        #expect(ScanPolicy.appearanceReason(appeared: true, isInsideListCell: false) == .screenAppeared)
        #expect(ScanPolicy.appearanceReason(appeared: false, isInsideListCell: false) == .screenDisappeared)
        #expect(!ScanPolicy.changesScreen(.contentChange))
        #expect(!ScanPolicy.rechainsHandlers(after: [.contentChange]))
    }
}

@Suite("The app's own controller handlers")
struct ScreenHandlerReplacementTests {
    final class Block {}

    @Test("GamepadKit's handler still in place is left alone; one the app replaced or cleared is chained again")
    func states() {
        let ours = Block(), theirs = Block()
        let installed = ObjectIdentifier(ours)
        #expect(HandlerReplacement.state(installed: installed, current: ObjectIdentifier(ours), canRead: true) == .intact)
        #expect(HandlerReplacement.state(installed: installed, current: ObjectIdentifier(theirs), canRead: true) == .replaced)
        #expect(HandlerReplacement.state(installed: installed, current: nil, canRead: true) == .cleared)
    }

    @Test("an element whose handler cannot be read is never touched")
    func unreadable() {
        let ours = Block()
        #expect(HandlerReplacement.state(installed: ObjectIdentifier(ours), current: nil, canRead: false) == .unknown)
        #expect(HandlerReplacement.state(installed: nil, current: ObjectIdentifier(ours), canRead: true) == .unknown)
    }
}

@Suite("Keyboard keys")
struct ScreenKeyboardKeyOwnerTests {
    func owner(_ button: GamepadButton, pressed: Bool = true, editing: Bool = false, ours: Bool = false,
               systemFocus: Bool = false) -> KeyboardKeyOwner.Owner {
        KeyboardKeyOwner.owner(of: button, isPressed: pressed, isEditingText: editing, gamepadKitBeganEditing: ours,
                               systemFocusIsActive: systemFocus)
    }

    @Test("Escape while typing in a field the user tapped ends the editing and does not pop the screen")
    func escapeWhileEditingByTouch() {
        #expect(owner(.keyEscape, editing: true) == .endTextEditing)
        #expect(owner(.keyLeft, editing: true) == .leftToSystem)
        #expect(owner(.keyReturn, editing: true) == .leftToSystem)
    }

    @Test("while GamepadKit's own text entry runs, Escape routes to its back")
    func escapeInOwnTextEntry() {
        #expect(owner(.keyEscape, editing: true, ours: true) == .gamepadKit)
    }

    @Test("with UIKit's keyboard focus active on iPadOS, the keys are left to it; controller buttons still route")
    func systemFocus() {
        #expect(owner(.keyDown, systemFocus: true) == .leftToSystem)
        #expect(owner(.keyTab, systemFocus: true) == .leftToSystem)
        #expect(owner(.dpadDown, systemFocus: true) == .gamepadKit)
        #expect(owner(.a, editing: true) == .gamepadKit)
    }

    @Test("releases always reach the router, so no key stays held")
    func releasesRoute() {
        #expect(owner(.keyDown, pressed: false, systemFocus: true) == .gamepadKit)
        #expect(owner(.keyEscape, pressed: false, editing: true) == .gamepadKit)
        #expect(owner(.keyDown) == .gamepadKit)
    }
}

@Suite("Controller input and the system")
struct ScreenSystemRoutingTests {
    @Test("GamepadKit claims gamepad input while it runs, and leaves excluded screens and a stopped runtime to the system")
    func claims() {
        #expect(SystemControllerRouting.claimsGamepadInput(isRunning: true, isScreenExcluded: false))
        #expect(!SystemControllerRouting.claimsGamepadInput(isRunning: true, isScreenExcluded: true))
        #expect(!SystemControllerRouting.claimsGamepadInput(isRunning: false, isScreenExcluded: false))
    }
}

@Suite("Controller input claims and the 1.1 API's bindings")
struct ControllerClaimTests {
    @Test("an excluded screen keeps the claim on every window while an app binding is live, so A/B/X/Y bindings keep firing")
    func appBindingsKeepTheClaim() {
        #expect(SystemControllerRouting.claimedWindows(isRunning: true, isScreenExcluded: true, hasAppBindings: true) == .everyWindow)
        #expect(SystemControllerRouting.claimedWindows(isRunning: true, isScreenExcluded: false, hasAppBindings: true) == .everyWindow)
    }

    @Test("without app bindings, an excluded screen goes back to the system and an allowed one claims the driven windows")
    func noAppBindings() {
        #expect(SystemControllerRouting.claimedWindows(isRunning: true, isScreenExcluded: true, hasAppBindings: false) == .none)
        #expect(SystemControllerRouting.claimedWindows(isRunning: true, isScreenExcluded: false, hasAppBindings: false) == .drivenWindows)
    }

    @Test("a stopped runtime claims nothing, whatever bindings remain")
    func stopped() {
        #expect(SystemControllerRouting.claimedWindows(isRunning: false, isScreenExcluded: false, hasAppBindings: true) == .none)
    }
}
