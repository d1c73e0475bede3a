import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// Presses, focus and scrolling by key in real Chromium (`actions.html`), a page that breaks
/// built-ins, a second install, and the listing's speed on 5,000 elements (printed, not judged).
@Suite("The web page script's presses, scrolling and defences in headless Chromium",
       .enabled(if: WebFixtures.enabled, Comment(rawValue: WebFixtures.skipMessage)))
struct WebScriptActionTests {
    /// The answer to step `index` of `actions.html`.
    func step(_ index: Int) throws -> String {
        let answers = try WebFixtures.answers("actions")
        #expect(answers.count == WebFixtures.actionSteps.count + 1)
        return try #require(answers.dropFirst().dropFirst(index).first)
    }

    /// A press, focus or scroll answer.
    struct Answer: Decodable, Equatable {
        var ok: Bool
        var reason: String
        var y: Double?
        var value: String?
    }

    func answer(_ index: Int) throws -> Answer {
        try JSONDecoder().decode(Answer.self, from: Data(try step(index).utf8))
    }

    @Test("pressing a button focuses it, then clicks it: its handler runs and sees it focused")
    func pressClicks() throws {
        #expect(try answer(0) == Answer(ok: true, reason: "clicked"))
        #expect(try step(1) == "pressed true")
    }

    @Test("pressing a checkbox's label toggles the checkbox; pressing a text field focuses it")
    func pressLabelAndField() throws {
        #expect(try answer(2).ok)
        #expect(try step(3) == "true")
        #expect(try answer(4) == Answer(ok: true, reason: "focused"))
        #expect(try step(5) == "Coupon")
    }

    @Test("a disabled button, an unknown key and a removed element answer ok: false without throwing")
    func refusedPresses() throws {
        #expect(try answer(6) == Answer(ok: false, reason: "disabled"))
        #expect(try step(1) == "pressed true", "the disabled button's handler did not run")
        #expect(try answer(7) == Answer(ok: false, reason: "unknown key"))
        #expect(try answer(17) == Answer(ok: false, reason: "detached"))
    }

    @Test("scrollPage moves scrollY by the viewport's height less 40, and stops at the top")
    func scrollPage() throws {
        #expect(try answer(8) == Answer(ok: true, reason: "scrolled", y: 804))
        #expect(try step(9) == "804")
        #expect(try answer(10) == Answer(ok: true, reason: "scrolled", y: 0))
    }

    @Test("scrollIntoView brings an element below the fold into the viewport, and one inside an inner scroller into it")
    func scrollIntoView() throws {
        #expect(try answer(11).ok)
        let after = try WebListing(try step(12))
        let bottom = try after.element("Bottom of the page")
        #expect(after.scroll.y > 0)
        #expect(bottom.hitTested && bottom.hit && bottom.rect[1] >= 0 && bottom.rect[1] + bottom.rect[3] <= after.viewport.height)
        #expect(try answer(13).ok)
        #expect(try (Double(step(14)) ?? 0) > 0)
    }

    @Test("focus on a select focuses it; setActive answers asleep, then active")
    func focusAndSleep() throws {
        #expect(try answer(15).ok)
        #expect(try step(16) == "Size")
        #expect(try answer(18) == Answer(ok: true, reason: "asleep"))
        #expect(try answer(19) == Answer(ok: true, reason: "active"))
    }

    @Test("step moves a range input by whole steps and fires input and change, stops at its end, and refuses a button")
    func stepRange() throws {
        #expect(try answer(21) == Answer(ok: true, reason: "stepped", value: "7"))
        #expect(try step(22) == "input 7 change 7 ")
        #expect(try answer(23) == Answer(ok: true, reason: "stepped", value: "10"))
        #expect(try answer(24) == Answer(ok: false, reason: "not a range"))
    }

    @Test("blur takes focus from a focused field; with nothing focused it answers ok: false")
    func blur() throws {
        #expect(try answer(25) == Answer(ok: true, reason: "blurred"))
        #expect(try step(26) == "true")
        #expect(try answer(27) == Answer(ok: false, reason: "nothing focused"))
    }

