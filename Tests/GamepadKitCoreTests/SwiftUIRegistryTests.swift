import Testing
@testable import GamepadKitCore

@Suite("SwiftUI registry: ids and lifetimes of registered views")
struct SwiftUIRegistryTests {
    private func button(_ key: String, y: Double = 100, id: String? = nil) -> SwiftUIElementRegistration {
        SwiftUIElementRegistration(key: key, explicitID: id, role: .button, frame: Rect(x: 20, y: y, width: 350, height: 44))
    }

    @Test("a button keeps its id when SwiftUI updates it and it moves")
    func idSurvivesUpdates() {
        var registry = SwiftUIElementRegistry()
        let first = registry.register(button("k1", y: 100), root: "r")
        let again = registry.register(button("k1", y: 160), root: "r")
        #expect(first == "swiftui.r.1")
        #expect(again == first)
        #expect(registry.elements(of: "r").map(\.registration.frame.minY) == [160])
    }

    @Test("a card's own id is its id, also after SwiftUI recreated the view under a new token")
    func explicitIDSurvivesRecreation() {
        var registry = SwiftUIElementRegistry()
        #expect(registry.register(button("old", id: "album-card"), root: "r") == "album-card")
        registry.unregister(key: "old", root: "r")
        #expect(registry.register(button("new", id: "album-card"), root: "r") == "album-card")
        #expect(registry.elements(of: "r").map(\.id) == ["album-card"])
    }

    @Test("a view that disappeared is gone, and its id is not given to the next view of its root")
    func unregisterAndNoReuse() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("a"), root: "r")
        registry.unregister(key: "a", root: "r")
        #expect(registry.elements(of: "r").isEmpty)
        #expect(registry.register(button("b"), root: "r") == "swiftui.r.2")
    }

    @Test("a root whose anchor went away takes its elements and sections with it")
    func rootRemoval() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("a"), root: "gone")
        registry.registerSection(SwiftUIFocusSectionRegistration(key: "s", frame: Rect(x: 0, y: 0, width: 10, height: 10)), root: "gone")
        registry.register(button("b"), root: "kept")
        registry.keepRoots(["kept"])
        #expect(registry.rootKeys == ["kept"])
        registry.removeRoot("kept")
        #expect(registry.isEmpty)
    }

    @Test("elements come out in the order they first registered, whatever updates followed")
    func order() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("top", y: 100), root: "r")
        registry.register(button("bottom", y: 300), root: "r")
        registry.register(button("top", y: 120), root: "r")
        #expect(registry.elements(of: "r").map(\.registration.key) == ["top", "bottom"])
    }
}
