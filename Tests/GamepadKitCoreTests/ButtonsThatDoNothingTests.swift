import Testing
@testable import GamepadKitCore

/// A login dialog as apps draw it: a blank button with no action fills the dialog behind its
/// account and password fields and its Log In button, so that taps between them reach nothing
/// under the dialog. A finger tapping it does nothing; a press must not either, so it is no stop.
@Suite("Buttons a tap does nothing on")
struct ButtonsThatDoNothingTests {
    static let screen = Rect(x: 0, y: 0, width: 375, height: 667)

    static func facts(isSystemClass: Bool = true, hasEventHandlers: Bool = false, hasMenu: Bool = false,
                      togglesSelection: Bool = false, hasGestureRecognizers: Bool = false, showsContent: Bool = false) -> ButtonActionFacts {
        ButtonActionFacts(isSystemClass: isSystemClass, hasEventHandlers: hasEventHandlers, hasMenu: hasMenu,
                          togglesSelection: togglesSelection, hasGestureRecognizers: hasGestureRecognizers, showsContent: showsContent)
    }

    /// The dialog over a screen with a Help button that the dialog's panel covers.
    static func dialog(panelTakesNoAction: Bool) -> ViewNode {
        var panel = button("panel", x: 40, y: 243, width: 295, height: 180)
        panel.takesNoAction = panelTakesNoAction
        var account = button("account", x: 104, y: 291.5, width: 208, height: 30)
        account.kind = .textField
        var password = button("password", x: 104, y: 332.5, width: 208, height: 30)
        password.kind = .textField
        let content = ViewNode(id: "content", kind: .view, frame: screen, children: [button("help", x: 150, y: 250, width: 80, height: 30)])
        let dialog = ViewNode(id: "dialog", kind: .view, frame: screen, children: [
            panel, account, password, button("login", x: 157.5, y: 382.5, width: 60, height: 30),
        ])
        return ViewNode(id: "window", kind: .view, frame: screen, children: [content, dialog])
    }

    @Test("a blank button of UIKit's own class with no action, menu, toggle or gesture takes no action; any one of them makes it act")
    func rule() {
        #expect(Self.facts().takesNoAction)
        #expect(!Self.facts(isSystemClass: false).takesNoAction)
        #expect(!Self.facts(hasEventHandlers: true).takesNoAction)
        #expect(!Self.facts(hasMenu: true).takesNoAction)
        #expect(!Self.facts(togglesSelection: true).takesNoAction)
        #expect(!Self.facts(hasGestureRecognizers: true).takesNoAction)
        // A titled button without an action stays a stop: the app may give it one any time.
        #expect(!Self.facts(showsContent: true).takesNoAction)
    }

    @Test("a recognizer acts on a tap when enabled, no hover, and taking a finger's touch; on Mac Catalyst any touch; UIKit's press-only ones never")
    func recognizers() {
        func acts(enabled: Bool = true, hover: Bool = false, direct: Bool, any: Bool, mac: Bool = false) -> Bool {
            ButtonActionFacts.recognizerActsOnTap(isEnabled: enabled, isHover: hover, allowsDirectTouch: direct, allowsAnyTouch: any, isMacCatalyst: mac)
        }
        #expect(acts(direct: true, any: true))
        #expect(!acts(enabled: false, direct: true, any: true))
        #expect(!acts(hover: true, direct: true, any: true))
        #expect(!acts(hover: true, direct: false, any: true, mac: true))
        // A press-only recognizer (no touch types), on iOS and on the Mac.
        #expect(!acts(direct: false, any: false))
        #expect(!acts(direct: false, any: false, mac: true))
        // A pointer-only recognizer: no action on iOS, the click on the Mac.
        #expect(!acts(direct: false, any: true))
        #expect(acts(direct: false, any: true, mac: true))
    }

