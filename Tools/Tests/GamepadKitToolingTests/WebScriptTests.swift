import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// The listing as the web page script writes it, decoded strictly: a missing field, a wrong type
/// or a number JSON cannot hold (a NaN becomes `null`) fails the decoding.
struct WebListing: Decodable {
    struct Size: Decodable { var width: Double; var height: Double }
    struct Point: Decodable { var x: Double; var y: Double }
    struct Element: Decodable {
        var key: Int
        var tag: String
        var type: String?
        var role: String?
        var label: String
        var rect: [Double]
        var hit: Bool
        var hitTested: Bool
        var display: Bool
        var opacity: Double
        var pointerEvents: Bool
        var inert: Bool
        var disabled: Bool
        var editable: Bool
        var checked: Bool?
        var href: Bool
        var fixed: Bool
        var scroller: Int
        var frame: Int
        var tabIndex: Int
        var onclick: Bool
        var pointerCursor: Bool
    }
    struct Scroller: Decodable {
        var rect: [Double]
        var scroll: [Double]
        var content: [Double]
        var horizontal: Bool
        var vertical: Bool
    }
    struct Frame: Decodable { var rect: [Double] }

    var version: Int
    var url: String
    var viewport: Size
    var scroll: Point
    var document: Size
    var rtl: Bool
    var elements: [Element]
    var scrollers: [Scroller]
    var frames: [Frame]

    init(_ text: String) throws {
        self = try JSONDecoder().decode(WebListing.self, from: Data(text.utf8))
    }

    /// The elements labelled `label`, in the listing's order.
    func all(_ label: String) -> [Element] { elements.filter { $0.label == label } }

    /// The first element labelled `label`.
    func element(_ label: String) throws -> Element {
        try #require(elements.first { $0.label == label }, "no element labelled \(label) among \(elements.map(\.label))")
    }
}

/// Fixture pages and the browser run they share.
enum WebFixtures {
    static func path(_ name: String, _ sourceFile: String = #filePath) -> String {
        var url = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/GamepadKitCoreTests/Fixtures/Web/\(name)").path
    }

    /// True where the tests can run: a browser is there, or one is required (then its absence fails).
    static let enabled = HeadlessChromium.executable() != nil || required
    static let required = ProcessInfo.processInfo.environment["GAMEPADKIT_REQUIRE_CHROMIUM"] == "1"
    static let skipMessage = "\(HeadlessChromium.missingMessage); the web script tests are skipped (GAMEPADKIT_REQUIRE_CHROMIUM=1 fails them instead)"

    /// A JavaScript function finding an element's key by its label in a fresh listing.
    static let keyByLabel = """
        (function (label) { var e = JSON.parse(__gamepadKitWeb.list()).elements;
          for (var i = 0; i < e.length; i++) { if (e[i].label === label) { return e[i].key; } } return -1; })
        """

    /// The steps of `actions.html`, in order (their answers follow the first listing).
    static let actionSteps = [
        "__gamepadKitWeb.press(\(keyByLabel)('Order now'))",
        "document.getElementById('marker').textContent",
        "__gamepadKitWeb.press(\(keyByLabel)('Accept the terms'))",
        "document.getElementById('terms').checked",
        "__gamepadKitWeb.press(\(keyByLabel)('Coupon'))",
        "document.activeElement.getAttribute('aria-label')",
        "__gamepadKitWeb.press(\(keyByLabel)('Sold out'))",
        "__gamepadKitWeb.press(987654)",
        "__gamepadKitWeb.scrollPage(1)",
        "scrollY",
        "__gamepadKitWeb.scrollPage(-5)",
        "__gamepadKitWeb.scrollIntoView(\(keyByLabel)('Bottom of the page'))",
        "__gamepadKitWeb.list()",
        "__gamepadKitWeb.scrollIntoView(\(keyByLabel)('Inner five'))",
        "document.querySelector('.inner').scrollTop",
        "__gamepadKitWeb.focus(\(keyByLabel)('Size'))",
        "document.activeElement.getAttribute('aria-label')",
        "(function () { var k = \(keyByLabel)('Middle of the page'); document.querySelector('a[href=\"#middle\"]').remove(); return __gamepadKitWeb.press(k); })()",
        "__gamepadKitWeb.setActive(false)",
        "__gamepadKitWeb.setActive(true)",
        "__gamepadKitWeb.list()",
        "__gamepadKitWeb.step(\(keyByLabel)('Volume'), 2)",
        "document.getElementById('volume-log').textContent",
        "__gamepadKitWeb.step(\(keyByLabel)('Volume'), 100)",
        "__gamepadKitWeb.step(\(keyByLabel)('Order now'), 1)",
        "(__gamepadKitWeb.focus(\(keyByLabel)('Coupon')), __gamepadKitWeb.blur())",
        "document.activeElement === document.body",
        "__gamepadKitWeb.blur()",
    ]

