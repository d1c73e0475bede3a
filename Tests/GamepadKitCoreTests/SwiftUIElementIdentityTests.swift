import Testing
@testable import GamepadKitCore

/// A window whose hosting view (below a 91 pt bar) holds a root's anchor and `hosted`.
private func window(anchors: [String] = ["anchor"], hosted: [ViewNode] = []) -> ViewNode {
    let wrappers = anchors.map { id in
        ViewNode(id: id + "-host", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 753),
                 children: [ViewNode(id: id, kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 753), isInteractive: false)])
    }
    let hosting = ViewNode(id: "hosting", kind: .view, frame: Rect(x: 0, y: 91, width: 390, height: 753), children: wrappers + hosted)
    return ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [hosting])
}

/// A `LazyVStack` in a scroll view filling the root, scrolled down by `offset`.
private func lazyStack(offset: Double) -> ViewNode {
    let content = ViewNode(id: "content", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 5000))
    return ViewNode(id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 0, width: 390, height: 753), children: [content],
                    contentOffset: LayoutPoint(x: 0, y: offset))
}

private func button(_ key: String, y: Double, label: String? = nil, id: String? = nil) -> SwiftUIElementRegistration {
    SwiftUIElementRegistration(key: key, explicitID: id, role: .button, frame: Rect(x: 20, y: y, width: 350, height: 44), label: label)
}

/// Merges `registry` and keeps the ids the merge derived, as the SDK does after every scan.
private func mergeKeepingIDs(_ registry: inout SwiftUIElementRegistry, anchors: [String: String] = ["r": "anchor"],
                             into tree: ViewNode) -> SwiftUIMergeResult {
    let result = SwiftUISceneMerge(assistiveTechnologyIsRunning: false).merge(registry, anchors: anchors, into: tree)
    registry.adoptIDs(result.newElementIDs)
    return result
}

@Suite("SwiftUI ids: what an element the app gave no id is known by")
struct SwiftUIElementIdentityTests {
    @Test("the scope is the app's view a hosting controller shows, through SwiftUI's wrappers",
          arguments: [
              ("UIHostingController<SettingsView>", "SettingsView"),
              ("UIHostingController<ModifiedContent<SettingsView, _EnvironmentKeyWritingModifier<Optional<Store>>>>", "SettingsView"),
              ("MyApp.SettingsHostingController", "SettingsHostingController"),
              ("UIHostingController<AnyView>", "UIHostingController"),
              ("UIHostingController<ModifiedContent<AnyView, RootModifier>>", "UIHostingController"),
              ("UIHostingController<Optional<PlayerView>>", "PlayerView"),
              ("", "root"),
              ("<<<", "root"),
              ("UIHostingController<Unbalanced<", "Unbalanced"),
              ("Café View", "CafView"),
          ])
    func scopeNames(typeName: String, expected: String) {
        #expect(SwiftUIElementIdentity.scopeName(hostTypeName: typeName) == expected)
    }

    @Test("a type name nested far deeper than any real one ends the reading, without a crash")
    func deeplyNestedTypeName() {
        let name = String(repeating: "ModifiedContent<", count: 10_000) + "Deep" + String(repeating: ">", count: 10_000)
        #expect(!SwiftUIElementIdentity.scopeName(hostTypeName: name).isEmpty)
    }

