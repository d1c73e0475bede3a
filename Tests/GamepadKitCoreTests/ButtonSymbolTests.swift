import Testing
@testable import GamepadKitCore

@Suite("Button symbols: the glyph of an action on the controller in use")
struct ButtonSymbolTests {
    @Test("Select is Cross on a DualSense and a DualShock, A on an Xbox pad and an MFi controller")
    func selectPerKind() {
        #expect(ActionSymbols(kind: .dualSense).symbolName(for: .activate) == "xmark.circle")
        #expect(ActionSymbols(kind: .dualShock).symbolName(for: .activate) == "xmark.circle")
        #expect(ActionSymbols(kind: .xbox).symbolName(for: .activate) == "a.circle")
        #expect(ActionSymbols(kind: .generic).symbolName(for: .activate) == "a.circle")
    }

    @Test("Back is Circle on PlayStation pads and B elsewhere; tabs are L1/R1 or LB/RB")
    func backAndTabs() {
        #expect(ActionSymbols(kind: .dualSense).symbolName(for: .back) == "circle.circle")
        #expect(ActionSymbols(kind: .xbox).symbolName(for: .back) == "b.circle")
        #expect(ActionSymbols(kind: .dualSense).symbolName(for: .previousTab) == "l1.rectangle.roundedbottom")
        #expect(ActionSymbols(kind: .xbox).symbolName(for: .nextTab) == "rb.rectangle.roundedbottom")
        #expect(ActionSymbols(kind: .xbox).symbolName(for: .pageDown) == "rt.rectangle.roundedtop")
        #expect(ActionSymbols(kind: .generic).symbolName(for: .moveUp) == "dpad.up.filled")
    }

    @Test("on a keyboard, Select is Return and Back is Escape; a controller never shows a key")
    func keyboard() {
        #expect(ActionSymbols(kind: .keyboard).symbolName(for: .activate) == "return")
        #expect(ActionSymbols(kind: .keyboard).symbolName(for: .back) == "escape")
        #expect(ActionSymbols(kind: .keyboard).symbolName(for: .previousTab) == nil)
        #expect(ActionSymbols(kind: .xbox, bindings: [.keyReturn: .activate]).symbolName(for: .activate) == nil)
    }

    @Test("the app's bindings decide: Select bound to X on a DualSense is Square")
    func appBindings() {
        var bindings = InputSettings.standardBindings
        bindings[.a] = GamepadAction.none
        bindings[.x] = .activate
        #expect(ActionSymbols(kind: .dualSense, bindings: bindings).symbolName(for: .activate) == "square.circle")
        #expect(ActionSymbols(kind: .dualSense, bindings: bindings).symbolName(for: .none) == nil)
    }

    @Test("remapped in Settings: physical Y produces A, so Select shows Y (Triangle on a DualSense)")
    func remappedOnto() {
        let remapping: [GamepadButton: GamepadButton] = [.y: .a, .a: .y]
        #expect(ActionSymbols(kind: .xbox, remapping: remapping).symbolName(for: .activate) == "y.circle")
        #expect(ActionSymbols(kind: .dualSense, remapping: remapping).symbolName(for: .activate) == "triangle.circle")
    }

    @Test("A mapped away with nothing onto it: Select has no button to show")
    func remappedAway() {
        let remapping: [GamepadButton: GamepadButton] = [.a: .b]
        let symbols = ActionSymbols(kind: .xbox, remapping: remapping)
        #expect(symbols.physicalButton(producing: .a) == nil)
        #expect(symbols.symbolName(for: .activate) == nil)
        #expect(symbols.physicalButton(producing: .b) == .b)
    }

    @Test("A remapped to produce B: Back still shows B, the button that still produces it")
    func buttonStillProducingItself() {
        let symbols = ActionSymbols(kind: .dualSense, remapping: [.a: .b])
        #expect(symbols.symbolName(for: .back) == "circle.circle")
    }

    @Test("the system's symbol wins over the table; a button the system reports as unmapped is skipped for the next one")
    func systemSymbolsFirst() {
        #expect(ActionSymbols(kind: .xbox, systemSymbols: [.a: "x.circle"]).symbolName(for: .activate) == "x.circle")
        var bindings = InputSettings.standardBindings
        bindings[.rightThumbstickButton] = .activate
        let reported: [GamepadButton: String?] = [.a: nil]
        #expect(reported.keys.contains(.a))
        let unmappedA = ActionSymbols(kind: .xbox, bindings: bindings, systemSymbols: reported)
        #expect(unmappedA.symbolName(for: .activate) == "r.joystick.press.down")
    }

    @Test("a touchpad has a glyph only on PlayStation pads, paddles and share only on Xbox")
    func familyButtons() {
        #expect(ButtonGlyphs.symbolName(of: .touchpadButton, on: .dualSense) != nil)
        #expect(ButtonGlyphs.symbolName(of: .touchpadButton, on: .xbox) == nil)
        #expect(ButtonGlyphs.symbolName(of: .paddle1, on: .xbox) == "p1.button.horizontal")
        #expect(ButtonGlyphs.symbolName(of: .paddle1, on: .dualSense) == nil)
        #expect(ButtonGlyphs.symbolName(of: .home, on: .dualSense) == "playstation.logo")
        #expect(ButtonGlyphs.symbolName(of: .home, on: .xbox) == "xbox.logo")
    }
}
