import Testing
@testable import GamepadKitCore

@Suite("Which web elements are stops: what a finger could tap, and what each becomes")
struct WebElementRulesTests {
    /// A 390×844 page viewport, 3000 high.
    static func page(_ elements: [WebElement], scrollers: [WebScroller] = [], frames: [WebFrame] = []) -> WebPageListing {
        WebPageListing(viewport: LayoutSize(width: 390, height: 844), document: LayoutSize(width: 390, height: 3000),
                       elements: elements, scrollers: scrollers, frames: frames)
    }

    static func link(_ key: Int, y: Double, hit: Bool = true) -> WebElement {
        WebElement(key: key, tag: "a", label: "Link \(key)", rect: Rect(x: 16, y: y, width: 200, height: 24), isHit: hit, hasHref: true)
    }

    static func verdicts(_ listing: WebPageListing) -> [Int: WebElementRules.Verdict] {
        Dictionary(uniqueKeysWithValues: zip(listing.elements.map(\.key), WebElementRules().verdicts(in: listing)))
    }

    @Test("kinds: links and buttons press, fields type, checkboxes flip, selects and dates open a picker, ranges adjust")
    func kinds() {
        func kind(_ tag: String, type: String? = nil, role: String? = nil, editable: Bool = false) -> ViewKind? {
            WebElementRules.kind(of: WebElement(key: 1, tag: tag, type: type, role: role, rect: .zero, isEditable: editable))
        }
        #expect(kind("a") == .button)
        #expect(kind("button") == .button)
        #expect(kind("summary") == .button)
        #expect(kind("input", type: "submit") == .button)
        #expect(kind("input", type: "text") == .textField)
        #expect(kind("input") == .textField)
        #expect(kind("input", type: "password") == .textField)
        #expect(kind("input", type: "checkbox") == .switch)
        #expect(kind("input", type: "radio") == .switch)
        #expect(kind("input", type: "range") == .slider)
        #expect(kind("input", type: "date") == .control)
        #expect(kind("input", type: "hidden") == nil)
        #expect(kind("select") == .control)
        #expect(kind("textarea") == .textView)
        #expect(kind("div", editable: true) == .textView)
        #expect(kind("div", role: "switch") == .switch)
        #expect(kind("div", role: "checkbox") == .switch)
        #expect(kind("div", role: "tab") == .button)
        #expect(kind("span", role: "textbox", editable: true) == .textField)
    }