    @Test("the dialog's blank panel is no stop and every control is reached; it still keeps touches from the Help button under it")
    func panelIsNoStop() {
        let snapshot = FocusScanner().scan(Self.dialog(panelTakesNoAction: true), bounds: Self.screen)
        #expect(snapshot.candidates.map(\.id) == ["account", "password", "login"])
        let map = NavigationMap(candidates: snapshot.candidates, options: NavigationOptions(stopArea: snapshot.stopArea))
        #expect(map.isStronglyConnected)
        // A panel with an action is a stop, drawn over its fields' centre: nothing enters it.
        let acting = FocusScanner().scan(Self.dialog(panelTakesNoAction: false), bounds: Self.screen)
        #expect(acting.candidates.map(\.id) == ["panel", "account", "password", "login"])
        #expect(!NavigationMap(candidates: acting.candidates, options: NavigationOptions(stopArea: acting.stopArea)).isStronglyConnected)
    }

    @Test("a blank button that holds the dialog's fields as its subviews is no stop, and its fields are, unless it is disabled")
    func fieldsInsideABlankButton() {
        var account = button("account", x: 64, y: 48.5, width: 208, height: 30)
        account.kind = .textField
        var panel = ViewNode(id: "panel", kind: .button, frame: Rect(x: 40, y: 243, width: 295, height: 180),
                             children: [account, button("login", x: 117.5, y: 139.5, width: 60, height: 30)])
        panel.takesNoAction = true
        let window = ViewNode(id: "window", kind: .view, frame: Self.screen, children: [panel])
        #expect(FocusScanner().scan(window, bounds: Self.screen).candidates.map(\.id) == ["account", "login"])
        #expect(AccessibilityRules.holdsFocusableView(window))
        // Inside a disabled one nothing takes a touch (UIKit's hit test stops at a disabled control).
        panel.isEnabled = false
        let disabled = ViewNode(id: "window", kind: .view, frame: Self.screen, children: [panel])
        #expect(FocusScanner().scan(disabled, bounds: Self.screen).candidates.isEmpty)
        #expect(!AccessibilityRules.holdsFocusableView(disabled))
        panel.isEnabled = true
        // A button with an action owns its inside, as UIKit's buttons do.
        panel.takesNoAction = false
        let acting = ViewNode(id: "window", kind: .view, frame: Self.screen, children: [panel])
        #expect(FocusScanner().scan(acting, bounds: Self.screen).candidates.map(\.id) == ["panel"])
    }

    @Test("the rule reads a platform's facts in order and stops at the first that decides")
    func readsOnlyUntilDecided() {
        var reads: [String] = []
        func read(_ name: String, _ value: Bool) -> Bool {
            reads.append(name)
            return value
        }
        let subclass = ButtonActionFacts.takesNoAction(isSystemClass: read("class", false), hasEventHandlers: read("handlers", false),
                                                       hasMenu: read("menu", false), togglesSelection: read("toggle", false),
                                                       hasGestureRecognizers: read("gestures", false), showsContent: read("content", false))
        #expect(!subclass)
        #expect(reads == ["class"])
        reads = []
        let blank = ButtonActionFacts.takesNoAction(isSystemClass: read("class", true), hasEventHandlers: read("handlers", false),
                                                    hasMenu: read("menu", false), togglesSelection: read("toggle", false),
                                                    hasGestureRecognizers: read("gestures", false), showsContent: read("content", false))
        #expect(blank)
        #expect(reads == ["class", "handlers", "menu", "toggle", "gestures", "content"])
    }

    @Test("a cell whose only button does nothing is selected as a row, not through the button")
    func rowWithABlankButton() {
        var blank = button("blank", x: 0, y: 0, width: 375, height: 44)
        blank.takesNoAction = true
        var row = ViewNode(id: "row", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 375, height: 44), children: [blank])
        row.rowPath = RowPath(section: 0, row: 0)
        var table = ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 100, width: 375, height: 400), children: [row])
        table.sectionRowCounts = [1]
        let window = ViewNode(id: "window", kind: .view, frame: Self.screen, children: [table])
        let candidates = FocusScanner().scan(window, bounds: Self.screen).candidates
        #expect(candidates.map(\.id) == ["list[0.0]"])
        #expect(candidates.first?.controlID == nil)
    }
}