    /// A JavaScript function finding the key of the input labelled `label` (its label element is
    /// listed too, first).
    static let inputKeyByLabel = """
        (function (label) { var e = JSON.parse(__gamepadKitWeb.list()).elements;
          for (var i = 0; i < e.length; i++) { if (e[i].label === label && e[i].tag === 'input') { return e[i].key; } } return -1; })
        """

    /// The steps of `adjust.html`: a range stepped up past its end and down, a field focused then blurred.
    static let adjustSteps = [
        "__gamepadKitWeb.step(\(inputKeyByLabel)('Volume'), 2)",
        "document.getElementById('events').textContent",
        "__gamepadKitWeb.step(\(inputKeyByLabel)('Volume'), 9)",
        "__gamepadKitWeb.step(\(inputKeyByLabel)('Volume'), 1)",
        "__gamepadKitWeb.step(\(inputKeyByLabel)('Volume'), -3)",
        "__gamepadKitWeb.step(\(inputKeyByLabel)('Name'), 1)",
        "__gamepadKitWeb.focus(\(inputKeyByLabel)('Name'))",
        "document.activeElement.id",
        "__gamepadKitWeb.blur()",
        "document.activeElement === document.body",
        "__gamepadKitWeb.blur()",
        "__gamepadKitWeb.focus(\(inputKeyByLabel)('When'))",
        "document.activeElement.id",
        "__gamepadKitWeb.focus(\(inputKeyByLabel)('Photo'))",
    ]

    /// The steps of `hostile-page.html`: the global, a second install, and a press.
    static var hostileSteps: [String] {
        let source = (try? String(decoding: JSONEncoder().encode(WebPageScript.source), as: UTF8.self)) ?? "''"
        return [
            "typeof __gamepadKitWeb",
            "(function () { var before = __gamepadKitWeb; (0, eval)(\(source)); " +
                "return (before === __gamepadKitWeb) + ' ' + Object.getOwnPropertyNames(window).filter(function (n) { return /gamepadKitWeb/.test(n); }).join(','); })()",
            "__gamepadKitWeb.press(1)",
        ]
    }

    static let pages: [String: HeadlessChromium.PageRun] = {
        var pages: [String: HeadlessChromium.PageRun] = [:]
        for name in ["fixed-header", "cookie-banner", "modal", "iframe", "shadow-dom", "carousel", "hidden-content",
                     "tiny-targets", "form-controls", "rtl", "disabled-fieldset", "five-thousand"] {
            pages[name] = HeadlessChromium.PageRun(path: path("\(name).html"), steps: ["__gamepadKitWeb.list()"])
        }
        pages["actions"] = HeadlessChromium.PageRun(path: path("actions.html"), steps: actionSteps)
        pages["hostile-page"] = HeadlessChromium.PageRun(path: path("hostile-page.html"), steps: hostileSteps)
        pages["adjust"] = HeadlessChromium.PageRun(path: path("adjust.html"), steps: adjustSteps)
        pages["typing"] = HeadlessChromium.PageRun(path: path("typing.html"), steps: WebScriptTypingTests.steps)
        return pages
    }()

    /// Every page's answers, from one browser start shared by the tests.
    static let answers: Result<[String: [String]], ToolFailure> = {
        let names = pages.keys.sorted()
        do throws(ToolFailure) {
            let all = try HeadlessChromium.run(names.compactMap { pages[$0] })
            return .success(Dictionary(uniqueKeysWithValues: zip(names, all)))
        } catch {
            return .failure(error)
        }
    }()

    /// The answers of the page `name` (its listing first).
    static func answers(_ name: String) throws -> [String] {
        let all = try answers.get()
        return try #require(all[name])
    }

