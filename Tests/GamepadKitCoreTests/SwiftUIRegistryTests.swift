import Testing
@testable import GamepadKitCore

@Suite("SwiftUI registry: ids and lifetimes of registered views")
struct SwiftUIRegistryTests {
    private func button(_ key: String, y: Double = 100, id: String? = nil, enabled: Bool = true) -> SwiftUIElementRegistration {
        SwiftUIElementRegistration(key: key, explicitID: id, role: .button, frame: Rect(x: 20, y: y, width: 350, height: 44),
                                   isEnabled: enabled)
    }

    @Test("a new view asks for a rebuild, a view that only moved does not, a view whose state changed does")
    func changes() {
        var registry = SwiftUIElementRegistry()
        let added = registry.register(button("k1", y: 100), root: "r")
        let unchanged = registry.register(button("k1", y: 100), root: "r")
        let moved = registry.register(button("k1", y: 160), root: "r")
        let changed = registry.register(button("k1", y: 160, enabled: false), root: "r")
        #expect([added, unchanged, moved, changed] == [.added, .unchanged, .moved, .changed])
        #expect([SwiftUIRegistrationChange.added, .changed, .moved, .unchanged].map(\.needsRebuild) == [true, true, false, false])
    }

    @Test("a frame reported on its own is read by the next scan, and keeps the element's id")
    func moveElement() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("k1", y: 100, id: "play"), root: "r")
        let moved = registry.moveElement(key: "k1", root: "r", to: Rect(x: 20, y: 400, width: 350, height: 44))
        #expect(moved)
        #expect(registry.registration(key: "k1", root: "r")?.frame.minY == 400)
        #expect(registry.elementID(key: "k1", root: "r") == "play")
        let movedUnknown = registry.moveElement(key: "gone", root: "r", to: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(!movedUnknown)
    }

    @Test("a card's own id is its id, also after SwiftUI recreated the view under a new token")
    func explicitIDSurvivesRecreation() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("old", id: "album-card"), root: "r")
        #expect(registry.elementID(key: "old", root: "r") == "album-card")
        registry.unregister(key: "old", root: "r")
        registry.register(button("new", id: "album-card"), root: "r")
        #expect(registry.elements(of: "r").map(\.id) == ["album-card"])
    }

    @Test("a button the app gave no id has none until a merge placed it, then keeps the merge's")
    func derivedIDsAreKept() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("k1"), root: "r")
        #expect(registry.elementID(key: "k1", root: "r") == nil)
        registry.adoptIDs(["r": ["k1": "swiftui.S.button@20,100", "unknown": "x"], "no-root": ["k1": "y"]])
        registry.register(button("k1", y: 300), root: "r")
        #expect(registry.elementID(key: "k1", root: "r") == "swiftui.S.button@20,100")
        #expect(registry.registration(key: "unknown", root: "r") == nil)
        #expect(!registry.rootKeys.contains("no-root"))
    }

    @Test("a view that disappeared is gone; unregistering it twice changes nothing")
    func unregister() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("a"), root: "r")
        let first = registry.unregister(key: "a", root: "r")
        let second = registry.unregister(key: "a", root: "r")
        let elsewhere = registry.unregister(key: "a", root: "other")
        #expect([first, second, elsewhere] == [true, false, false])
        #expect(registry.elements(of: "r").isEmpty)
    }

    @Test("a section is new once, moved when its frame changes, unchanged otherwise")
    func sections() {
        var registry = SwiftUIElementRegistry()
        let shelf = SwiftUIFocusSectionRegistration(key: "s", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let added = registry.registerSection(shelf, root: "r")
        let unchanged = registry.registerSection(shelf, root: "r")
        let moved = registry.registerSection(SwiftUIFocusSectionRegistration(key: "s", frame: Rect(x: 0, y: 50, width: 10, height: 10)),
                                             root: "r")
        #expect([added, unchanged, moved] == [.added, .unchanged, .moved])
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

    @Test("with no input device left, every element goes and the roots keep their names")
    func removeAllElements() {
        var registry = SwiftUIElementRegistry()
        registry.setScope("Settings", root: "r")
        registry.register(button("a"), root: "r")
        registry.removeAllElements()
        #expect(registry.isEmpty)
        #expect(registry.scope(of: "r") == "Settings")
    }

    @Test("a view that registers again after following stopped takes back the id a merge gave it; a new view or an explicit id does not take it")
    func idsSurviveAPause() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("twin1", y: 100), root: "r")
        registry.register(button("twin2", y: 200), root: "r")
        registry.adoptIDs(["r": ["twin1": "swiftui.Settings.Play", "twin2": "swiftui.Settings.Play@0,200"]])
        registry.removeAllElements()
        #expect(registry.isEmpty)
        // They come back in another order (a lazy stack scrolled meanwhile): each takes its own id.
        registry.register(button("twin2", y: 40), root: "r")
        registry.register(button("twin1", y: 300), root: "r")
        registry.register(button("other", y: 500), root: "r")
        #expect(registry.elementID(key: "twin1", root: "r") == "swiftui.Settings.Play")
        #expect(registry.elementID(key: "twin2", root: "r") == "swiftui.Settings.Play@0,200")
        #expect(registry.elementID(key: "other", root: "r") == nil)
        // Taken back once: unregistered and registered again in the ordinary way, it has none.
        registry.unregister(key: "twin1", root: "r")
        registry.register(button("twin1", y: 300), root: "r")
        #expect(registry.elementID(key: "twin1", root: "r") == nil)
    }

    @Test("a root keeps at most its capacity of ids across pauses, those of the views registered at the last pause first")
    func retiredIDsAreBounded() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("old"), root: "r")
        registry.adoptIDs(["r": ["old": "swiftui.S.Old"]])
        registry.removeAllElements()
        #expect(registry.hasRetiredIDs(of: "r"))
        #expect(registry.retiredIDValues(of: "r") == ["swiftui.S.Old"])
        #expect(!registry.hasRetiredIDs(of: "other"))
        let capacity = SwiftUIElementRegistry.retiredIDCapacity
        var ids: [String: String] = [:]
        for index in 0..<capacity {
            registry.register(button("v\(index)", y: Double(index)), root: "r")
            ids["v\(index)"] = "swiftui.S.V\(index)"
        }
        registry.adoptIDs(["r": ids])
        registry.removeAllElements()
        registry.register(button("old"), root: "r")
        registry.register(button("v7", y: 7), root: "r")
        #expect(registry.elementID(key: "old", root: "r") == nil)
        #expect(registry.elementID(key: "v7", root: "r") == "swiftui.S.V7")
    }

    @Test("elements come out in the order they first registered, whatever updates followed")
    func order() {
        var registry = SwiftUIElementRegistry()
        registry.register(button("top", y: 100), root: "r")
        registry.register(button("bottom", y: 300), root: "r")
        registry.register(button("top", y: 120), root: "r")
        registry.moveElement(key: "bottom", root: "r", to: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(registry.elements(of: "r").map(\.registration.key) == ["top", "bottom"])
        #expect(registry.elementCount(of: "r") == 2)
    }
}
