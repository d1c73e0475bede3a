import Foundation
import Testing
@testable import GamepadKitCore

@Suite("Configuration: bad input")
struct ConfigurationIssueTests {
    private func decode(_ body: String) -> ConfigurationLoadResult {
        GamepadKitConfiguration.decode(plist: plistData(body))
    }

    @Test("an unknown button names its key path and lists the accepted names; the other bindings still apply")
    func unknownButton() {
        let result = decode("""
        <key>bindings</key><dict><key>buttonZ</key><string>back</string><key>y</key><string>back</string></dict>
        """)
        #expect(result.issues.map(\.keyPath) == ["bindings.buttonZ"])
        let message = result.issues.first?.message ?? ""
        #expect(message.hasPrefix("unknown button 'buttonZ'; accepted: a, b, x, y, dpadUp,"))
        #expect(message.contains("leftShoulder") && message.contains("the aliases") && message.contains("cross") && message.contains("L1".lowercased()))
        var expected = InputSettings.standardBindings
        expected[.y] = .back
        #expect(result.configuration.input.bindings == expected)
    }

    @Test("an unknown action or a non-string action keeps the button's default")
    func badActions() {
        let result = decode("""
        <key>bindings</key><dict><key>a</key><string>jump</string><key>b</key><integer>3</integer></dict>
        """)
        #expect(result.issues == [
            ConfigurationIssue(
                keyPath: "bindings.a",
                message: "unknown action 'jump'; accepted: moveUp, moveDown, moveLeft, moveRight, activate, back, previousTab, nextTab, pageUp, pageDown, none ('none' unbinds the button)"
            ),
            ConfigurationIssue(
                keyPath: "bindings.b",
                message: "expected a string, found the number 3; accepted: an action name: moveUp, moveDown, moveLeft, moveRight, activate, back, previousTab, nextTab, pageUp, pageDown, none"
            ),
        ])
        #expect(result.configuration.input.bindings == InputSettings.standardBindings)
    }

    @Test("two names for one button: the first in key order is used, the other is reported")
    func duplicateButton() {
        let result = decode("""
        <key>bindings</key><dict><key>cross</key><string>back</string><key>a</key><string>nextTab</string></dict>
        """)
        #expect(result.issues == [ConfigurationIssue(
            keyPath: "bindings.cross",
            message: "'cross' names the same button (a) as 'a', whose binding is used; accepted: one entry per button"
        )])
        #expect(result.configuration.input.bindings[.a] == .nextTab)
    }

    @Test("repeat values out of range or of the wrong type keep their defaults, each with its own issue")
    func badRepeat() {
        let result = decode("""
        <key>repeat</key>
        <dict>
            <key>initialDelay</key><string>fast</string>
            <key>interval</key><integer>0</integer>
            <key>acceleration</key><real>1.5</real>
            <key>minimumInterval</key><real>-0.1</real>
        </dict>
        """)
        #expect(result.issues == [
            ConfigurationIssue(keyPath: "repeat.acceleration", message: "1.5 is out of range; accepted: a number greater than 0 and at most 1 (1 keeps the interval steady)"),
            ConfigurationIssue(keyPath: "repeat.initialDelay", message: "expected a number, found a string (\"fast\"); accepted: a number of seconds from 0.01 to 10"),
            ConfigurationIssue(keyPath: "repeat.interval", message: "0 is out of range; accepted: a number of seconds from 0.01 to 10"),
            ConfigurationIssue(keyPath: "repeat.minimumInterval", message: "-0.1 is out of range; accepted: a number of seconds from 0.01 to 10"),
        ])
        #expect(result.configuration.input.repeatTiming == .standard)
    }

    @Test("a minimum interval longer than the interval is reported and falls back to the standard minimum")
    func minimumLongerThanInterval() {
        let result = decode("""
        <key>repeat</key><dict><key>interval</key><real>0.1</real><key>minimumInterval</key><real>0.2</real></dict>
        """)
        #expect(result.issues == [ConfigurationIssue(
            keyPath: "repeat.minimumInterval",
            message: "0.2 is longer than repeat.interval (0.1); accepted: a number of seconds from 0.01 up to repeat.interval"
        )])
        #expect(result.configuration.input.repeatTiming == RepeatTiming(interval: 0.1, minimumInterval: 0.05))
    }

    @Test("an interval shorter than the standard minimum brings the minimum down with it, without an issue")
    func shortInterval() {
        let result = decode("<key>repeat</key><dict><key>interval</key><real>0.03</real></dict>")
        #expect(result.issues == [])
        #expect(result.configuration.input.repeatTiming == RepeatTiming(interval: 0.03, minimumInterval: 0.03))
    }

    @Test("a colour that is not #RRGGBB or #RRGGBBAA keeps the standard colour")
    func badColor() {
        for bad in ["blue", "#12345", "#GG0000", "0A84FF"] {
            let result = decode("<key>highlight</key><dict><key>color</key><string>\(bad)</string><key>lineWidth</key><integer>5</integer></dict>")
            #expect(result.issues == [ConfigurationIssue(
                keyPath: "highlight.color",
                message: "'\(bad)' is not a colour; accepted: a string \"#RRGGBB\" or \"#RRGGBBAA\" of hexadecimal digits"
            )])
            #expect(result.configuration.highlight == HighlightStyle(lineWidth: 5))
        }
    }

    @Test("highlight numbers are checked against their ranges")
    func badHighlightNumbers() {
        let result = decode("""
        <key>highlight</key>
        <dict>
            <key>lineWidth</key><integer>0</integer>
            <key>padding</key><integer>80</integer>
            <key>cornerRadius</key><string>round</string>
            <key>animationDuration</key><true/>
        </dict>
        """)
        #expect(result.issues.map(\.keyPath) == ["highlight.animationDuration", "highlight.cornerRadius", "highlight.lineWidth", "highlight.padding"])
        #expect(result.issues.first?.message == "expected a number, found a boolean (true); accepted: a number of seconds from 0 to 5 (0 jumps without animation)")
        #expect(result.configuration.highlight == .standard)
    }

    @Test("a boolean key given a number, or a number key given a boolean, is a type issue")
    func numbersAndBooleansStayApart() {
        let fromFile = decode("""
        <key>wrapsAround</key><integer>1</integer>
        <key>thumbsticks</key><dict><key>deadzone</key><true/></dict>
        <key>debug</key><dict><key>logsInput</key><string>yes</string></dict>
        """)
        #expect(fromFile.issues == [
            ConfigurationIssue(keyPath: "debug.logsInput", message: "expected a boolean, found a string (\"yes\"); accepted: true or false"),
            ConfigurationIssue(keyPath: "thumbsticks.deadzone", message: "expected a number, found a boolean (true); accepted: a number from 0.05 to 0.95"),
            ConfigurationIssue(keyPath: "wrapsAround", message: "expected a boolean, found the number 1; accepted: true or false"),
        ])
        #expect(fromFile.configuration == .standard)

        let fromSwift = GamepadKitConfiguration.decode(dictionary: ["wrapsAround": 1, "thumbsticks": ["deadzone": false]])
        #expect(fromSwift.issues.map(\.keyPath) == ["thumbsticks.deadzone", "wrapsAround"])
        let fromNumbers = GamepadKitConfiguration.decode(dictionary: ["wrapsAround": NSNumber(value: 1), "debug": ["logsInput": NSNumber(value: true)]])
        #expect(fromNumbers.issues.map(\.keyPath) == ["wrapsAround"])
        #expect(fromNumbers.configuration.debug.logsInput)
    }

    @Test("thumbstick settings out of range, and unknown sticks, are reported; the valid sticks are kept")
    func badThumbsticks() {
        let result = decode("""
        <key>thumbsticks</key>
        <dict>
            <key>moving</key><array><string>Right</string><string>middle</string><integer>2</integer></array>
            <key>deadzone</key><real>1.2</real>
            <key>hysteresisDegrees</key><integer>45</integer>
        </dict>
        """)
        #expect(result.issues == [
            ConfigurationIssue(keyPath: "thumbsticks.deadzone", message: "1.2 is out of range; accepted: a number from 0.05 to 0.95"),
            ConfigurationIssue(keyPath: "thumbsticks.hysteresisDegrees", message: "45 is out of range; accepted: a number of degrees from 0 to 44"),
            ConfigurationIssue(keyPath: "thumbsticks.moving[1]", message: "unknown thumbstick 'middle'; accepted: left, right"),
            ConfigurationIssue(keyPath: "thumbsticks.moving[2]", message: "expected a string, found the number 2; accepted: an array of thumbstick names: left, right (empty: no stick moves focus)"),
        ])
        #expect(result.configuration.input.movingThumbsticks == [.right])
        #expect(result.configuration.input.thumbstick == .standard)
    }

    @Test("screen and focus lists skip elements that are not non-empty strings and drop repeats")
    func badLists() {
        let result = decode("""
        <key>excludedScreens</key><array><string>A</string><string></string><real>5</real></array>
        <key>preferredInitialFocus</key><array><string>b</string><string>a</string><string>b</string></array>
        """)
        #expect(result.issues.map(\.keyPath) == ["excludedScreens[1]", "excludedScreens[2]"])
        #expect(result.configuration.excludedScreens == ["A"])
        #expect(result.configuration.preferredInitialFocus == ["b", "a"])

        let wrongType = decode("<key>excludedScreens</key><string>A</string>")
        #expect(wrongType.issues == [ConfigurationIssue(
            keyPath: "excludedScreens",
            message: "expected an array, found a string (\"A\"); accepted: an array of non-empty strings"
        )])
    }

    @Test("unknown keys, top-level or nested, are reported with the known keys and a likely meaning")
    func unknownKeys() {
        let result = decode("""
        <key>wrapAround</key><true/>
        <key>highlight</key><dict><key>colour</key><string>#FFFFFF</string><key>glow</key><true/></dict>
        <key>Debug</key><dict/>
        """)
        #expect(result.issues == [
            ConfigurationIssue(keyPath: "Debug", message: "unknown key 'Debug' (did you mean 'debug'?); known keys: bindings, debug, excludedScreens, excludedWebViews, highlight, preferredInitialFocus, repeat, rowSegues, textEntry, thumbsticks, wrapsAround"),
            ConfigurationIssue(keyPath: "highlight.colour", message: "unknown key 'colour' (did you mean 'color'?); known keys: animationDuration, bumpDistance, bumpHaptics, color, cornerRadius, lineWidth, outerColor, padding, style"),
            ConfigurationIssue(keyPath: "highlight.glow", message: "unknown key 'glow'; known keys: animationDuration, bumpDistance, bumpHaptics, color, cornerRadius, lineWidth, outerColor, padding, style"),
            ConfigurationIssue(keyPath: "wrapAround", message: "unknown key 'wrapAround' (did you mean 'wrapsAround'?); known keys: bindings, debug, excludedScreens, excludedWebViews, highlight, preferredInitialFocus, repeat, rowSegues, textEntry, thumbsticks, wrapsAround"),
        ])
        #expect(result.configuration == .standard)
    }

    @Test("a section of the wrong type is one issue and keeps that whole section at its defaults")
    func sectionOfWrongType() {
        let result = decode("""
        <key>highlight</key><string>red</string>
        <key>repeat</key><array/>
        <key>wrapsAround</key><true/>
        """)
        #expect(result.issues == [
            ConfigurationIssue(keyPath: "highlight", message: "expected a dictionary, found a string (\"red\"); accepted: a dictionary with the keys animationDuration, bumpDistance, bumpHaptics, color, cornerRadius, lineWidth, outerColor, padding, style"),
            ConfigurationIssue(keyPath: "repeat", message: "expected a dictionary, found an array; accepted: a dictionary with the keys acceleration, initialDelay, interval, minimumInterval"),
        ])
        #expect(result.configuration == GamepadKitConfiguration(wrapsAround: true))
    }

    @Test("every other section and list of the wrong type is reported at its own key path with what it accepts")
    func otherSectionsOfWrongType() {
        let result = decode("""
        <key>bindings</key><array/>
        <key>debug</key><true/>
        <key>excludedScreens</key><dict/>
        <key>thumbsticks</key><dict><key>moving</key><string>left</string></dict>
        """)
        #expect(result.issues == [
            ConfigurationIssue(keyPath: "bindings", message: "expected a dictionary, found an array; accepted: a dictionary from button names to action names"),
            ConfigurationIssue(keyPath: "debug", message: "expected a dictionary, found a boolean (true); accepted: a dictionary with the keys logsFocusChanges, logsInput, showsMap"),
            ConfigurationIssue(keyPath: "excludedScreens", message: "expected an array, found a dictionary; accepted: an array of non-empty strings"),
            ConfigurationIssue(keyPath: "thumbsticks.moving", message: "expected an array, found a string (\"left\"); accepted: an array of thumbstick names: left, right (empty: no stick moves focus)"),
        ])
        #expect(result.configuration == .standard)
    }

    @Test("data that is not a property list gives the standard configuration and one issue at the root")
    func malformedData() {
        let accepted = "accepted: an XML or binary property list whose root is a dictionary"
        let reasons = [
            (Data("<plist><dict><key>a</key></dict>".utf8), "the data is not a property list (XML: the <key> has no value (</dict> follows it) on line 1)"),
            (Data(), "the file is empty"),
        ]
        for (data, reason) in reasons {
            let result = GamepadKitConfiguration.decode(plist: data)
            #expect(result == ConfigurationLoadResult(configuration: .standard, issues: [ConfigurationIssue(keyPath: "", message: "\(reason); \(accepted)")]))
        }
        // A cut binary property list is refused by the check that runs before Foundation reads it.
        let cut = GamepadKitConfiguration.decode(plist: Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF]))
        #expect(cut == ConfigurationLoadResult(configuration: .standard, issues: [ConfigurationIssue(
            keyPath: "",
            message: "the data is not a property list (a damaged binary property list: it is too short); accepted: an XML or binary property list whose root is a dictionary"
        )]))
    }

    @Test("a property list whose root is not a dictionary gives the standard configuration and one issue at the root")
    func rootNotDictionary() {
        let data = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array><string>bindings</string></array></plist>
        """.utf8)
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result == ConfigurationLoadResult(configuration: .standard, issues: [ConfigurationIssue(
            keyPath: "",
            message: "the root is an array, not a dictionary; accepted: an XML or binary property list whose root is a dictionary"
        )]))
        #expect(result.issues.first?.description == "configuration: the root is an array, not a dictionary; accepted: an XML or binary property list whose root is a dictionary")
    }

    @Test("not-a-number values in a file are rejected rather than used")
    func notANumber() {
        let result = decode("<key>thumbsticks</key><dict><key>deadzone</key><real>nan</real></dict>")
        #expect(result.issues.map(\.keyPath) == ["thumbsticks.deadzone"])
        #expect(result.issues.first?.message.hasSuffix("is not a finite number; accepted: a number from 0.05 to 0.95") == true)
        #expect(result.configuration == .standard)
    }

    @Test("misspellings within two edits, or differing only in case, are suggested; others are not")
    func suggestions() {
        let known = ConfigurationDecoder.topLevelKeys
        #expect(ConfigurationDecoder.closestKey(to: "WRAPSAROUND", among: known) == "wrapsAround")
        #expect(ConfigurationDecoder.closestKey(to: "bindngs", among: known) == "bindings")
        #expect(ConfigurationDecoder.closestKey(to: "excluded", among: known) == nil)
        #expect(ConfigurationDecoder.editDistance("kitten", "sitting") == 3)
        #expect(ConfigurationDecoder.editDistance("", "abc") == 3)
    }
}
