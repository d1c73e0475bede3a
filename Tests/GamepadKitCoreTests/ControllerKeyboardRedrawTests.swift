import Testing
@testable import GamepadKitCore

/// The keyboard's view as the redraw rule drives it: one cap per key and per strip word, made
/// anew or restyled exactly as `ControllerKeyboardView.show(_:)` does. Indexing outside the caps
/// it holds is recorded instead of trapping, as the device would.
private struct DrawnKeyboard {
    var keys: [[ControllerKeyboardFace.Cap?]] = []
    var strip: [ControllerKeyboardFace.Cap?] = []
    var outOfRange: [String] = []
    var restyles = 0
    var shown: ControllerKeyboardFace?

    mutating func show(_ keyboard: ControllerKeyboard) {
        let next = ControllerKeyboardFace(keyboard)
        let redraw = ControllerKeyboardRedraw.from(shown, to: next)
        if redraw.rebuildsKeys { keys = next.rows.map { $0.map { _ in nil } } }
        if redraw.rebuildsStrip { strip = next.strip.map { _ in nil } }
        for index in redraw.restyledStrip {
            guard strip.indices.contains(index) else { outOfRange.append("strip \(index)"); continue }
            strip[index] = next.strip[index]
            restyles += 1
        }
        for key in redraw.restyledKeys {
            guard keys.indices.contains(key.row), keys[key.row].indices.contains(key.column) else {
                outOfRange.append("key \(key.row),\(key.column)")
                continue
            }
            keys[key.row][key.column] = next.rows[key.row][key.column]
            restyles += 1
        }
        shown = next
    }

    var face: ControllerKeyboardFace {
        ControllerKeyboardFace(strip: strip.compactMap { $0 }, rows: keys.map { $0.compactMap { $0 } })
    }
}

@Suite("Controller keyboard redraw")
struct ControllerKeyboardRedrawTests {
    /// Every keyboard a field can ask for, on every page it has.
    private static func everyPage() -> [ControllerKeyboard] {
        var result: [ControllerKeyboard] = []
        for type in ControllerKeyboardTraits.KeyboardType.allCases {
            for language in ["en-US", "fr-FR", "de-DE"] {
                let keyboard = ControllerKeyboard(traits: ControllerKeyboardTraits(keyboardType: type, language: language))
                result.append(keyboard)
                result.append(contentsOf: otherPages(of: keyboard))
            }
        }
        return result
    }

    /// The keyboard after pressing each page key of its first page.
    private static func otherPages(of keyboard: ControllerKeyboard) -> [ControllerKeyboard] {
        let layout = keyboard.layout
        return layout.positions.filter { position in
            guard position.page == 0, case .page = layout.key(at: position)?.action else { return false }
            return true
        }.map { target in
            var replay = keyboard
            // Down to the target's row, then left (rows wrap) until the target has focus.
            for _ in 0..<layout.pages[0].rows.count { _ = replay.press(.down) }
            for _ in 0..<20 where replay.focusedKey.map({ key in layout.key(at: target) == key }) != true {
                _ = replay.press(.left)
            }
            _ = replay.press(.a)
            return replay
        }
    }

    @Test("a name field, then A on a numbers-and-punctuation field: the keys are made anew and each shows its cap")
    func lettersThenNumbersAndPunctuation() {
        let name = ControllerKeyboard(traits: ControllerKeyboardTraits(keyboardType: .default, autocapitalization: .words))
        let numbers = ControllerKeyboard(traits: ControllerKeyboardTraits(keyboardType: .numbersAndPunctuation))
        #expect(name.page == numbers.page)
        #expect(ControllerKeyboardFace(name).shape != ControllerKeyboardFace(numbers).shape)
        var view = DrawnKeyboard()
        view.show(name)
        view.show(numbers)
        #expect(ControllerKeyboardRedraw.from(ControllerKeyboardFace(name), to: ControllerKeyboardFace(numbers)).rebuildsKeys)
        #expect(view.outOfRange.isEmpty)
        #expect(view.face == ControllerKeyboardFace(numbers))
        #expect(view.face.rows[0].map(\.text).joined() == "1234567890")
    }

