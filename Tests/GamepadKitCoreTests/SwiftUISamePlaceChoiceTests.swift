import Testing
@testable import GamepadKitCore

@Suite("SwiftUI merge: of two controls at one place, the one kept is the one a user can use")
struct SwiftUISamePlaceChoiceTests {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    static func button(_ key: String, label: String, enabled: Bool = true) -> SwiftUIElementRegistration {
        SwiftUIElementRegistration(key: key, explicitID: nil, role: .button, frame: Rect(x: 20, y: 40, width: 350, height: 44),
                                   label: label, isEnabled: enabled, isDefaultFocus: false, sectionKey: nil, scrollContainer: .unknown)
    }

    static func window() -> ViewNode {
        let anchor = ViewNode(id: "anchor", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 753), isInteractive: false)
        let hosting = ViewNode(id: "hosting", kind: .view, frame: Rect(x: 0, y: 91, width: 390, height: 753), children: [anchor])
        let window = ViewNode(id: "window", kind: .view, frame: screen, children: [hosting])
        return ViewNode(id: "GamepadKit.windows", kind: .view, frame: screen, children: [window])
    }

    /// The label of the one stop at the place, after the registry saw `registrations` in order.
    static func keptKey(_ registry: SwiftUIElementRegistry) -> String? {
        let result = SwiftUISceneMerge(assistiveTechnologyIsRunning: false).merge(registry, anchors: ["r": "anchor"], into: window())
        #expect(result.placements.count == 1)
        return result.placements.values.first?.key
    }

    static func registry(_ registrations: [SwiftUIElementRegistration]) -> SwiftUIElementRegistry {
        var registry = SwiftUIElementRegistry()
        registry.setScope("Player", root: "r")
        for item in registrations { registry.register(item, root: "r") }
        return registry
    }

    @Test("a disabled placeholder registered under the live button: the live button is the stop")
    func enabledWins() {
        let registry = Self.registry([Self.button("placeholder", label: "Buy", enabled: false), Self.button("live", label: "Buy")])
        #expect(Self.keptKey(registry) == "live")
    }

    @Test("two enabled controls at one place that never changed: the first registered is kept, as before")
    func firstWhenNothingChanged() {
        let registry = Self.registry([Self.button("play", label: "Play"), Self.button("pause", label: "Pause")])
        #expect(Self.keptKey(registry) == "play")
    }

    @Test("play and pause at one place, pause enabled when playback starts: pause, which changed last, is the stop")
    func changedLastWins() {
        var registry = Self.registry([Self.button("play", label: "Play"), Self.button("pause", label: "Pause", enabled: false)])
        #expect(Self.keptKey(registry) == "play")
        registry.register(Self.button("play", label: "Play", enabled: false), root: "r")
        registry.register(Self.button("pause", label: "Pause"), root: "r")
        #expect(Self.keptKey(registry) == "pause")
        // Playback stops: play is enabled again and is the stop again.
        registry.register(Self.button("pause", label: "Pause", enabled: false), root: "r")
        registry.register(Self.button("play", label: "Play"), root: "r")
        #expect(Self.keptKey(registry) == "play")
    }

    @Test("both enabled, the one whose label changed last is kept")
    func labelChangeCounts() {
        var registry = Self.registry([Self.button("a", label: "Follow"), Self.button("b", label: "Follow")])
        registry.register(Self.button("b", label: "Following"), root: "r")
        #expect(Self.keptKey(registry) == "b")
        #expect(registry.lastChanges(of: "r")["a"] == 0)
    }

    @Test("a move alone is no change of state: the first registered stays the stop")
    func moveIsNoChange() {
        var registry = Self.registry([Self.button("a", label: "Go"), Self.button("b", label: "Go")])
        var moved = Self.button("b", label: "Go")
        moved.frame = Rect(x: 20, y: 40.2, width: 350, height: 44)
        registry.register(moved, root: "r")
        #expect(Self.keptKey(registry) == "a")
    }
}