    @Test("hidden, transparent, pointer-events: none, inert and disabled elements are no stops")
    func invisibleAndDead() {
        let listing = Self.page([
            WebElement(key: 1, tag: "button", rect: Rect(x: 0, y: 0, width: 100, height: 40), isDisplayed: false),
            WebElement(key: 2, tag: "button", rect: Rect(x: 0, y: 50, width: 100, height: 40), opacity: 0),
            WebElement(key: 3, tag: "button", rect: Rect(x: 0, y: 100, width: 100, height: 40), opacity: 0.005),
            WebElement(key: 4, tag: "button", rect: Rect(x: 0, y: 150, width: 100, height: 40), hasPointerEvents: false),
            WebElement(key: 5, tag: "button", rect: Rect(x: 0, y: 200, width: 100, height: 40), isInert: true),
            WebElement(key: 6, tag: "button", rect: Rect(x: 0, y: 250, width: 100, height: 40), isDisabled: true),
            WebElement(key: 7, tag: "input", type: "hidden", rect: Rect(x: 0, y: 300, width: 100, height: 40)),
            WebElement(key: 8, tag: "button", rect: Rect(x: 0, y: 350, width: 100, height: 40), opacity: 0.5),
        ])
        #expect(Self.verdicts(listing) == [1: .notRendered, 2: .transparent, 3: .transparent, 4: .ignoresPointer, 5: .inert,
                                           6: .disabled, 7: .notPressable, 8: .stop(.button)])
    }

    @Test("tiny tap targets: a 1×1 autofill field and a zero-width link are no stops, a 12×12 close icon is one")
    func tinyTargets() {
        let listing = Self.page([
            WebElement(key: 1, tag: "input", type: "text", rect: Rect(x: 0, y: 0, width: 1, height: 1), isEditable: true),
            WebElement(key: 2, tag: "a", rect: Rect(x: 0, y: 50, width: 0, height: 20), hasHref: true),
            WebElement(key: 3, tag: "button", label: "Close", rect: Rect(x: 370, y: 8, width: 12, height: 12)),
        ])
        #expect(Self.verdicts(listing) == [1: .tooSmall, 2: .tooSmall, 3: .stop(.button)])
    }

    @Test("a cookie banner over the page: the links it covers are no stops, its buttons and the links elsewhere are")
    func cookieBanner() {
        let listing = Self.page([
            Self.link(1, y: 100),
            Self.link(2, y: 700, hit: false),
            Self.link(3, y: 760, hit: false),
            Self.link(4, y: 1500, hit: false),  // below the fold: not testable, reachable by scrolling
            WebElement(key: 5, tag: "button", label: "Accept", rect: Rect(x: 16, y: 780, width: 120, height: 44), isFixed: true),
        ])
        #expect(Self.verdicts(listing) == [1: .stop(.button), 2: .covered, 3: .covered, 4: .stop(.button), 5: .stop(.button)])
    }

    @Test("a modal's backdrop covers the whole page: the page's links, on screen or below the fold, are no stops; the dialog's are")
    func modalBackdrop() {
        let listing = Self.page([
            Self.link(1, y: 100, hit: false),
            Self.link(2, y: 600, hit: false),
            Self.link(3, y: 1500, hit: false),
            Self.link(4, y: 2500, hit: true),
            WebElement(key: 5, tag: "button", label: "OK", rect: Rect(x: 100, y: 400, width: 190, height: 44), isFixed: true),
            WebElement(key: 6, tag: "button", label: "Cancel", rect: Rect(x: 100, y: 460, width: 190, height: 44), isFixed: true),
        ])
        #expect(Self.verdicts(listing) == [1: .covered, 2: .covered, 3: .inCoveredContent, 4: .inCoveredContent,
                                           5: .stop(.button), 6: .stop(.button)])
    }

    @Test("a label around its checkbox is not a second stop; a label whose input is transparent is the stop")
    func labels() {
        let listing = Self.page([
            WebElement(key: 1, tag: "label", label: "Remember me", rect: Rect(x: 16, y: 100, width: 200, height: 24)),
            WebElement(key: 2, tag: "input", type: "checkbox", rect: Rect(x: 16, y: 104, width: 16, height: 16), checked: false),
            WebElement(key: 3, tag: "label", label: "Newsletter", rect: Rect(x: 16, y: 200, width: 200, height: 24)),
            WebElement(key: 4, tag: "input", type: "checkbox", rect: Rect(x: 16, y: 204, width: 16, height: 16), opacity: 0, checked: true),
            WebElement(key: 5, tag: "label", label: "Email", rect: Rect(x: 16, y: 300, width: 100, height: 20)),
            WebElement(key: 6, tag: "input", type: "email", rect: Rect(x: 16, y: 322, width: 300, height: 40), isEditable: true),
            WebElement(key: 7, tag: "label", label: "Far", rect: Rect(x: 16, y: 400, width: 100, height: 20)),
            WebElement(key: 8, tag: "input", type: "text", rect: Rect(x: 16, y: 460, width: 300, height: 40), isEditable: true),
        ])
        #expect(Self.verdicts(listing) == [1: .labelOfListedControl, 2: .stop(.switch), 3: .stop(.button), 4: .transparent,
                                           5: .labelOfListedControl, 6: .stop(.textField), 7: .stop(.button), 8: .stop(.textField)])
    }

    @Test("a fixed element outside the viewport (an off-canvas menu) is no stop")
    func offCanvas() {
        let listing = Self.page([
            WebElement(key: 1, tag: "a", rect: Rect(x: -300, y: 100, width: 280, height: 44), hasHref: true, isFixed: true),
        ])
        #expect(Self.verdicts(listing) == [1: .tooSmall])
    }

    @Test("a carousel scrolling sideways: items off to the right are stops; one below its box, where it cannot scroll, is not")
    func carousel() {
        let carousel = WebScroller(rect: Rect(x: 0, y: 300, width: 390, height: 200), content: LayoutSize(width: 1200, height: 200),
                                   scrollsHorizontally: true, scrollsVertically: false)
        let listing = Self.page([
            WebElement(key: 1, tag: "a", rect: Rect(x: 16, y: 320, width: 160, height: 160), hasHref: true, scroller: 0),
            WebElement(key: 2, tag: "a", rect: Rect(x: 816, y: 320, width: 160, height: 160), isHit: false, hasHref: true, scroller: 0),
            WebElement(key: 3, tag: "a", rect: Rect(x: 16, y: 520, width: 160, height: 40), hasHref: true, scroller: 0),
        ], scrollers: [carousel])
        #expect(Self.verdicts(listing) == [1: .stop(.button), 2: .stop(.button), 3: .tooSmall])
    }

    @Test("an iframe's elements count inside its box only")
    func iframe() {
        let listing = Self.page([
            WebElement(key: 1, tag: "button", rect: Rect(x: 40, y: 420, width: 100, height: 40), frame: 1),
            WebElement(key: 2, tag: "button", rect: Rect(x: 40, y: 700, width: 100, height: 40), frame: 1),
        ], frames: [WebFrame(rect: .zero), WebFrame(rect: Rect(x: 20, y: 400, width: 350, height: 250))])
        #expect(Self.verdicts(listing) == [1: .stop(.button), 2: .tooSmall])
    }

    @Test("an element focusable only by tabindex (a main landmark, a scrolling region) is no stop; with onclick or a pointer cursor it is")
    func tabindexOnly() {
        let listing = Self.page([
            WebElement(key: 1, tag: "main", rect: Rect(x: 0, y: 0, width: 390, height: 3000), tabIndex: -1),
            WebElement(key: 2, tag: "div", rect: Rect(x: 0, y: 100, width: 390, height: 200), tabIndex: 0),
            WebElement(key: 3, tag: "div", rect: Rect(x: 0, y: 400, width: 390, height: 80), hasOnClick: true),
            WebElement(key: 4, tag: "div", role: "button", rect: Rect(x: 0, y: 500, width: 390, height: 80), tabIndex: 0),
            WebElement(key: 5, tag: "span", rect: Rect(x: 0, y: 600, width: 100, height: 30), hasPointerCursor: true),
        ])
        #expect(Self.verdicts(listing) == [1: .notInteractive, 2: .notInteractive, 3: .stop(.button), 4: .stop(.button),
                                           5: .stop(.button)])
    }
}
