import Testing
@testable import GamepadKitCore

@Suite("Web labels judged by their control, and off-canvas elements no scroll reaches")
struct WebLabelAndOffCanvasTests {
    static func page(_ elements: [WebElement], scroll: LayoutPoint = .zero, rightToLeft: Bool = false,
                     scrollers: [WebScroller] = []) -> WebPageListing {
        WebPageListing(viewport: LayoutSize(width: 390, height: 844), scroll: scroll, document: LayoutSize(width: 390, height: 3000),
                       isRightToLeft: rightToLeft, elements: elements, scrollers: scrollers)
    }

    static func verdicts(_ listing: WebPageListing) -> [Int: WebElementRules.Verdict] {
        Dictionary(uniqueKeysWithValues: zip(listing.elements.map(\.key), WebElementRules().verdicts(in: listing)))
    }

    static func link(_ key: Int, _ rect: Rect, fixed: Bool = false, scroller: Int = -1) -> WebElement {
        WebElement(key: key, tag: "a", label: "Link \(key)", rect: rect, hasHref: true, isFixed: fixed, scroller: scroller)
    }

    @Test("a label beside its field (8 px away, or far) is no stop when the listing names the field; one whose control is no stop or unlisted is")
    func labelsByControl() {
        let listing = Self.page([
            WebElement(key: 1, tag: "label", label: "What is your age?", rect: Rect(x: 16, y: 100, width: 140, height: 20), controlKey: 2),
            WebElement(key: 2, tag: "input", type: "number", rect: Rect(x: 164, y: 98, width: 120, height: 24), isEditable: true),
            WebElement(key: 3, tag: "label", label: "Email", rect: Rect(x: 16, y: 300, width: 100, height: 20), controlKey: 4),
            WebElement(key: 4, tag: "input", type: "email", rect: Rect(x: 16, y: 600, width: 300, height: 40), isEditable: true),
            WebElement(key: 5, tag: "label", label: "News", rect: Rect(x: 16, y: 700, width: 200, height: 24), controlKey: 6),
            WebElement(key: 6, tag: "input", type: "checkbox", rect: Rect(x: 16, y: 704, width: 16, height: 16), opacity: 0, checked: false),
            WebElement(key: 7, tag: "label", label: "Lost", rect: Rect(x: 16, y: 800, width: 100, height: 20), controlKey: -1),
            WebElement(key: 8, tag: "input", type: "text", rect: Rect(x: 16, y: 802, width: 300, height: 40), isEditable: true),
        ])
        #expect(Self.verdicts(listing) == [1: .labelOfListedControl, 2: .stop(.textField), 3: .labelOfListedControl, 4: .stop(.textField),
                                           5: .stop(.button), 6: .transparent, 7: .stop(.button), 8: .stop(.textField)])
    }

    @Test("without the control in the listing, a label 8 px from its field stays a stop (the geometric fallback)")
    func geometricFallback() {
        let listing = Self.page([
            WebElement(key: 1, tag: "label", label: "Age", rect: Rect(x: 16, y: 100, width: 140, height: 20)),
            WebElement(key: 2, tag: "input", type: "number", rect: Rect(x: 164, y: 98, width: 120, height: 24), isEditable: true),
        ])
        #expect(Self.verdicts(listing) == [1: .stop(.button), 2: .stop(.textField)])
    }

    @Test("the control is decoded for labels only; a number that is no key reads as none, a missing or mistyped one as not said")
    func decoding() throws {
        let json = """
            {"version":1,"viewport":{"width":390,"height":844},"elements":[
             {"key":1,"tag":"label","rect":[0,0,10,10],"control":2},
             {"key":2,"tag":"input","rect":[0,0,10,10],"control":1},
             {"key":3,"tag":"label","rect":[0,0,10,10],"control":"x"},
             {"key":4,"tag":"label","rect":[0,0,10,10]},
             {"key":5,"tag":"LABEL","rect":[0,0,10,10],"control":1e300}]}
            """
        let listing = try WebPageListing.decode(json)
        #expect(listing.elements.map(\.controlKey) == [2, nil, nil, nil, -1])
    }

    @Test("menus parked left of, right of or above the page are off-canvas; below the page's reported end is not (its height can be misreported)")
    func offCanvasPage() {
        let listing = Self.page([
            Self.link(1, Rect(x: -220, y: 0, width: 200, height: 24)),
            Self.link(2, Rect(x: -200, y: 0, width: 200, height: 24)),
            Self.link(3, Rect(x: 16, y: -200, width: 100, height: 24)),
            Self.link(4, Rect(x: 16, y: 3000, width: 100, height: 24)),
            Self.link(5, Rect(x: 400, y: 0, width: 100, height: 24)),
            Self.link(6, Rect(x: 16, y: 2900, width: 100, height: 24)),
            Self.link(7, Rect(x: -190, y: 0, width: 200, height: 24)),
        ])
        let verdicts = Self.verdicts(listing)
        #expect(verdicts == [1: .offCanvas, 2: .offCanvas, 3: .offCanvas, 4: .stop(.button), 5: .offCanvas, 6: .stop(.button), 7: .stop(.button)])
    }

    @Test("a scrolled page counts from the document's origin; a right-to-left page mirrors the sideways test")
    func scrolledAndRightToLeft() {
        let scrolled = Self.page([
            Self.link(1, Rect(x: 16, y: -400, width: 100, height: 24)),
            Self.link(2, Rect(x: 16, y: -600, width: 100, height: 24)),
        ], scroll: LayoutPoint(x: 0, y: 500))
        #expect(Self.verdicts(scrolled) == [1: .stop(.button), 2: .offCanvas])
        var wide = Self.page([
            Self.link(1, Rect(x: -300, y: 0, width: 200, height: 24)),
            Self.link(2, Rect(x: 400, y: 0, width: 200, height: 24)),
            Self.link(3, Rect(x: -700, y: 0, width: 100, height: 24)),
        ], rightToLeft: true)
        wide.document.width = 800
        #expect(Self.verdicts(wide) == [1: .stop(.button), 2: .offCanvas, 3: .offCanvas])
    }

    @Test("in a scrolling container, what lies outside its content is off-canvas; what a scroll of it reaches is not")
    func scrollerContent() {
        let rail = WebScroller(rect: Rect(x: 0, y: 100, width: 300, height: 40), scroll: LayoutPoint(x: 100, y: 0),
                               content: LayoutSize(width: 900, height: 40), scrollsHorizontally: true, scrollsVertically: false)
        let listing = Self.page([
            Self.link(1, Rect(x: -100, y: 100, width: 140, height: 24), scroller: 0),
            Self.link(2, Rect(x: 640, y: 100, width: 140, height: 24), scroller: 0),
            Self.link(3, Rect(x: -300, y: 100, width: 140, height: 24), scroller: 0),
            Self.link(4, Rect(x: 800, y: 100, width: 140, height: 24), scroller: 0),
        ], scrollers: [rail])
        #expect(Self.verdicts(listing) == [1: .stop(.button), 2: .stop(.button), 3: .offCanvas, 4: .offCanvas])
    }

    @Test("a fixed element is judged against the viewport: one parked off it is no stop, one in it is")
    func fixedElements() {
        let listing = Self.page([
            Self.link(1, Rect(x: 390, y: 0, width: 200, height: 24), fixed: true),
            Self.link(2, Rect(x: 0, y: 0, width: 200, height: 24), fixed: true),
        ], scroll: LayoutPoint(x: 0, y: 900))
        let verdicts = Self.verdicts(listing)
        #expect(verdicts[1] != .stop(.button) && verdicts[2] == .stop(.button))
    }
}