    @Test("an element keeps its key after presses, scrolling and a removal")
    func keysSurviveChanges() throws {
        let first = try WebFixtures.listing("actions")
        let last = try WebListing(try step(20))
        let before = Dictionary(grouping: first.elements, by: { "\($0.tag) \($0.label)" }).mapValues { $0.map(\.key) }
        let after = Dictionary(grouping: last.elements, by: { "\($0.tag) \($0.label)" }).mapValues { $0.map(\.key) }
        #expect(after.count == before.count - 1)
        for (name, keys) in after { #expect(before[name] == keys, "\(name)") }
        #expect(first.all("Middle of the page").count == 1 && last.all("Middle of the page").isEmpty)
    }

    @Test("a page that replaces JSON.stringify, Array.prototype.map and push, getBoundingClientRect, querySelectorAll, getComputedStyle and textContent is still listed right")
    func hostilePage() throws {
        let answers = try WebFixtures.answers("hostile-page")
        let page = try WebListing(try #require(answers.first))
        #expect(page.elements.map(\.label) == ["Still listed", "Link still listed"])
        #expect(try page.element("Still listed").rect[2] > 0 && page.element("Still listed").hit)
        #expect(answers.dropFirst().first == "object", "the page could not replace the global")
    }

    @Test("installing the script twice keeps the first global, and only one")
    func secondInstall() throws {
        let answers = try WebFixtures.answers("hostile-page")
        #expect(answers.dropFirst(2).first == "true __gamepadKitWeb")
        #expect(answers.dropFirst(3).first == #"{"ok":true,"reason":"clicked"}"#)
    }

    @Test("the runner says how to get Chromium where none is found")
    func missingBrowser() {
        #expect(HeadlessChromium.executable(environment: ["PATH": "/nonexistent"]) == nil)
        #expect(HeadlessChromium.executable(environment: ["GAMEPADKIT_CHROMIUM": "/nonexistent/chromium"]) == nil)
        #expect(HeadlessChromium.missingMessage.contains("apt-get install chromium"))
    }

    @Test("listing 5,000 elements: the median of 20 runs is printed (not judged: the machine's load decides)")
    func speed() throws {
        let median = WebScriptSpeed.medianStep(runs: 20)
        let answers = try HeadlessChromium.run(HeadlessChromium.PageRun(path: WebFixtures.path("five-thousand.html"), steps: [median]))
        let figures = try #require(answers.last)
        print("web script speed, 5,000 elements, 20 runs of list() in Chromium (ms): \(figures)")
        #expect(figures.hasPrefix("{\"elements\":5000"))
    }

    @Test("a range steps by whole steps with input and change events, stops at its end; a field focused is blurred by B")
    func stepAndBlur() throws {
        let answers = try WebFixtures.answers("adjust")
        #expect(answers.count == WebFixtures.adjustSteps.count + 1)
        let steps = Array(answers.dropFirst())
        struct Stepped: Decodable, Equatable { var ok: Bool; var reason: String; var value: String? }
        func decoded(_ index: Int) throws -> Stepped { try JSONDecoder().decode(Stepped.self, from: Data(steps[index].utf8)) }
        #expect(try decoded(0) == Stepped(ok: true, reason: "stepped", value: "7"))
        #expect(steps[1] == "input 7, change 7")
        #expect(try decoded(2) == Stepped(ok: true, reason: "stepped", value: "10"))
        #expect(try decoded(3) == Stepped(ok: true, reason: "at the end", value: "10"))
        #expect(try decoded(4) == Stepped(ok: true, reason: "stepped", value: "7"))
        #expect(try decoded(5) == Stepped(ok: false, reason: "not a range", value: nil))
        #expect(steps[7] == "name")
        #expect(try decoded(8) == Stepped(ok: true, reason: "blurred", value: nil))
        #expect(steps[9] == "true")
        #expect(try decoded(10) == Stepped(ok: false, reason: "nothing focused", value: nil))
        // A date input is focused (its picker asked for: headless Chromium gives no user activation,
        // so it answers "focused"); a file input is clicked, which opens its chooser.
        #expect(try decoded(11).ok)
        #expect(steps[12] == "when")
        #expect(try decoded(13) == Stepped(ok: true, reason: "clicked", value: nil))
    }
}

/// The speed measurement of the listing, in the page: `performance.now()` around `list()`.
enum WebScriptSpeed {
    /// A step answering `{"elements","median","min","max","bytes"}` over `runs` listings.
    static func medianStep(runs: Int) -> String {
        """
        (function () { var times = [], text = '';
          for (var i = 0; i < \(runs); i++) { var start = performance.now(); text = __gamepadKitWeb.list(); times.push(performance.now() - start); }
          times.sort(function (a, b) { return a - b; });
          var r = function (v) { return Math.round(v * 100) / 100; };
          return JSON.stringify({ elements: JSON.parse(text).elements.length, median: r(times[Math.floor(times.length / 2)]),
            min: r(times[0]), max: r(times[times.length - 1]), bytes: text.length }); })()
        """
    }
}

/// The runner's own text work, checked without a browser.
@Suite("The headless Chromium runner's page copy and answers")
struct HeadlessChromiumTextTests {
    @Test("the script goes right after the doctype (no quirks mode), the driver at the end")
    func instrumentedCopy() {
        let copy = HeadlessChromium.instrumented("<!DOCTYPE html>\n<html dir=\"rtl\"><body>x</body></html>", index: 3, steps: ["1 + 1"])
        #expect(copy.hasPrefix("<!DOCTYPE html><script src=\"../gamepadkit-prelude.js\"></script><script src=\"../gamepadkit-script.js\"></script>"))
        #expect(copy.contains("__gamepadKitDriver.run(3, [\nfunction () { return (\n1 + 1\n); },\n]);"))
        let bare = HeadlessChromium.instrumented("<p>no doctype</p>", index: 0, steps: [])
        #expect(bare.hasPrefix("<script src=\"../gamepadkit-prelude.js\"></script>"))
    }

    @Test("relative addresses resolve against the original folder unless the page has a base of its own; the SDK's files load by absolute address")
    func baseOfOriginalFolder() {
        let copy = HeadlessChromium.instrumented("<!doctype html>\n<p>x</p>", index: 0, steps: [],
                                                 base: "file:///pages/a%20b/", support: "file:///tmp/run/")
        #expect(copy.hasPrefix("<!doctype html><base href=\"file:///pages/a%20b/\"><script src=\"file:///tmp/run/gamepadkit-prelude.js\">"))
        let own = HeadlessChromium.instrumented("<!doctype html><head><BASE href=\"x/\"></head>", index: 0, steps: [],
                                                base: "file:///pages/", support: "file:///tmp/run/")
        #expect(!own.contains("file:///pages/") && HeadlessChromium.hasOwnBase(own))
        #expect(!HeadlessChromium.hasOwnBase("<p>basement</p><baseline>"))
    }

    @Test("answers are read back from the printed document, percent-decoded; a missing or empty answer is nil")
    func answersFromDump() {
        let dump = "<html><body><pre id=\"gamepadkit-out-0\">%7B%22a%22%3A1%7D x%20%3C%26%3E</pre><pre id=\"gamepadkit-out-1\"></pre></body></html>"
        #expect(HeadlessChromium.answersText(in: dump, index: 0) == ["{\"a\":1}", "x <&>"])
        #expect(HeadlessChromium.answersText(in: dump, index: 1) == nil)
        #expect(HeadlessChromium.answersText(in: dump, index: 2) == nil)
    }

    @Test("the native side's calls name the script's functions; a non-finite page count scrolls nothing")
    func calls() {
        #expect(WebPageScript.listCall == "__gamepadKitWeb.list()")
        #expect(WebPageScript.pressCall(key: 12) == "__gamepadKitWeb.press(12)")
        #expect(WebPageScript.focusCall(key: 3) == "__gamepadKitWeb.focus(3)")
        #expect(WebPageScript.scrollIntoViewCall(key: 4) == "__gamepadKitWeb.scrollIntoView(4)")
        #expect(WebPageScript.scrollPageCall(pages: -0.5) == "__gamepadKitWeb.scrollPage(-0.5)")
        #expect(WebPageScript.scrollPageCall(pages: .nan) == "__gamepadKitWeb.scrollPage(0.0)")
        #expect(WebPageScript.setActiveCall(false) == "__gamepadKitWeb.setActive(false)")
        #expect(WebPageScript.messageHandlerName == "gamepadKitWeb")
        #expect(WebPageScript.source.contains("__gamepadKitWeb") && !WebPageScript.source.contains("</script"))
    }
}
