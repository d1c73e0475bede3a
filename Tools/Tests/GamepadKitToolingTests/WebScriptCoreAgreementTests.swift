import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// The script's listings from real Chromium, read by the core as the SDK reads them
/// (`WebPageListing.decode`) and judged by its rules (`WebElementRules`): the two sides of the
/// contract agree on every fixture page.
@Suite("The core reads the script's Chromium listings whole and picks the stops a finger could tap",
       .enabled(if: WebFixtures.enabled, Comment(rawValue: WebFixtures.skipMessage)))
struct WebScriptCoreAgreementTests {
    func decoded(_ name: String) throws -> WebPageListing {
        try WebPageListing.decode(try #require(try WebFixtures.answers(name).first))
    }

    func stopLabels(_ name: String) throws -> [String] {
        WebElementRules().stops(in: try decoded(name)).map(\.element.label)
    }

    @Test("every fixture's listing decodes with nothing dropped or corrected")
    func decodesWhole() throws {
        for name in WebFixtures.pages.keys.sorted() {
            let raw = try WebListing(try #require(try WebFixtures.answers(name).first))
            let listing = try decoded(name)
            #expect(listing.elements.count == raw.elements.count, "\(name): \(listing.notes)")
            #expect(listing.notes.isEmpty && listing.droppedElementCount == 0, "\(name): \(listing.notes)")
            #expect(listing.frames.count == raw.frames.count && listing.scrollers.count == raw.scrollers.count, "\(name)")
        }
    }

    @Test("covered links, the page behind a backdrop, and hidden, transparent, inert or untouchable content are no stops")
    func coveredAndHiddenAreNoStops() throws {
        let banner = try stopLabels("cookie-banner")
        #expect(banner.contains("Accept all") && banner.contains("News"))
        #expect(!banner.contains("Covered one") && !banner.contains("Covered three"))
        #expect(try stopLabels("modal") == ["Cancel", "Delete"])
        let hidden = try stopLabels("hidden-content")
        #expect(hidden.contains("Plain visible"))
        for label in ["Display none", "Inside hidden", "Visibility hidden", "Opacity zero", "Inside inert", "No pointer events",
                      "Inherits no pointer events"] {
            #expect(!hidden.contains(label), "\(label)")
        }
        #expect(try !stopLabels("fixed-header").contains("Under the header"))
    }

    @Test("frames', shadow roots' and the carousel's elements are stops")
    func nestedContentIsStops() throws {
        let frames = try stopLabels("iframe")
        for label in ["Outside the frame", "Sign in", "Help", "Deep"] { #expect(frames.contains(label), "\(label)") }
        let shadow = try stopLabels("shadow-dom")
        for label in ["One star", "Two stars", "Nested badge", "Card menu", "Slotted action"] { #expect(shadow.contains(label), "\(label)") }
        let carousel = try stopLabels("carousel")
        for label in ["Card one", "Card three", "Card six"] { #expect(carousel.contains(label), "\(label)") }
    }
}
