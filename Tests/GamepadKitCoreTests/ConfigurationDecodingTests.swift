import Foundation
import Testing
@testable import GamepadKitCore

/// Wraps the body of a root dictionary into an XML property list.
func plistData(_ body: String) -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """.utf8)
}

@Suite("Configuration: valid files")
struct ConfigurationDecodingTests {
    @Test("a plist setting every key decodes to exactly the configuration it describes")
    func fullPlist() {
        let data = plistData("""
        <key>bindings</key>
        <dict>
            <key>x</key><string>back</string>
            <key>RB</key><string>pageDown</string>
            <key>keyTab</key><string>none</string>
        </dict>
        <key>thumbsticks</key>
        <dict>
            <key>moving</key><array><string>left</string><string>right</string></array>
            <key>deadzone</key><real>0.3</real>
            <key>hysteresisDegrees</key><integer>10</integer>
        </dict>
        <key>repeat</key>
        <dict>
            <key>initialDelay</key><real>0.5</real>
            <key>interval</key><real>0.15</real>
            <key>acceleration</key><integer>1</integer>
            <key>minimumInterval</key><real>0.15</real>
        </dict>
        <key>wrapsAround</key><true/>
        <key>highlight</key>
        <dict>
            <key>color</key><string>#ff000080</string>
            <key>lineWidth</key><real>2.5</real>
            <key>padding</key><integer>-2</integer>
            <key>cornerRadius</key><integer>8</integer>
            <key>animationDuration</key><integer>0</integer>
        </dict>
        <key>excludedScreens</key><array><string>PlayerViewController</string><string>MapViewController</string></array>
        <key>preferredInitialFocus</key><array><string>continueButton</string><string>newGameButton</string></array>
        <key>debug</key>
        <dict>
            <key>logsFocusChanges</key><true/>
            <key>logsInput</key><true/>
        </dict>
        """)
        let result = GamepadKitConfiguration.decode(plist: data)

        var bindings = InputSettings.standardBindings
        bindings[.x] = .back
        bindings[.rightShoulder] = .pageDown
        bindings[.keyTab] = GamepadAction.none
        let expected = GamepadKitConfiguration(
            input: InputSettings(
                bindings: bindings,
                movingThumbsticks: [.left, .right],
                thumbstick: ThumbstickSettings(deadzone: 0.3, hysteresisDegrees: 10),
                repeatTiming: RepeatTiming(initialDelay: 0.5, interval: 0.15, acceleration: 1, minimumInterval: 0.15)
            ),
            wrapsAround: true,
            highlight: HighlightStyle(
                color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255),
                lineWidth: 2.5,
                padding: -2,
                cornerRadius: 8,
                animationDuration: 0
            ),
            excludedScreens: ["PlayerViewController", "MapViewController"],
            preferredInitialFocus: ["continueButton", "newGameButton"],
            debug: DebugOptions(logsFocusChanges: true, logsInput: true)
        )
        #expect(result.configuration == expected)
        #expect(result.issues == [])
    }

    @Test("the sample GamepadKit.plist decodes with no issue")
    func sampleFile() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures/GamepadKit.plist")
        let result = GamepadKitConfiguration.decode(plist: try Data(contentsOf: url))
        #expect(result.issues == [])
        let configuration = result.configuration
        #expect(configuration.input.bindings[.y] == .activate)
        #expect(configuration.input.action(for: .leftTrigger) == nil)
        #expect(configuration.input.action(for: .rightTrigger) == nil)
        #expect(configuration.input.action(for: .keyTab) == .moveDown)
        #expect(configuration.input.thumbstick.deadzone == 0.4)
        #expect(configuration.input.repeatTiming == RepeatTiming(initialDelay: 0.35, interval: 0.1, acceleration: 0.9, minimumInterval: 0.04))
        #expect(configuration.wrapsAround)
        #expect(configuration.highlight == HighlightStyle(
            color: RGBAColor(red: 1, green: 159.0 / 255, blue: 10.0 / 255, alpha: 204.0 / 255),
            lineWidth: 4, padding: 6, cornerRadius: 12, animationDuration: 0.2
        ))
        #expect(configuration.excludedScreens == ["VideoPlayerViewController"])
        #expect(configuration.preferredInitialFocus == ["playButton", "searchField"])
        #expect(configuration.debug == DebugOptions(logsFocusChanges: true, logsInput: false))
    }

    @Test("SampleApp's GamepadKit.plist decodes with no issue: Y goes back, an orange ring, the drawing pad excluded")
    func sampleAppFile() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("../../SampleApp/Resources/GamepadKit.plist")
        let result = GamepadKitConfiguration.decode(plist: try Data(contentsOf: url))
        #expect(result.issues == [])
        let configuration = result.configuration
        #expect(configuration.input.action(for: .y) == .back)
        #expect(configuration.input.action(for: .x) == .activate)
        #expect(configuration.input.action(for: .options) == nil)
        #expect(configuration.input.action(for: .a) == .activate)
        #expect(configuration.highlight.color.hexString == "#FF9500FF")
        #expect(configuration.highlight.cornerRadius == 10)
        #expect(configuration.excludedScreens == ["DrawingViewController"])
        #expect(configuration.preferredInitialFocus.first == "settings.name")
    }

    @Test("an empty plist gives the standard configuration with no issue")
    func emptyPlist() {
        let result = GamepadKitConfiguration.decode(plist: plistData(""))
        #expect(result == ConfigurationLoadResult(configuration: .standard, issues: []))
    }

    @Test("an already parsed dictionary with Swift values decodes like the file")
    func swiftDictionary() {
        let result = GamepadKitConfiguration.decode(dictionary: [
            "wrapsAround": true,
            "repeat": ["interval": 0.2, "initialDelay": 1],
            "thumbsticks": ["moving": [String]()],
            "bindings": ["options": "back"],
            "highlight": ["lineWidth": Float(2)],
        ])
        #expect(result.issues == [])
        #expect(result.configuration.wrapsAround)
        #expect(result.configuration.input.repeatTiming == RepeatTiming(initialDelay: 1, interval: 0.2))
        #expect(result.configuration.input.movingThumbsticks == [])
        #expect(result.configuration.input.action(for: .options) == .back)
        #expect(result.configuration.highlight.lineWidth == 2)
    }

    @Test("a binding to none unbinds the button, and a router built from the configuration ignores it")
    func noneUnbinds() {
        let result = GamepadKitConfiguration.decode(plist: plistData("""
        <key>bindings</key><dict><key>cross</key><string>none</string><key>Y</key><string>ACTIVATE</string></dict>
        """))
        #expect(result.issues == [])
        #expect(result.configuration.input.bindings[.a] == GamepadAction.none)
        var router = InputRouter(settings: result.configuration.input)
        let press = { (button: GamepadButton) in
            ControllerEvent(controller: ControllerID(1), time: 0, input: .button(button, isPressed: true))
        }
        #expect(router.handle(press(.a)) == [])
        #expect(router.handle(press(.y)) == [.action(.activate, controller: ControllerID(1), isRepeat: false)])
    }

    @Test("friendly button names find their buttons in any case")
    func aliases() {
        let names: [String: GamepadButton] = [
            "cross": .a, "CIRCLE": .b, "Square": .x, "triangle": .y,
            "L1": .leftShoulder, "r1": .rightShoulder, "L2": .leftTrigger, "R2": .rightTrigger,
            "L3": .leftThumbstickButton, "R3": .rightThumbstickButton,
            "LB": .leftShoulder, "RB": .rightShoulder, "LT": .leftTrigger, "rt": .rightTrigger,
            "LS": .leftThumbstickButton, "RS": .rightThumbstickButton,
            "up": .dpadUp, "Down": .dpadDown, "LEFT": .dpadLeft, "right": .dpadRight,
            "touchpad": .touchpadButton, "Return": .keyReturn, "enter": .keyReturn, "escape": .keyEscape,
            "space": .keySpace, "tab": .keyTab, "DPADUP": .dpadUp, "leftShoulder": .leftShoulder, "A": .a,
        ]
        for (name, button) in names {
            #expect(GamepadButton(configurationName: name) == button, "\(name)")
        }
        #expect(GamepadButton(configurationName: "buttonZ") == nil)
        #expect(GamepadButton(configurationName: "") == nil)
    }

    @Test("a configuration's thumbstick settings reach the router built from it")
    func settingsReachRouter() {
        let result = GamepadKitConfiguration.decode(dictionary: ["thumbsticks": ["deadzone": 0.6]])
        var router = InputRouter(settings: result.configuration.input)
        let stick = { (x: Double, time: Double) in
            ControllerEvent(controller: ControllerID(1), time: time, input: .thumbstick(.left, x: x, y: 0))
        }
        #expect(router.handle(stick(0.55, 0)) == [])
        #expect(router.handle(stick(0.65, 0.1)) == [.action(.moveRight, controller: ControllerID(1), isRepeat: false)])
    }

    @Test("colours parse from six or eight hex digits and print back as eight")
    func colors() {
        #expect(RGBAColor(hex: "#0A84FF") == HighlightStyle.standardColor)
        #expect(RGBAColor(hex: "#0a84ff80")?.hexString == "#0A84FF80")
        for bad in ["0A84FF", "#0A84F", "#0A84FFF", "#GG0000", "#", "", "#+1+2+3"] {
            #expect(RGBAColor(hex: bad) == nil, "\(bad)")
        }
    }
}
