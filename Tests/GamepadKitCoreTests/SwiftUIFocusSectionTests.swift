import Testing
@testable import GamepadKitCore

@Suite("SwiftUI focus sections: a section's empty space leads into it")
struct SwiftUIFocusSectionTests {
    private typealias F = FocusFixtures

    /// A "Back" button top left; below, a full-width section whose only buttons sit on the right.
    private func screen(defaultID: String? = nil) -> (FocusSnapshot, SwiftUIFocusSection) {
        let back = F.element("back", x: 0, y: 100)
        let share = F.element("share", x: 280, y: 400)
        let like = F.element("like", x: 280, y: 500)
        let section = SwiftUIFocusSection(id: "actions", frame: Rect(x: 0, y: 380, width: 400, height: 200),
                                          memberIDs: ["share", "like"], defaultID: defaultID)
        return (F.snapshot([back, share, like]), section)
    }

    @Test("down from the top-left button into the section's empty space lands on its nearest button")
    func downIntoSection() {
        let (snapshot, section) = screen()
        let applied = SwiftUIFocusSections.apply([section], to: snapshot)
        #expect(applied.candidate(id: "back")?.focusOverrides[.down] == "share")
        #expect(NavigationMap(candidates: applied.candidates).neighbor(of: "back", .down) == "share")
    }

    @Test("down into the section lands on its default button")
    func downToDefault() {
        let (snapshot, section) = screen(defaultID: "like")
        let applied = SwiftUIFocusSections.apply([section], to: snapshot)
        #expect(applied.candidate(id: "back")?.focusOverrides[.down] == "like")
    }

    @Test("a button between the source and the section keeps the move")
    func nearerButtonKeepsTheMove() {
        let (snapshot, section) = screen()
        var candidates = snapshot.candidates
        candidates.append(F.element("middle", x: 0, y: 250))
        let applied = SwiftUIFocusSections.apply([section], to: F.snapshot(candidates))
        #expect(applied.candidate(id: "back")?.focusOverrides[.down] == nil)
        #expect(applied.candidate(id: "middle")?.focusOverrides[.down] == "share")
    }

    @Test("a move whose beam already meets a member of the section is left to the spatial search")
    func beamMeetsMember() {
        let (snapshot, section) = screen()
        var candidates = snapshot.candidates
        candidates.append(F.element("above-share", x: 280, y: 100))
        let applied = SwiftUIFocusSections.apply([section], to: F.snapshot(candidates))
        #expect(applied.candidate(id: "above-share")?.focusOverrides[.down] == nil)
    }

    @Test("moves inside the section and the app's own neighbours are untouched")
    func insideAndExplicit() {
        let (snapshot, section) = screen()
        var candidates = snapshot.candidates
        candidates[0].focusOverrides[.down] = "like"
        let applied = SwiftUIFocusSections.apply([section], to: F.snapshot(candidates))
        #expect(applied.candidate(id: "back")?.focusOverrides[.down] == "like")
        #expect(applied.candidate(id: "share")?.focusOverrides.isEmpty == true)
    }
}
