import Testing
@testable import GamepadKitCore

@Suite("1.1 names")
struct CompatibilityNameTests {
    @Test("every 1.1 button name maps to a distinct engine button, A to a and the D-pad to the D-pad")
    func buttonNames() {
        let buttons = BinderButtonName.allCases.map(\.button)
        #expect(Set(buttons).count == BinderButtonName.allCases.count)
        #expect(BinderButtonName.buttonA.button == .a)
        #expect(BinderButtonName.buttonB.button == .b)
        #expect(BinderButtonName.buttonMenu.button == .menu)
        #expect(BinderButtonName.buttonOptions.button == .options)
        #expect(BinderButtonName.buttonHome.button == .home)
        #expect(BinderButtonName.rightThumbstickButton.button == .rightThumbstickButton)
        #expect([BinderButtonName.dpadUp, .dpadDown, .dpadLeft, .dpadRight].map(\.button) == [.dpadUp, .dpadDown, .dpadLeft, .dpadRight])
    }

    @Test("triggers and thumbsticks keep their side")
    func triggersAndSticks() {
        #expect(BinderTriggerName.leftTrigger.trigger == .left)
        #expect(BinderTriggerName.rightTrigger.trigger == .right)
        #expect(BinderThumbstickName.leftThumbstick.thumbstick == .left)
        #expect(BinderThumbstickName.rightThumbstick.thumbstick == .right)
    }

    @Test("Xbox paddles and share map to the engine's paddles and share")
    func xboxNames() {
        #expect(BinderXboxButtonName.allCases.map(\.button) == [.paddle1, .paddle2, .paddle3, .paddle4, .share])
    }

    @Test("the PlayStation touchpad click is a button, the eight regions are finger and direction")
    func playStationNames() {
        #expect(BinderPlayStationButtonName.touchpadButton.input == .button(.touchpadButton))
        #expect(BinderPlayStationButtonName.touchpadPrimaryUp.input == .touchpad(.primary, .up))
        #expect(BinderPlayStationButtonName.touchpadSecondaryLeft.input == .touchpad(.secondary, .left))
        for finger in TouchpadFinger.allCases {
            for direction in MoveDirection.allCases {
                #expect(BinderPlayStationButtonName(finger: finger, region: direction).input == .touchpad(finger, direction))
            }
        }
    }

    @Test("the 1.1 controller type of a keyboard is none; the gamepad families map one to one")
    func controllerTypes() {
        #expect(BinderControllerType(.keyboard) == nil)
        #expect(BinderControllerType(.dualSense) == .dualSense)
        #expect(BinderControllerType(.dualShock) == .dualShock)
        #expect(BinderControllerType(.xbox) == .xbox)
        #expect(BinderControllerType(.generic) == .generic)
    }
}

@Suite("Controller kind detection")
struct CompatibilityControllerKindTests {
    @Test("product categories name the family")
    func productCategories() {
        #expect(ControllerKind(productCategory: "DualSense") == .dualSense)
        #expect(ControllerKind(productCategory: "DualShock 4") == .dualShock)
        #expect(ControllerKind(productCategory: "Xbox One") == .xbox)
        #expect(ControllerKind(productCategory: "Xbox Series") == .xbox)
        #expect(ControllerKind(productCategory: "MFi") == .generic)
        #expect(ControllerKind(productCategory: "Keyboard") == .keyboard)
    }

    @Test("the profile class wins over a vague category")
    func profileClassFirst() {
        #expect(ControllerKind(profileClassName: "GCDualSenseGamepad", productCategory: "Controller") == .dualSense)
        #expect(ControllerKind(profileClassName: "GCXboxGamepad", productCategory: "MFi") == .xbox)
        #expect(ControllerKind(profileClassName: "GCDualShockGamepad") == .dualShock)
    }

    @Test("a vendor name is the last hint; nothing recognisable is generic")
    func vendorNameAndFallback() {
        #expect(ControllerKind(profileClassName: "GCExtendedGamepad", productCategory: "Controller", vendorName: "DUALSHOCK®4 Wireless Controller") == .dualShock)
        #expect(ControllerKind(profileClassName: "GCExtendedGamepad", productCategory: "MFi", vendorName: "Nimbus+") == .generic)
        #expect(ControllerKind() == .generic)
        #expect(ControllerKind(productCategory: "") == .generic)
    }
}

