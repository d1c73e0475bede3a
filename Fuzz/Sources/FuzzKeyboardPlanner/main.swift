import Foundation
import FuzzSupport
import GamepadKitCore

// Harness: ControllerKeyboardPlanner.plan on any text, on every kind of keyboard.
//
// Input: the first byte picks the keyboard type, the second its autocapitalization and whether
// return types a new line; the rest is the text (UTF-8, invalid bytes replaced), at most
// 48 characters so that each run stays fast.
//
// Invariants:
// - planning returns or throws `cannotType` (no crash, trap or sanitizer report);
// - a plan replayed through the same keyboard types exactly the text;
// - a refusal names a character of the text at its offset, and the text before it plans;
// - the description of a refusal is one line (a new line in the text is shown as \n).
let maximumCharacters = 48

FuzzDriver.run { start, count in
    let bytes = FuzzDriver.bytes(start, count)
    guard bytes.count >= 2 else { return 0 }
    let types = ControllerKeyboardTraits.KeyboardType.allCases
    let capitals = ControllerKeyboardTraits.Autocapitalization.allCases
    var traits = ControllerKeyboardTraits(keyboardType: types[Int(bytes[0]) % types.count],
                                          autocapitalization: capitals[Int(bytes[1]) % capitals.count])
    traits.returnTypesNewline = bytes[1] & 0x80 != 0
    let text = String(String(decoding: bytes.dropFirst(2), as: UTF8.self).prefix(maximumCharacters))
    do {
        let presses = try ControllerKeyboardPlanner.plan(text, traits: traits)
        var replay = ControllerKeyboardReplay(traits: traits)
        replay.press(presses)
        FuzzDriver.check(replay.text == text, "the plan types the text")
    } catch let error as ControllerKeyboardPlanner.Failure {
        guard case .cannotType(let character, let offset) = error else { return 0 }
        let characters = Array(text)
        FuzzDriver.check(offset >= 0 && offset < characters.count && characters[offset] == character,
                         "a refusal names the character at its offset")
        FuzzDriver.check(!error.description.contains("\n"), "a refusal is one line")
        let before = String(characters[..<offset])
        FuzzDriver.check((try? ControllerKeyboardPlanner.plan(before, traits: traits)) != nil, "the text before a refusal plans")
    } catch {
        FuzzDriver.check(false, "only a Failure is thrown")
    }
    return 0
}
