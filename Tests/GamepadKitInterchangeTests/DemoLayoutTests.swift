import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("Demo layout")
struct DemoLayoutTests {
    @Test("the demo screen offers its controls, cards and rows, and leaves out the hidden and disabled ones")
    func candidates() {
        let snapshot = scan(DemoLayout.scene)
        #expect(snapshot.candidates.map(\.id) == [
            "back", "all", "recent", "shared", "photos", "music", "files", "games", "wifi", "brightness", "name",
            "history[0.0]", "history[0.1]", "history[0.2]", "history[0.3]", "history[0.4]", "cancel", "save",
        ])
        // The fifth row lies below the table's viewport: it needs a scroll.
        #expect(snapshot.candidates.filter(\.needsScroll).map(\.id) == ["history[0.4]"])
        #expect(snapshot.lists.map(\.sectionRowCounts) == [[12]])
        #expect(snapshot.lists.first?.frame == Rect(x: 0, y: 601, width: 390, height: 176))
    }

    @Test("the demo's right column of cards sits 13 pt lower than the left")
    func staggeredCards() {
        let snapshot = scan(DemoLayout.scene)
        let tops = ["photos", "music", "files", "games"].map { snapshot.candidate(id: $0)?.frame.minY }
        #expect(tops == [172, 185, 300, 313])
    }

    @Test("the demo fits a 390×844 screen and survives a JSON round trip")
    func roundTrip() throws {
        let scene = DemoLayout.scene
        #expect(scene.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.name == "Settings")
        #expect(try LayoutJSON.decode(LayoutJSON.encode(scene)) == scene)
    }
}