    /// The first listing of the page `name`.
    static func listing(_ name: String) throws -> WebListing {
        try WebListing(try #require(try answers(name).first))
    }
}

@Suite("The web page script in headless Chromium", .enabled(if: WebFixtures.enabled, Comment(rawValue: WebFixtures.skipMessage)))
struct WebScriptTests {
    @Test("a link the fixed header covers is not hit; the header's links and the sticky bar are fixed and hit; below the fold is not tested")
    func fixedHeader() throws {
        let page = try WebFixtures.listing("fixed-header")
        let under = try page.element("Under the header")
        #expect(!under.hit && under.hitTested && under.display && !under.fixed)
        for label in ["Home", "Search", "Open menu", "Filters"] {
            let element = try page.element(label)
            #expect(element.fixed && element.hit, "\(label)")
        }
        let third = try page.element("Third article")
        #expect(!third.hitTested && third.rect[1] > page.viewport.height)
        #expect(page.viewport.width == 390 && page.viewport.height == 844)
        #expect(page.document.height > page.viewport.height)
    }

    @Test("the cookie banner's buttons are hit, the links under it are not, the links above it are")
    func cookieBanner() throws {
        let page = try WebFixtures.listing("cookie-banner")
        for label in ["Covered one", "Covered two", "Covered three"] {
            let element = try page.element(label)
            #expect(!element.hit && element.hitTested && element.href, "\(label)")
        }
        for label in ["Accept all", "Reject all", "Read the policy"] {
            let element = try page.element(label)
            #expect(element.hit && element.fixed, "\(label)")
        }
        #expect(try page.element("News").hit)
        #expect(try page.element("Accept all").onclick)
    }

