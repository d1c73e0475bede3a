import GamepadKitCore
import Testing

/// A listing is set aside when the web view shows another document, so no press reaches an
/// element of the next page by the key of one of the last.
@Suite("Web page identity")
struct WebPageIdentityTests {
    @Test("another page, a query or a scheme change sets the listing aside")
    func anotherDocument() {
        #expect(!WebPageIdentity.describes(listedURL: "file:///app/help.html", currentURL: "file:///app/topic-controller.html"))
        #expect(!WebPageIdentity.describes(listedURL: "https://example.com/list?page=1", currentURL: "https://example.com/list?page=2"))
        #expect(!WebPageIdentity.describes(listedURL: "http://example.com/", currentURL: "https://example.com/"))
    }

    @Test("a fragment change keeps the document and its keys; an unknown current address keeps the listing")
    func sameDocument() {
        #expect(WebPageIdentity.describes(listedURL: "file:///app/help.html", currentURL: "file:///app/help.html#feedback"))
        #expect(WebPageIdentity.describes(listedURL: "file:///app/help.html#topics", currentURL: "file:///app/help.html"))
        #expect(WebPageIdentity.describes(listedURL: "about:blank", currentURL: nil))
        #expect(WebPageIdentity.describes(listedURL: "", currentURL: ""))
    }
}

@Suite("Web listing schedule")
struct WebListingScheduleTests {
    @Test("pages are listed only with a controller or keyboard and the highlight awake")
    func listsOnlyWhileAwake() {
        #expect(WebListingSchedule.listsPages(hasInputDevice: true, isHighlightAwake: true))
        #expect(!WebListingSchedule.listsPages(hasInputDevice: true, isHighlightAwake: false))  // a finger touched
        #expect(!WebListingSchedule.listsPages(hasInputDevice: false, isHighlightAwake: true))
        #expect(!WebListingSchedule.listsPages(hasInputDevice: false, isHighlightAwake: false))
    }
}