@Suite("Touchpad regions")
struct CompatibilityTouchpadTests {
    @Test("a touch near the centre presses nothing; past the threshold the dominant axis decides")
    func regionOfATouch() {
        #expect(TouchpadRegions.region(x: 0.2, y: -0.3, threshold: 0.5) == nil)
        #expect(TouchpadRegions.region(x: 0.1, y: 0.8, threshold: 0.5) == .up)
        #expect(TouchpadRegions.region(x: 0.1, y: -0.8, threshold: 0.5) == .down)
        #expect(TouchpadRegions.region(x: -0.9, y: 0.6, threshold: 0.5) == .left)
        #expect(TouchpadRegions.region(x: 0.7, y: 0.2, threshold: 0.5) == .right)
        #expect(TouchpadRegions.region(x: 0.5, y: 0, threshold: 0.5) == .right)
        #expect(TouchpadRegions.region(x: .nan, y: 0.9, threshold: 0.5) == nil)
    }

    @Test("sliding a finger from up to right releases up before pressing right; lifting releases right")
    func slidingAndLifting() {
        var touchpad = TouchpadRegions()
        let result1 = touchpad.move(.primary, x: 0, y: 0.9)
        #expect(result1 == [TouchpadTransition(finger: .primary, region: .up, isPressed: true)])
        let result2 = touchpad.move(.primary, x: 0.1, y: 0.95)
        #expect(result2.isEmpty)
        #expect(touchpad.move(.primary, x: 0.9, y: 0.1) == [
            TouchpadTransition(finger: .primary, region: .up, isPressed: false),
            TouchpadTransition(finger: .primary, region: .right, isPressed: true),
        ])
        let result3 = touchpad.lift(.primary)
        #expect(result3 == [TouchpadTransition(finger: .primary, region: .right, isPressed: false)])
        let result4 = touchpad.lift(.primary)
        #expect(result4.isEmpty)
    }

    @Test("the two fingers press their regions independently")
    func twoFingers() {
        var touchpad = TouchpadRegions(threshold: 0.4)
        _ = touchpad.move(.primary, x: -0.8, y: 0)
        let result5 = touchpad.move(.secondary, x: 0, y: -0.6)
        #expect(result5 == [TouchpadTransition(finger: .secondary, region: .down, isPressed: true)])
        #expect(touchpad.pressedRegion(of: .primary) == .left)
        let result6 = touchpad.move(.primary, x: 0, y: 0)
        #expect(result6 == [TouchpadTransition(finger: .primary, region: .left, isPressed: false)])
        #expect(touchpad.pressedRegion(of: .secondary) == .down)
    }
}

@Suite("Focusable registry")
struct CompatibilityRegistryTests {
    @Test("registering the same view twice keeps one element, in its first place, with the newer name")
    func registeringTwice() {
        var registry = FocusableRegistry()
        let result7 = registry.register(elementID: "play", name: "UIButton (0, 0, 10, 10)")
        #expect(result7)
        let result8 = registry.register(elementID: "settings", name: "settings")
        #expect(result8)
        let result9 = registry.register(elementID: "play", name: "play")
        #expect(!result9)
        #expect(registry.entries == [.init(elementID: "play", name: "play"), .init(elementID: "settings", name: "settings")])
        #expect(registry.elementID(named: "play") == "play")
        #expect(registry.elementID(named: "UIButton (0, 0, 10, 10)") == nil)
    }

    @Test("views that left the screen are forgotten")
    func keepOnly() {
        var registry = FocusableRegistry()
        registry.register(elementID: "a", name: "a")
        registry.register(elementID: "b", name: "b")
        registry.keepOnly(["b"])
        #expect(registry.count == 1)
        #expect(!registry.contains("a"))
        #expect(registry.contains("b"))
    }

    @Test("two views sharing a name: the one registered last is found, and registering the older again makes it the newest")
    func newestWins() {
        var registry = FocusableRegistry()
        registry.register(elementID: "old", name: "Play")
        registry.register(elementID: "new", name: "Play")
        #expect(registry.elementID(named: "Play") == "new")
        registry.register(elementID: "old", name: "Play")
        #expect(registry.elementID(named: "Play") == "old")
    }

    @Test("after a scan prunes the view registered last under a name, the name finds the one still on screen")
    func pruneThenFind() {
        var registry = FocusableRegistry()
        registry.register(elementID: "kept", name: "Play")
        registry.register(elementID: "gone", name: "Play")
        registry.keepOnly(["kept"])
        #expect(registry.elementID(named: "Play") == "kept")
    }
}
