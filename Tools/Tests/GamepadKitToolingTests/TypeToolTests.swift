import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

@Suite("gamepadkit type")
struct TypeToolTests {
    @Test("--json prints the text, the presses and their count; the presses replay to the text")
    func json() throws {
        let result = TypeTool.run(text: "Hi", json: true)
        #expect(result.status == .success)
        #expect(result.output == #"{"text":"Hi","presses":["right","a","up","right","right","a"],"count":6}"# + "\n")
    }

    @Test("the text output lists the presses, the typed text and the presses per character")
    func text() {
        let result = TypeTool.run(text: "Go")
        #expect(result.status == .success)
        #expect(result.output == """
            presses (7): a up right right right right a
            typed: "Go"
            presses per character: 3.5

            """)
    }

    @Test("the email keyboard types an address; the phone pad a number with + and #")
    func otherKeyboards() throws {
        let email = TypeTool.run(text: "ada@example.com", keyboard: "email", json: true)
        #expect(email.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(email.output.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "ada@example.com")
        let presses = try #require(object["presses"] as? [String])
        #expect(object["count"] as? Int == presses.count)
        var replay = ControllerKeyboardReplay(traits: ControllerKeyboardTraits(keyboardType: .emailAddress, autocapitalization: .none))
        replay.press(presses.compactMap(ControllerKeyboardPress.init(rawValue:)))
        #expect(replay.text == "ada@example.com")
        #expect(TypeTool.run(text: "+1 555#", keyboard: "phone").status == .badInput)
        #expect(TypeTool.run(text: "+1555#*", keyboard: "phone").status == .success)
        #expect(TypeTool.run(text: "3,5", keyboard: "decimal").status == .badInput)
        #expect(TypeTool.run(text: "3.5", keyboard: "decimal").status == .success)
    }

    @Test("a letter on the number pad exits 2 naming it and its place")
    func cannotType() {
        let result = TypeTool.run(text: "12a4", keyboard: "number")
        #expect(result.status == .badInput)
        #expect(result.output == "")
        #expect(result.errorOutput == #"the number keyboard cannot type "a" (character 3 of the text)"#)
    }

    @Test("an unknown keyboard exits 2 with the accepted names")
    func unknownKeyboard() {
        let result = TypeTool.run(text: "a", keyboard: "klingon")
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "unknown keyboard 'klingon'; accepted: default, email, url, number, decimal, phone")
    }
}