    @Test("an element is known by its label when SwiftUI tells it, else by its role and place")
    func labelThenPlace() {
        let none: (String) -> Bool = { _ in false }
        #expect(SwiftUIElementIdentity.elementID(scope: "Settings", role: .button, label: " Save ", position: LayoutPoint(x: 20, y: 40),
                                                 isTaken: none) == "swiftui.Settings.Save")
        #expect(SwiftUIElementIdentity.elementID(scope: "Settings", role: .toggle, label: nil, position: LayoutPoint(x: 19.6, y: 40.2),
                                                 isTaken: none) == "swiftui.Settings.toggle@20,40")
    }

    @Test("a taken label falls back to the place, a taken place gets a number")
    func collisions() {
        let taken: Set = ["swiftui.S.Play", "swiftui.S.button@20,40", "swiftui.S.button@20,40#2"]
        #expect(SwiftUIElementIdentity.elementID(scope: "S", role: .button, label: "Play", position: LayoutPoint(x: 20, y: 100),
                                                 isTaken: taken.contains) == "swiftui.S.button@20,100")
        #expect(SwiftUIElementIdentity.elementID(scope: "S", role: .button, label: nil, position: LayoutPoint(x: 20, y: 40),
                                                 isTaken: taken.contains) == "swiftui.S.button@20,40#3")
    }

    @Test("a place no number can hold (a frame SwiftUI reported as 1e300) still gives an id, without a crash")
    func extremePlace() {
        let id = SwiftUIElementIdentity.elementID(scope: "S", role: .button, label: nil, position: LayoutPoint(x: 1e300, y: -.infinity),
                                                  isTaken: { _ in false })
        #expect(id == "swiftui.S.button@\(Int.max),\(Int.min)")
    }

    @Test("a root SwiftUI rebuilt from scratch (new root, new views) gives its buttons the ids they had")
    func recreatedRootKeepsIDs() {
        var registry = SwiftUIElementRegistry()
        registry.setScope("Settings", root: "old")
        registry.register(button("a1", y: 40), root: "old")
        registry.register(button("a2", y: 120), root: "old")
        let before = mergeKeepingIDs(&registry, anchors: ["old": "anchor"], into: window())
        registry.removeRoot("old")
        registry.setScope("Settings", root: "new")
        registry.register(button("b1", y: 40), root: "new")
        registry.register(button("b2", y: 120), root: "new")
        let after = mergeKeepingIDs(&registry, anchors: ["new": "anchor"], into: window())
        #expect(Set(before.placements.keys) == ["swiftui.Settings.button@20,40", "swiftui.Settings.button@20,120"])
        #expect(Set(after.placements.keys) == Set(before.placements.keys))
    }

    @Test("a lazy row scrolled out and back in comes back with its id, wherever the list is scrolled to")
    func lazyRowKeepsItsID() {
        var registry = SwiftUIElementRegistry()
        registry.setScope("Feed", root: "r")
        // Row 30 lies at content y 1500; scrolled by 1000 it is drawn at root y 500.
        registry.register(button("row30", y: 500), root: "r")
        let first = mergeKeepingIDs(&registry, into: window(hosted: [lazyStack(offset: 1000)]))
        registry.unregister(key: "row30", root: "r")
        // Scrolled further (1200) and back: SwiftUI made the row anew, drawn at root y 300.
        registry.register(button("row30-again", y: 300), root: "r")
        let second = mergeKeepingIDs(&registry, into: window(hosted: [lazyStack(offset: 1200)]))
        #expect(Array(first.placements.keys) == ["swiftui.Feed.button@20,1500"])
        #expect(Array(second.placements.keys) == Array(first.placements.keys))
    }

    @Test("a button that moves while it lives keeps its id, so focus stays on it")
    func movingButtonKeepsID() {
        var registry = SwiftUIElementRegistry()
        registry.setScope("Player", root: "r")
        registry.register(button("more", y: 40), root: "r")
        _ = mergeKeepingIDs(&registry, into: window())
        registry.moveElement(key: "more", root: "r", to: Rect(x: 20, y: 400, width: 350, height: 44))
        let after = mergeKeepingIDs(&registry, into: window())
        #expect(Array(after.placements.keys) == ["swiftui.Player.button@20,40"])
        #expect(after.placements.values.first?.windowFrame.minY == 491)
    }

    @Test("the label SwiftUI publishes for a button names it")
    func labelFromTheAccessibilityTree() {
        var registry = SwiftUIElementRegistry()
        registry.setScope("Settings", root: "r")
        registry.register(button("save", y: 40), root: "r")
        let published = ViewNode(id: "ax-save", kind: .accessibilityElement, frame: Rect(x: 20, y: 40, width: 350, height: 44),
                                 label: "Save", accessibilityTraits: .button)
        let result = mergeKeepingIDs(&registry, into: window(hosted: [published]))
        #expect(Array(result.placements.keys) == ["swiftui.Settings.Save"])
        #expect(registry.elementID(key: "save", root: "r") == "swiftui.Settings.Save")
    }

    @Test("two roots hosted by the same kind of controller are told apart in tree order, not by SwiftUI's random keys")
    func twoRootsOfOneScope() {
        for (firstKey, secondKey) in [("zzz", "aaa"), ("aaa", "zzz")] {
            var registry = SwiftUIElementRegistry()
            registry.setScope("UIHostingController", root: firstKey)
            registry.setScope("UIHostingController", root: secondKey)
            registry.register(button("x", y: 40), root: firstKey)
            registry.register(button("y", y: 40), root: secondKey)
            let result = mergeKeepingIDs(&registry, anchors: [firstKey: "top", secondKey: "bottom"], into: window(anchors: ["top", "bottom"]))
            #expect(result.placements["swiftui.UIHostingController.button@20,40"]?.rootKey == firstKey)
            #expect(result.placements["swiftui.UIHostingController#2.button@20,40"]?.rootKey == secondKey)
        }
    }

    @Test("two buttons at one place (a ZStack) are one stop; a toggle at the same place gets an id of its own")
    func twoAtOnePlace() {
        var registry = SwiftUIElementRegistry()
        registry.setScope("S", root: "r")
        registry.register(button("under", y: 40), root: "r")
        registry.register(button("over", y: 40), root: "r")
        var toggle = button("switch", y: 40)
        toggle.role = .toggle
        registry.register(toggle, root: "r")
        _ = mergeKeepingIDs(&registry, into: window())
        #expect(registry.elementID(key: "under", root: "r") == "swiftui.S.button@20,40")
        #expect(registry.elementID(key: "over", root: "r") == nil)
        #expect(registry.elementID(key: "switch", root: "r") == "swiftui.S.toggle@20,40")
    }
}
