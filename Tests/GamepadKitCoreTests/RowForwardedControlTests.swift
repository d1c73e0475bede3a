import Testing
@testable import GamepadKitCore

/// Rows that forward A to the one control they hold, when that control is an accessibility
/// element (a SwiftUI list row, a hosting-configuration cell, a custom-drawn control), and ids of
/// forwarded controls asked for by the app.
@Suite("Rows that forward A to their control")
struct RowForwardedControlTests {
    /// A 390×60 collection item at `y` holding `content` (an element read from its hosting view,
    /// or a card view).
    static func item(_ id: String, _ item: Int, y: Double, content: [ViewNode]) -> ViewNode {
        ViewNode(id: id, kind: .collectionItem, frame: Rect(x: 0, y: y, width: 390, height: 60),
                 children: [ViewNode(id: "\(id).host", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 60), children: content)],
                 rowPath: RowPath(section: 0, row: item))
    }

    /// An element covering the item, with `traits`.
    static func element(_ id: String, _ traits: ElementTraits, children: [ViewNode] = []) -> ViewNode {
        ViewNode(id: id, kind: .accessibilityElement, frame: Rect(x: 0, y: 0, width: 390, height: 60), children: children,
                 label: id, accessibilityTraits: traits)
    }

    /// A collection of SwiftUI-like rows: a volume slider (adjustable), a Wi-Fi toggle, an
    /// "About" row whose element is a button.
    static func swiftUIList() -> FocusSnapshot {
        let list = ViewNode(id: "list", kind: .collection, frame: RealScreens.contentFrame, children: [
            item("volumeItem", 0, y: 0, content: [element("Volume", .adjustable)]),
            item("wifiItem", 1, y: 60, content: [element("Wi-Fi", [.button, .toggleButton])]),
            item("aboutItem", 2, y: 120, content: [element("About", .button)]),
        ], sectionRowCounts: [3])
        return RealScreens.scan(window([RealScreens.navigationBar(), list]))
    }

    // MARK: Traits of the control

    @Test("a row whose single control is an adjustable element carries its traits and enters adjust mode")
    func adjustableElementRowCarriesTraits() {
        let rows = Self.swiftUIList().candidates.filter { $0.listID == "list" }
        #expect(rows.map(\.controlID) == ["Volume", "Wi-Fi", "About"])
        #expect(rows.map(\.controlKind) == [.accessibilityElement, .accessibilityElement, .accessibilityElement])
        #expect(rows.map(\.controlTraits) == [.adjustable, [.button, .toggleButton], .button])
        #expect(rows.map(\.interaction) == [.adjust, .toggle, .press])
    }

    @Test("A on a row holding an adjustable element enters adjust mode; left and right adjust the element; A leaves")
    func adjustingAnElementInACell() {
        var engine = FocusFixtures.awakeEngine(on: Self.swiftUIList())
        #expect(engine.focusedID == "list[0.0]")
        #expect(engine.handle(.activate) == [.beginAdjusting(id: "Volume")])
        #expect(engine.mode == .adjusting(id: "list[0.0]"))
        #expect(engine.handle(.moveRight) == [.adjust(id: "Volume", steps: 1)])
        #expect(engine.handle(.moveLeft) == [.adjust(id: "Volume", steps: -1)])
        #expect(engine.handle(.moveDown) == [])
        #expect(engine.handle(.activate) == [.endAdjusting(id: "Volume")])
        #expect(engine.mode == .navigating)
    }

    @Test("A on a row holding a toggle element toggles it, on a row holding a button element presses it")
    func toggleAndButtonElementsInCells() {
        var engine = FocusFixtures.awakeEngine(on: Self.swiftUIList())
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "list[0.1]")
        #expect(engine.handle(.activate) == [.activate(id: "Wi-Fi", interaction: .toggle)])
        _ = engine.handle(.moveDown)
        #expect(engine.handle(.activate) == [.activate(id: "About", interaction: .press)])
    }

    @Test("the forwarded element's kind is known by its id, so the platform performs A on it")
    func forwardedElementKind() {
        let snapshot = Self.swiftUIList()
        #expect(snapshot.kind(ofElement: "Volume") == .accessibilityElement)
        #expect(snapshot.candidate(id: "Volume") == nil)
    }

    // MARK: A view grouped for VoiceOver that holds its own controls

    /// A card at y 100 that is an accessibility element with the button trait (opened by a tap
    /// gesture), holding a title label and `inside`.
    static func card(inside: [ViewNode]) -> ViewNode {
        ViewNode(id: "card", kind: .accessibilityElement, frame: Rect(x: 20, y: 100, width: 350, height: 120),
                 children: [ViewNode(id: "cardTitle", kind: .label, frame: Rect(x: 16, y: 16, width: 200, height: 22))] + inside,
                 label: "Ada Lovelace", accessibilityTraits: .button)
    }

    static let follow = ViewNode(id: "follow", kind: .button, frame: Rect(x: 250, y: 70, width: 84, height: 34), label: "Follow")

    @Test("a card grouped for VoiceOver that holds its own Follow button is not a stop: the button is")
    func groupedCardWithButton() {
        let snapshot = RealScreens.scan(window([Self.card(inside: [Self.follow])]))
        #expect(snapshot.candidates.map(\.id) == ["follow"])
        #expect(snapshot.candidates.first?.frame == Rect(x: 270, y: 170, width: 84, height: 34))
    }

    @Test("a card grouped for VoiceOver with nothing focusable inside stays one stop that A presses")
    func groupedCardWithoutControls() {
        let snapshot = RealScreens.scan(window([Self.card(inside: [])]))
        #expect(snapshot.candidates.map(\.id) == ["card"])
        #expect(snapshot.candidates.first?.interaction == .press)
    }

    @Test("a hidden or disabled button inside a grouped card does not open it: the card stays the stop")
    func groupedCardWithUnusableButtons() {
        var hidden = Self.follow
        hidden.isHidden = true
        var disabled = Self.follow
        disabled.id = "message"
        disabled.isEnabled = false
        let snapshot = RealScreens.scan(window([Self.card(inside: [hidden, disabled])]))
        #expect(snapshot.candidates.map(\.id) == ["card"])
    }

    @Test("a button deep inside a grouped card opens it too, and nested elements are searched by the same rule")
    func groupedCardWithNestedContent() {
        let stack = ViewNode(id: "stack", kind: .stack, frame: Rect(x: 0, y: 60, width: 350, height: 60), children: [
            ViewNode(id: "innerGroup", kind: .accessibilityElement, frame: Rect(x: 0, y: 0, width: 200, height: 60),
                     children: [Self.follow], accessibilityTraits: .button),
            ViewNode(id: "badge", kind: .accessibilityElement, frame: Rect(x: 250, y: 0, width: 60, height: 60),
                     accessibilityTraits: .button),
        ])
        let snapshot = RealScreens.scan(window([Self.card(inside: [stack])]))
        #expect(snapshot.candidates.map(\.id) == ["follow", "badge"])
    }

    @Test("the rule on its own: an element holding a focusable view is not focusable, a plain element with an action is")
    func focusabilityRule() {
        #expect(!AccessibilityRules.isFocusable(Self.card(inside: [Self.follow])))
        #expect(AccessibilityRules.isFocusable(Self.card(inside: [])))
        #expect(AccessibilityRules.holdsFocusableView(Self.card(inside: [Self.follow])))
        #expect(!AccessibilityRules.holdsFocusableView(Self.card(inside: [])))
        var marked = Self.card(inside: [Self.follow])
        marked.focusableOverride = true
        #expect(AccessibilityRules.isFocusable(marked))
    }

    @Test("in a collection cell, a card holding its Follow button forwards A to the button; a card alone is the control")
    func groupedCardInACell() {
        var inCell = Self.card(inside: [Self.follow])
        inCell.frame = Rect(x: 0, y: 0, width: 390, height: 60)
        var alone = Self.card(inside: [])
        alone.id = "plainCard"
        alone.frame = Rect(x: 0, y: 0, width: 390, height: 60)
        let list = ViewNode(id: "people", kind: .collection, frame: RealScreens.contentFrame, children: [
            Self.item("adaItem", 0, y: 0, content: [inCell]),
            Self.item("graceItem", 1, y: 60, content: [alone]),
        ], sectionRowCounts: [2])
        let rows = RealScreens.scan(window([list])).candidates
        #expect(rows.map(\.id) == ["people[0.0]", "people[0.1]"])
        #expect(rows.map(\.controlID) == ["follow", "plainCard"])
        #expect(rows.map(\.interaction) == [.press, .press])
    }

    // MARK: Ids of forwarded controls asked for by the app

    @Test("a login table whose rows each hold one text field starts on the password row when it is preferred")
    func preferredForwardedControl() {
        var engine = FocusEngine(settings: FocusSettings(preferredInitialFocus: ["password"]))
        _ = engine.update(RealScreens.scan(RealScreens.loginTable()))
        #expect(engine.focusedID == "login[0.1]")
        #expect(engine.handle(.activate) == [.focus(id: "login[0.1]", frame: Rect(x: 0, y: 170, width: 390, height: 44), animated: false)])
        #expect(engine.handle(.activate) == [.beginTextEntry(id: "password")])
    }

    @Test("a preferred id that is missing is skipped for the next one, a forwarded control among them")
    func preferredSkipsMissing() {
        var engine = FocusEngine(settings: FocusSettings(preferredInitialFocus: ["nickname", "logIn"]))
        _ = engine.update(RealScreens.scan(RealScreens.loginTable()))
        #expect(engine.focusedID == "login[1.0]")
    }

    @Test("focus(id:) on a text field a login row forwards A to moves focus to that row")
    func focusOnForwardedControl() {
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(RealScreens.loginTable()))
        #expect(engine.focusedID == "login[0.0]")
        #expect(engine.focus(id: "password") == [.focus(id: "login[0.1]", frame: Rect(x: 0, y: 170, width: 390, height: 44), animated: true)])
        #expect(engine.focusedID == "login[0.1]")
    }

    @Test("a request for a forwarded control made before its screen appears is met by the update that brings it, once")
    func pendingRequestForForwardedControl() {
        var engine = FocusEngine()
        let other = FocusFixtures.snapshot([FocusFixtures.element("start", x: 0, y: 100)], context: ScreenContext(screenID: "start"))
        _ = engine.update(other)
        #expect(engine.focus(id: "password") == [])
        var login = RealScreens.scan(RealScreens.loginTable())
        login.context = ScreenContext(screenID: "login")
        _ = engine.update(login)
        #expect(engine.focusedID == "login[0.1]")
        // The request is met: after the user moves, a rebuild keeps the user's choice.
        _ = engine.handle(.activate)
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "login[0.0]")
        _ = engine.update(login)
        #expect(engine.focusedID == "login[0.0]")
    }
}
