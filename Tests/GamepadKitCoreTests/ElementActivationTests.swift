import Testing
@testable import GamepadKitCore

@Suite("Accessibility elements of a drawn view: a stop only when A can do something on it")
struct ElementActivationTests {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A seat map drawn in a plain view, publishing one element per seat as a button.
    static func seatMap(_ seat: ViewNode) -> ViewNode {
        ViewNode(id: "window", kind: .view, frame: screen, children: [
            ViewNode(id: "seatMap", kind: .view, frame: Rect(x: 0, y: 100, width: 390, height: 400), children: [seat]),
        ])
    }

    static func seat(traits: ElementTraits, activates: Bool) -> ViewNode {
        var node = ViewNode(id: "seat.12A", kind: .accessibilityElement, frame: Rect(x: 20, y: 20, width: 44, height: 44),
                            label: "12A", accessibilityTraits: traits)
        node.focusableOverride = ElementActivation.focusableOverride(traits: traits, activates: activates)
        return node
    }

    static func stops(_ root: ViewNode) -> [String] {
        FocusScanner().scan(root, bounds: screen).candidates.map(\.id)
    }

    @Test("a plain UIAccessibilityElement with a button trait (default accessibilityActivate, which does nothing) is no stop")
    func plainButtonElement() {
        #expect(Self.stops(Self.seatMap(Self.seat(traits: .button, activates: false))).isEmpty)
    }

    @Test("an element whose class implements accessibilityActivate is a stop")
    func elementThatActivates() {
        #expect(Self.stops(Self.seatMap(Self.seat(traits: .button, activates: true))) == ["seat.12A"])
    }

    @Test("an adjustable element is a stop even without accessibilityActivate: A adjusts it")
    func adjustableElement() {
        #expect(Self.stops(Self.seatMap(Self.seat(traits: .adjustable, activates: false))) == ["seat.12A"])
    }

    @Test("an element with no actionable trait keeps no override: its traits already say it is no stop")
    func staticText() {
        #expect(ElementActivation.focusableOverride(traits: .staticText, activates: false) == nil)
        #expect(ElementActivation.focusableOverride(traits: .button, activates: true) == nil)
        #expect(ElementActivation.focusableOverride(traits: [.link], activates: false) == false)
    }

    @Test("SwiftUI's own elements perform their actions; a subclass of UIAccessibilityElement only when it implements accessibilityActivate")
    func classFacts() {
        #expect(ElementActivation.activates(implementsActivate: false, isSwiftUIClass: true))
        #expect(ElementActivation.activates(implementsActivate: true, isSwiftUIClass: false))
        #expect(!ElementActivation.activates(implementsActivate: false, isSwiftUIClass: false))
    }

    @Test("beside a seat that does nothing on A, the Book button under the map stays a stop")
    func groupStillSearched() {
        var map = Self.seatMap(Self.seat(traits: .button, activates: false))
        map.children[0].children.append(ViewNode(id: "book", kind: .button, frame: Rect(x: 0, y: 300, width: 200, height: 44)))
        #expect(Self.stops(map) == ["book"])
    }
}