    @Test("behind a modal's backdrop nothing is hit; the sheet's buttons are")
    func modal() throws {
        let page = try WebFixtures.listing("modal")
        for label in ["Behind the backdrop", "Link behind", "Also behind"] { #expect(try !page.element(label).hit, "\(label)") }
        for label in ["Cancel", "Delete"] { #expect(try page.element(label).hit, "\(label)") }
    }

    @Test("a same-origin frame's elements sit at the frame's offset (border and padding included), nested frames too; frames[0] is the top document")
    func frames() throws {
        let page = try WebFixtures.listing("iframe")
        #expect(page.frames.map(\.rect) == [[0, 0, 390, 844], [42, 112, 300, 200], [192, 132, 120, 80]])
        let signIn = try page.element("Sign in")
        #expect(signIn.frame == 1 && signIn.rect == [52, 132, 100, 40] && signIn.hit)
        let deep = try page.element("Deep")
        #expect(deep.frame == 2 && deep.rect == [196, 136, 60, 30] && deep.hit)
        #expect(try page.element("Help").frame == 1)
        #expect(try page.element("Outside the frame").frame == 0)
    }

    @Test("open shadow roots are walked (nested ones and slotted content too); a closed root stays closed")
    func shadowDOM() throws {
        let page = try WebFixtures.listing("shadow-dom")
        for label in ["One star", "Two stars", "Nested badge", "Card menu", "Slotted action"] {
            let element = try page.element(label)
            #expect(element.hit && element.display, "\(label)")
        }
        #expect(page.all("Hidden in a closed root").isEmpty)
        #expect(try page.element("Card menu").role == "button")
    }

    @Test("the carousel's cards have the carousel as scroller; cards scrolled out of it are not tested; a clipping box is no scroller")
    func carousel() throws {
        let page = try WebFixtures.listing("carousel")
        #expect(page.scrollers.count == 1)
        let carousel = try #require(page.scrollers.first)
        #expect(carousel.horizontal && !carousel.vertical && carousel.content[0] > carousel.rect[2])
        for label in ["Card one", "Card two", "Card three", "Card four", "Card five", "Card six"] {
            #expect(try page.element(label).scroller == 0, "\(label)")
        }
        #expect(try page.element("Card one").hit && page.element("Card one").hitTested)
        #expect(try !page.element("Card five").hitTested)
        #expect(try page.element("In a clipping box").scroller == -1)
        #expect(try page.element("After the carousel").scroller == -1)
    }

    @Test("hidden, transparent, inert and pointer-events: none content is listed with the fact that rules it out")
    func hiddenContent() throws {
        let page = try WebFixtures.listing("hidden-content")
        #expect(try page.element("Plain visible").display && page.element("Plain visible").hit)
        for label in ["Display none", "Inside hidden", "Visibility hidden"] { #expect(try !page.element(label).display, "\(label)") }
        #expect(try page.element("Opacity zero").opacity == 0)
        #expect(try page.element("Quarter opacity").opacity == 0.25)
        #expect(try page.element("Inside inert").inert && !page.element("Plain visible").inert)
        for label in ["No pointer events", "Inherits no pointer events"] { #expect(try !page.element(label).pointerEvents, "\(label)") }
        let hidden = try #require(page.elements.first { $0.type == "hidden" })
        #expect(!hidden.display)
        #expect(try page.element("Pointer tab").pointerCursor && page.element("Pointer heading").role == "heading")
        #expect(page.all("Plain heading").isEmpty)
        #expect(try page.element("Div with onclick").onclick)
    }

    @Test("tiny targets keep their true sizes; a zero-sized link is not hit; a link's image gives its label")
    func tinyTargets() throws {
        let page = try WebFixtures.listing("tiny-targets")
        #expect(try page.element("Facebook").rect == [14, 14, 12, 12])
        #expect(try page.element("Mail").rect[2] == 12)
        #expect(try page.element(".").rect == [100, 100, 1, 1])
        #expect(try page.element("Close").rect == [200, 100, 16, 16])
        #expect(try !page.element("Zero-sized").hit)
        #expect(try page.element("Logo").href)
    }

    @Test("every input type is listed, with editable where it takes typing, and checked for checkboxes, radios and switches")
    func formControls() throws {
        let page = try WebFixtures.listing("form-controls")
        let inputs = page.elements.filter { $0.tag == "input" }
        let typing: Set<String> = ["text", "search", "email", "url", "tel", "password", "number"]
        let expectedTypes: Set<String> = typing.union(["date", "datetime-local", "month", "week", "time", "color", "range", "file",
                                                        "checkbox", "radio", "submit", "reset", "button", "image", "hidden"])
        #expect(Set(inputs.compactMap(\.type)) == expectedTypes)
        for input in inputs where input.label != "Read-only code" {
            #expect(input.editable == typing.contains(input.type ?? ""), "\(input.type ?? "?") \(input.label)")
        }
        #expect(try !page.element("Read-only code").editable)
        #expect(try page.element("Unknown type").type == "text")
        #expect(try page.element("Message").editable && page.element("Rich text").editable)
        #expect(try !page.element("Country").editable)
        #expect(try page.all("Remember me").contains { $0.type == "checkbox" && $0.checked == true })
        #expect(try page.all("Monthly").contains { $0.type == "radio" && $0.checked == false })
        #expect(try page.element("Wi-Fi").checked == true && page.element("Subscribe").checked == false)
        #expect(try page.element("Send").checked == nil)
        #expect(page.all("Full name").map(\.tag) == ["label", "input"])
        #expect(try page.element("Pay with card").type == "image")
        #expect(try page.element("Reset").type == "reset")
        #expect(try page.element("More options").tag == "summary")
        #expect(page.all("Nothing labelled").isEmpty && page.all("Not editable").isEmpty)
    }

    @Test("a right-to-left page says so, and its first link lies rightmost")
    func rightToLeft() throws {
        let page = try WebFixtures.listing("rtl")
        #expect(page.rtl)
        let links = page.elements.filter(\.href)
        #expect(links.count == 3)
        #expect(links.map { $0.rect[0] } == links.map { $0.rect[0] }.sorted(by: >))
        #expect(try !WebFixtures.listing("modal").rtl)
    }

    @Test("a disabled fieldset disables its controls; a disabled attribute and aria-disabled count; the other fieldset's do not")
    func disabledFieldset() throws {
        let page = try WebFixtures.listing("disabled-fieldset")
        for label in ["Street", "Locked button", "Disabled pay", "Aria disabled"] { #expect(try page.element(label).disabled, "\(label)") }
        for label in ["Card number", "Pay"] { #expect(try !page.element(label).disabled, "\(label)") }
    }

    @Test("keys are stable across two listings, unique, and every page's listing decodes with finite numbers")
    func stableKeys() throws {
        for name in WebFixtures.pages.keys.sorted() where !["actions", "hostile-page", "adjust", "typing"].contains(name) {
            let answers = try WebFixtures.answers(name)
            #expect(answers.count == 2, "\(name)")
            let first = try WebListing(answers[0]), second = try WebListing(try #require(answers.last))
            #expect(first.elements.map(\.key) == second.elements.map(\.key), "\(name)")
            #expect(Set(first.elements.map(\.key)).count == first.elements.count, "\(name)")
            #expect(first.version == 1 && first.url.hasPrefix("file://"), "\(name)")
        }
        #expect(try WebFixtures.listing("five-thousand").elements.count == 5_000)
    }
}
