import Testing
@testable import GamepadKitCore

/// An accessibility element node with `traits` at `y` (200×44 at x 20).
func accessibilityElement(_ id: String, _ traits: ElementTraits, y: Double = 100, label: String? = nil) -> ViewNode {
    ViewNode(id: id, kind: .accessibilityElement, frame: Rect(x: 20, y: y, width: 200, height: 44), label: label,
             accessibilityTraits: traits)
}

@Suite("Accessibility elements: what their traits make them")
struct AccessibilityRulesTests {
    @Test("a button element is a stop that A presses")
    func button() {
        #expect(AccessibilityRules.isFocusStop(.button))
        #expect(AccessibilityRules.interaction(for: .button) == .press)
        #expect(candidateIDs(window([accessibilityElement("save", .button)])) == ["save"])
    }

    @Test("a toggle element (button and toggle traits, as iOS 17 publishes a switch) is a stop that A toggles")
    func toggle() {
        #expect(AccessibilityRules.isFocusStop([.button, .toggleButton]))
        #expect(AccessibilityRules.interaction(for: [.button, .toggleButton]) == .toggle)
        #expect(AccessibilityRules.interaction(for: [.toggleButton, .selected]) == .toggle)
    }

    @Test("an adjustable element is a stop where A enters adjust mode")
    func adjustable() {
        #expect(AccessibilityRules.isFocusStop(.adjustable))
        #expect(AccessibilityRules.interaction(for: .adjustable) == .adjust)
    }

    @Test("a search field element is a stop where A starts text entry")
    func searchField() {
        #expect(AccessibilityRules.isFocusStop(.searchField))
        #expect(AccessibilityRules.interaction(for: .searchField) == .textEntry)
    }

    @Test("links and keyboard keys are stops that A presses")
    func linkAndKey() {
        #expect(AccessibilityRules.isFocusStop(.link))
        #expect(AccessibilityRules.isFocusStop(.keyboardKey))
        #expect(AccessibilityRules.interaction(for: .link) == .press)
    }

    @Test("a not-enabled button is not a stop, and the scanner skips it as a disabled control")
    func notEnabled() {
        #expect(!AccessibilityRules.isFocusStop([.button, .notEnabled]))
        let screen = window([accessibilityElement("pay", [.button, .notEnabled]), accessibilityElement("cancel", .button, y: 200)])
        #expect(candidateIDs(screen) == ["cancel"])
    }

    @Test("a header is not a stop, but a header that is also a button is")
    func header() {
        #expect(!AccessibilityRules.isFocusStop(.header))
        #expect(AccessibilityRules.isFocusStop([.header, .button]))
        let screen = window([accessibilityElement("title", .header), accessibilityElement("section", [.header, .button], y: 200)])
        #expect(candidateIDs(screen) == ["section"])
    }

    @Test("static text, an image, a selected mark and an element with no traits are not stops")
    func readOnlyElements() {
        for traits: ElementTraits in [.staticText, .image, .selected, [.staticText, .updatesFrequently], []] {
            #expect(!AccessibilityRules.isFocusStop(traits))
        }
        let screen = window([accessibilityElement("caption", .staticText), accessibilityElement("photo", .image, y: 200),
                             accessibilityElement("plain", [], y: 300)])
        #expect(candidateIDs(screen).isEmpty)
    }

    @Test("adjustable wins over button, and search field over toggle, for what A does")
    func precedence() {
        #expect(AccessibilityRules.interaction(for: [.button, .adjustable]) == .adjust)
        #expect(AccessibilityRules.interaction(for: [.searchField, .toggleButton]) == .textEntry)
    }

    @Test("the app's override wins over the traits both ways")
    func override() {
        var text = accessibilityElement("text", .staticText)
        text.focusableOverride = true
        var decorative = accessibilityElement("decorative", .button, y: 200)
        decorative.focusableOverride = false
        #expect(candidateIDs(window([text, decorative])) == ["text"])
    }

    @Test("a candidate from the tree carries its traits and answers what A does from them")
    func candidateInteraction() throws {
        let screen = window([accessibilityElement("rating", .adjustable, label: "Rating")])
        let candidate = try #require(FocusScanner().scan(screen, bounds: phoneScreen).candidates.first)
        #expect(candidate.accessibilityTraits == .adjustable)
        #expect(candidate.label == "Rating")
        #expect(candidate.interaction == .adjust)
    }

    @Test("traits never change what A does on a UIKit view")
    func uikitKindsKeepTheirInteraction() {
        #expect(AccessibilityRules.interaction(kind: .switch, traits: .adjustable) == .toggle)
        #expect(AccessibilityRules.interaction(kind: .slider, traits: .button) == .adjust)
        #expect(AccessibilityRules.interaction(kind: .accessibilityElement, traits: []) == .press)
    }

    @Test("an element's id is its identifier, else its label under the container, else its place")
    func elementIDs() {
        #expect(AccessibilityRules.elementID(containerID: "host", identifier: "wifi", label: "Wi-Fi", index: 3) == "wifi")
        #expect(AccessibilityRules.elementID(containerID: "host", identifier: "", label: "Wi-Fi", index: 3) == "host/Wi-Fi")
        #expect(AccessibilityRules.elementID(containerID: "host", identifier: nil, label: nil, index: 3) == "host/element3")
    }

    @Test("trait names read and write in declaration order; an unknown name is not a trait")
    func traitNames() {
        #expect(ElementTraits(name: "toggleButton") == .toggleButton)
        #expect(ElementTraits(name: "toggle") == nil)
        #expect(([.selected, .button] as ElementTraits).names == ["button", "selected"])
        #expect(Set(ElementTraits.allNames).count == ElementTraits.named.count)
        #expect(ElementTraits.named.reduce(into: ElementTraits()) { $0.formUnion($1.trait) }.rawValue
                == (1 << UInt32(ElementTraits.named.count)) - 1)
    }
}