    @Test("every keyboard and page after every other: the view shows exactly the next face, never a cap it does not hold")
    func everyPageAfterEveryOther() {
        let keyboards = Self.everyPage()
        #expect(keyboards.count > 60)
        for first in keyboards {
            for second in keyboards {
                var view = DrawnKeyboard()
                view.show(first)
                view.show(second)
                #expect(view.outOfRange.isEmpty, "\(first.layout.name) page \(first.page) → \(second.layout.name) page \(second.page)")
                #expect(view.face == ControllerKeyboardFace(second))
            }
        }
    }

    @Test("a stick sample that changes nothing restyles nothing; a move restyles the two keys whose focus changed")
    func restylesOnlyWhatChanged() throws {
        var keyboard = ControllerKeyboard(traits: ControllerKeyboardTraits(autocapitalization: .none))
        var view = DrawnKeyboard()
        view.show(keyboard)
        let first = view.restyles
        #expect(first == ControllerKeyboardFace(keyboard).rows.joined().count)
        view.show(keyboard)
        #expect(view.restyles == first)
        #expect(ControllerKeyboardRedraw.from(ControllerKeyboardFace(keyboard), to: ControllerKeyboardFace(keyboard)).isEmpty)

        _ = keyboard.press(.right)
        let redraw = ControllerKeyboardRedraw.from(view.shown, to: ControllerKeyboardFace(keyboard))
        #expect(redraw.restyledKeys == [.init(row: 1, column: 4), .init(row: 1, column: 5)])
        #expect(!redraw.rebuildsKeys && !redraw.needsLayout && !redraw.changesHeight)
        view.show(keyboard)
        #expect(view.restyles == first + 2)
        #expect(view.face == ControllerKeyboardFace(keyboard))
    }

    @Test("shift restyles the letters and the shift key, keeps the caps, and the focused cap is the only one focused")
    func shiftRestylesLetters() {
        var keyboard = ControllerKeyboard(traits: ControllerKeyboardTraits(autocapitalization: .none))
        let before = ControllerKeyboardFace(keyboard)
        _ = keyboard.press(.l2)
        let after = ControllerKeyboardFace(keyboard)
        let redraw = ControllerKeyboardRedraw.from(before, to: after)
        #expect(!redraw.rebuildsKeys)
        let letters = keyboard.layout.pages[0].rows.joined().filter(\.isLetter).count
        #expect(redraw.restyledKeys.count == letters + 1)
        #expect(after.rows[0][0].text == "Q")
        #expect(after.rows.joined().filter(\.isFocused).count == 1)
    }

    @Test("suggestions appearing make the strip anew; the return key waits for text as the traits ask")
    func stripAndReturnKey() throws {
        var keyboard = ControllerKeyboard(traits: ControllerKeyboardTraits(enablesReturnKeyAutomatically: true))
        let empty = ControllerKeyboardFace(keyboard)
        let returnCap = try #require(empty.rows.last?.last)
        #expect(returnCap.text == "return" && !returnCap.isEnabled && returnCap.isFunction)
        keyboard.textDidChange(textBeforeCaret: "he", hasText: true)
        keyboard.showSuggestions(["hello", "help"])
        let redraw = ControllerKeyboardRedraw.from(empty, to: ControllerKeyboardFace(keyboard))
        #expect(redraw.rebuildsStrip && redraw.restyledStrip == [0, 1] && redraw.needsLayout)
        #expect(!redraw.changesHeight)
        #expect(ControllerKeyboardFace(keyboard).rows.last?.last?.isEnabled == true)
    }

    @Test("built-in layouts that share a name have pages of the same shape")
    func layoutNamesTellShapesApart() {
        var shapes: [String: [Int]] = [:]
        for type in ControllerKeyboardTraits.KeyboardType.allCases {
            for language in ["en-US", "fr-FR", "de-DE", "en-GB"] {
                let layout = ControllerKeyboardTraits(keyboardType: type, language: language).layout
                let shape = layout.pages.flatMap { $0.rows.map(\.count) }
                if let known = shapes[layout.name] {
                    #expect(known == shape, "\(layout.name) (\(type))")
                }
                shapes[layout.name] = shape
            }
        }
        #expect(shapes["numbers-qwerty"] != nil)
    }
}
