import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// Pages whose stops a user would notice were wrong: assets loaded from a parent folder, labels
/// beside their fields, off-canvas menus and content revealed shortly after loading, listed in
/// real Chromium and judged by the core's rules.
@Suite("Stops of pages with parent-folder assets, labels beside fields, off-canvas menus and late content",
       .enabled(if: WebFixtures.enabled, Comment(rawValue: WebFixtures.skipMessage)))
struct WebScriptPageStopsTests {
    static let names = ["relative/pages/nested", "labels-beside", "off-canvas"]

    /// The listing of each page, from one browser start.
    static let listings: Result<[String: String], ToolFailure> = {
        do throws(ToolFailure) {
            let runs = names.map { HeadlessChromium.PageRun(path: WebFixtures.path("\($0).html")) }
            let all = try HeadlessChromium.run(runs)
            return .success(Dictionary(uniqueKeysWithValues: zip(names, all.map { $0.first ?? "" })))
        } catch {
            return .failure(error)
        }
    }()

    func listing(_ name: String) throws -> WebPageListing {
        try WebPageListing.decode(try #require(try Self.listings.get()[name]))
    }

    func stopLabels(_ name: String) throws -> [String] {
        WebElementRules().stops(in: try listing(name)).map(\.element.label)
    }

    @Test("a page in a subfolder loads ../shared.css: the menu it hides is no stop")
    func parentFolderStylesheet() throws {
        #expect(try stopLabels("relative/pages/nested") == ["Main content"])
    }

    @Test("a label beside its field (a space or 12 px apart, or far away) is no stop; a label drawing a transparent checkbox is")
    func labelsBesideFields() throws {
        let page = try listing("labels-beside")
        let labels = page.elements.filter { $0.tag == "label" }
        #expect(labels.count == 4)
        #expect(labels.allSatisfy { ($0.controlKey ?? 0) > 0 && page.element(key: $0.controlKey ?? 0)?.tag == "input" })
        let stops = WebElementRules().stops(in: page)
        #expect(stops.map(\.element.tag) == ["input", "input", "input", "label", "button"], "\(stops.map(\.element.label))")
        #expect(stops.first { $0.element.tag == "label" }?.element.label == "Send me news")
        let rules = WebElementRules()
        for label in labels.prefix(3) { #expect(rules.verdict(for: label.key, in: page) == .labelOfListedControl, "\(label.label)") }
    }

    @Test("menus parked left, slid left or up, and a fixed drawer off the right are no stops; a scrolling rail and the page's far end are")
    func offCanvasMenus() throws {
        let page = try listing("off-canvas")
        #expect(try stopLabels("off-canvas") == ["Visible link", "Rail one", "Rail two", "Rail three", "Far below"])
        let rules = WebElementRules()
        for label in ["Parked left", "Slid left", "Moved up"] {
            let element = try #require(page.elements.first { $0.label == label })
            #expect(rules.verdict(for: element.key, in: page) == .offCanvas, "\(label)")
        }
    }

    @Test("gamepadkit map lists a page once it has settled: a button shown after 300 ms is a stop")
    func lateContent() throws {
        let path = WebFixtures.path("late-content.html")
        let atLoad = try WebPageListing.decode(try HeadlessChromium.listing(ofPage: path, width: 390, height: 844))
        #expect(WebElementRules().stops(in: atLoad).map(\.element.label) == ["Start here"])
        let settled = try WebPageListing.decode(try HeadlessChromium.settledListing(ofPage: path, width: 390, height: 844))
        #expect(WebElementRules().stops(in: settled).map(\.element.label) == ["Start here", "Shown after a moment"])
        let scene = try WebPageSource.scene(path: path)
        let labels = Self.labels(in: scene.root)
        #expect(labels.contains("Shown after a moment") && labels.contains("Start here"), "\(labels)")
    }

    @Test("a page that changes nothing lists the same settled or not")
    func settledIsSameForStillPages() throws {
        let path = WebFixtures.path("labels-beside.html")
        let atLoad = try WebPageListing.decode(try HeadlessChromium.listing(ofPage: path, width: 390, height: 844))
        let settled = try WebPageListing.decode(try HeadlessChromium.settledListing(ofPage: path, width: 390, height: 844))
        #expect(atLoad.elements == settled.elements && atLoad.scrollers == settled.scrollers)
        #expect(atLoad.document == settled.document && atLoad.scroll == settled.scroll && atLoad.viewport == settled.viewport)
    }

    static func labels(in node: ViewNode) -> [String] {
        [node.label].compactMap { $0 } + node.children.flatMap { labels(in: $0) }
    }
}
