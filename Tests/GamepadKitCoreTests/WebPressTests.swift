import Foundation
import Testing
@testable import GamepadKitCore

@Suite("What A and B do on web content, the ids that lead back to elements, and the per-view opt-out")
struct WebPressTests {
    @Test("A clicks links, buttons, checkboxes and summaries; focuses fields; opens pickers for selects and dates; adjusts ranges")
    func pressActions() {
        func action(_ tag: String, type: String? = nil, role: String? = nil, editable: Bool = false) -> WebPressAction? {
            WebPress.action(for: WebElement(key: 7, tag: tag, type: type, role: role, rect: .zero, isEditable: editable))
        }
        #expect(action("a") == .click(key: 7))
        #expect(action("button") == .click(key: 7))
        #expect(action("summary") == .click(key: 7))
        #expect(action("input", type: "checkbox") == .click(key: 7))
        #expect(action("div", role: "tab") == .click(key: 7))
        #expect(action("label") == .click(key: 7))
        #expect(action("input", type: "email") == .focusField(key: 7))
        #expect(action("textarea") == .focusField(key: 7))
        #expect(action("div", editable: true) == .focusField(key: 7))
        #expect(action("select") == .openPicker(key: 7))
        #expect(action("input", type: "date") == .openPicker(key: 7))
        #expect(action("input", type: "range") == .adjust(key: 7))
        #expect(action("input", type: "hidden") == nil)
        #expect(WebPressAction.openPicker(key: 9).key == 9)
    }

    @Test("a focused candidate's id leads back to its element; other ids lead nowhere")
    func candidateIDs() {
        #expect(WebContent.elementID(webViewID: "main/web", key: 17) == "main/web/web:17")
        #expect(WebContent.elementKey(fromCandidateID: "main/web/web:17") == 17)
        #expect(WebContent.elementKey(fromCandidateID: "main/web/web:17#2") == 17)
        #expect(WebContent.elementKey(fromCandidateID: "main/web/web:-3") == -3)
        #expect(WebContent.webViewID(fromCandidateID: "main/web/web:17") == "main/web")
        #expect(WebContent.elementKey(fromCandidateID: "continue") == nil)
        #expect(WebContent.elementKey(fromCandidateID: "web/web:") == nil)
        #expect(WebContent.elementKey(fromCandidateID: "web/web:12abc") == nil)
        #expect(WebContent.elementKey(fromCandidateID: "web/web:99999999999999999999") == nil)
        #expect(WebContent.webViewID(fromCandidateID: "web/scroll") == nil)
        #expect(WebPress.action(forCandidateID: "web/web:4", kind: .textField) == .focusField(key: 4))
        #expect(WebPress.action(forCandidateID: "web/web:4", kind: .button) == .click(key: 4))
        #expect(WebPress.action(forCandidateID: "done", kind: .button) == nil)
        #expect(WebContent.scrollViewID(forWebViewID: "web") == "web/scroll")
    }

    @Test("B goes back in the page's history only where it can and the app shows no back button of its own")
    func back() {
        #expect(WebBackDecision.decide(webViewCanGoBack: true, appShowsBackButton: false) == .historyBack)
        #expect(WebBackDecision.decide(webViewCanGoBack: true, appShowsBackButton: true) == .appBack)
        #expect(WebBackDecision.decide(webViewCanGoBack: false, appShowsBackButton: false) == .appBack)
        #expect(WebBackDecision.decide(webViewCanGoBack: true, appShowsBackButton: false, webViewIsListed: false) == .appBack)
    }

    @Test("excludedWebViews: a listed identifier excludes its web view; no identifier excludes nothing")
    func excluded() {
        #expect(WebContent.isExcluded(accessibilityIdentifier: "checkout", excludedWebViews: ["checkout"]))
        #expect(!WebContent.isExcluded(accessibilityIdentifier: "help", excludedWebViews: ["checkout"]))
        #expect(!WebContent.isExcluded(accessibilityIdentifier: nil, excludedWebViews: ["checkout"]))
        #expect(!WebContent.isExcluded(accessibilityIdentifier: "", excludedWebViews: [""]))
    }

    @Test("excludedWebViews in GamepadKit.plist: names are read, bad entries reported at their key path")
    func configuration() {
        let good = GamepadKitConfiguration.decode(dictionary: ["excludedWebViews": ["checkout", "terms", "checkout"]])
        #expect(good.configuration.excludedWebViews == ["checkout", "terms"])
        #expect(good.issues.isEmpty)
        let bad = GamepadKitConfiguration.decode(dictionary: ["excludedWebViews": ["checkout", 3, ""]])
        #expect(bad.configuration.excludedWebViews == ["checkout"])
        #expect(bad.issues.map(\.keyPath) == ["excludedWebViews[1]", "excludedWebViews[2]"])
        let wrongType = GamepadKitConfiguration.decode(dictionary: ["excludedWebViews": "checkout"])
        #expect(wrongType.configuration.excludedWebViews.isEmpty)
        #expect(wrongType.issues.map(\.keyPath) == ["excludedWebViews"])
        #expect(GamepadKitConfiguration.standard.excludedWebViews.isEmpty)
    }
}

@Suite("Revealing a web element: the web view's scroll view natively, a carousel's item by the page")
struct WebRevealTests {
    @Test("page content is revealed by the scroll view, a container's item by the page, other ids not at all")
    func reveal() {
        #expect(WebReveal.of(candidateID: "web/web:4", scrollContainerID: "web/scroll") == .scrollView)
        #expect(WebReveal.of(candidateID: "web/web:5", scrollContainerID: "web/web-scroller:0") == .inPage(key: 5))
        #expect(WebReveal.of(candidateID: "web/web:6", scrollContainerID: nil) == .inPage(key: 6))
        #expect(WebReveal.of(candidateID: "continue", scrollContainerID: "list") == nil)
    }

    @Test("a page laid out by the tools: a web view of its viewport, scrolled where the page is")
    func toolsGeometry() {
        let listing = WebPageListing(viewport: LayoutSize(width: 390, height: 844), scroll: LayoutPoint(x: 0, y: 50),
                                     document: LayoutSize(width: 390, height: 2000), elements: [])
        #expect(WebViewGeometry(showing: listing) == WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844),
                                                                     contentOffset: LayoutPoint(x: 0, y: 50),
                                                                     contentSize: LayoutSize(width: 390, height: 2000)))
    }
}
