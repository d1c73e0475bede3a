import Foundation
import Testing
@testable import GamepadKitCore

@Suite("textEntry configuration")
struct TextEntryConfigurationTests {
    @Test("the controller keyboard is the default; textEntry.keyboard = system keeps the system keyboard")
    func keyboardChoice() {
        #expect(GamepadKitConfiguration.standard.textEntry.keyboard == .controller)
        let system = GamepadKitConfiguration.decode(dictionary: ["textEntry": ["keyboard": "system"]])
        #expect(system.configuration.textEntry.keyboard == .system)
        #expect(system.issues.isEmpty)
    }

    @Test("an unknown keyboard, a wrong kind of value or an unknown key names its key path and keeps the controller keyboard")
    func badValues() {
        let unknown = GamepadKitConfiguration.decode(dictionary: ["textEntry": ["keyboard": "touch", "keybaord": "system"]])
        #expect(unknown.configuration.textEntry.keyboard == .controller)
        #expect(unknown.issues == [
            ConfigurationIssue(keyPath: "textEntry.keybaord", message: "unknown key 'keybaord' (did you mean 'keyboard'?); known keys: keyboard"),
            ConfigurationIssue(keyPath: "textEntry.keyboard", message: "unknown keyboard 'touch'; accepted: controller, system"),
        ])
        let wrongKind = GamepadKitConfiguration.decode(dictionary: ["textEntry": true])
        #expect(wrongKind.issues.map(\.keyPath) == ["textEntry"])
        let plist = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>textEntry</key><dict><key>keyboard</key><integer>1</integer></dict></dict></plist>
            """.utf8)
        #expect(GamepadKitConfiguration.decode(plist: plist).issues.map(\.message)
                == ["expected a string, found the number 1; accepted: controller, system"])
    }
}
