import Testing
@testable import GamepadKitCore

/// Screens that mix UIKit controls with elements read from the accessibility tree.
@Suite("Accessibility elements on a screen")
struct AccessibilityScreenTests {
    /// A SwiftUI-like hosting view at y 100 holding a title, a toggle, a rating slider and a
    /// button, and a text field that is a real `UITextField` subview (published by the host too).
    static func hostingView() -> ViewNode {
        let field = ViewNode(id: "nameField", kind: .textField, frame: Rect(x: 20, y: 240, width: 350, height: 44))
        let elements = [
            ViewNode(id: "host/Settings", kind: .accessibilityElement, frame: Rect(x: 20, y: 0, width: 350, height: 40),
                     label: "Settings", accessibilityTraits: .header),
            ViewNode(id: "host/Wi-Fi", kind: .accessibilityElement, frame: Rect(x: 20, y: 60, width: 350, height: 44),
                     label: "Wi-Fi", accessibilityTraits: [.button, .toggleButton]),
            ViewNode(id: "host/Volume", kind: .accessibilityElement, frame: Rect(x: 20, y: 120, width: 350, height: 44),
                     label: "Volume", accessibilityTraits: .adjustable),
            ViewNode(id: "host/Save", kind: .accessibilityElement, frame: Rect(x: 20, y: 180, width: 350, height: 44),
                     label: "Save", accessibilityTraits: .button),
            // The host also publishes its text field: the same place as the UITextField.
            ViewNode(id: "host/Name", kind: .accessibilityElement, frame: Rect(x: 20, y: 240, width: 350, height: 44),
                     label: "Name", accessibilityTraits: .searchField),
        ]
        let children = [field] + AccessibilityRules.withoutDuplicates(of: elements, beside: [field])
        return ViewNode(id: "host", kind: .view, frame: Rect(x: 0, y: 100, width: 390, height: 400), children: children)
    }

    /// The hosting view under a UIKit back button and above a UIKit "Done" button.
    static func mixedScreen() -> FocusSnapshot {
        let back = ViewNode(id: "back", kind: .button, frame: Rect(x: 20, y: 50, width: 80, height: 44))
        let done = ViewNode(id: "done", kind: .button, frame: Rect(x: 20, y: 700, width: 350, height: 44))
        return FocusScanner().scan(window([back, hostingView(), done]), bounds: phoneScreen)
    }

    @Test("the host's copy of a UIKit text field is dropped: the field is one stop, with its UIKit handling")
    func noElementCountedTwice() {
        let snapshot = Self.mixedScreen()
        #expect(snapshot.candidates.map(\.id) == ["back", "nameField", "host/Wi-Fi", "host/Volume", "host/Save", "done"])
        #expect(snapshot.candidate(id: "nameField")?.kind == .textField)
        #expect(snapshot.candidate(id: "host/Wi-Fi")?.frame == Rect(x: 20, y: 160, width: 350, height: 44))
    }

    @Test("down from the UIKit back button walks the SwiftUI elements and ends on the UIKit Done button")
    func navigateTogether() {
        var engine = FocusEngine()
        _ = engine.update(Self.mixedScreen())
        _ = engine.handle(.moveDown)  // wakes on "back"
        var visited = [engine.focusedID]
        for _ in 0..<5 {
            _ = engine.handle(.moveDown)
            visited.append(engine.focusedID)
        }
        #expect(visited == ["back", "host/Wi-Fi", "host/Volume", "host/Save", "nameField", "done"])
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "nameField")
    }

    @Test("A on the adjustable element enters adjust mode: left and right step it, up is ignored, B leaves")
    func adjustMode() {
        var engine = FocusEngine()
        _ = engine.update(Self.mixedScreen())
        _ = engine.focus(id: "host/Volume")
        _ = engine.handle(.moveDown)  // wakes and shows the volume
        #expect(engine.handle(.activate) == [.beginAdjusting(id: "host/Volume")])
        #expect(engine.mode == .adjusting(id: "host/Volume"))
        #expect(engine.handle(.moveRight) == [.adjust(id: "host/Volume", steps: 1)])
        #expect(engine.handle(.moveLeft) == [.adjust(id: "host/Volume", steps: -1)])
        #expect(engine.handle(.moveUp) == [])
        #expect(engine.focusedID == "host/Volume")
        #expect(engine.handle(.back) == [.endAdjusting(id: "host/Volume")])
        #expect(engine.mode == .navigating)
    }

    @Test("A presses a button element and toggles a toggle element; B goes back as on any screen")
    func pressToggleAndBack() {
        var engine = FocusEngine()
        var snapshot = Self.mixedScreen()
        snapshot.context.canPop = true
        _ = engine.update(snapshot)
        _ = engine.focus(id: "host/Wi-Fi")
        _ = engine.handle(.moveDown)
        #expect(engine.handle(.activate) == [.activate(id: "host/Wi-Fi", interaction: .toggle)])
        _ = engine.handle(.moveDown)
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "host/Save")
        #expect(engine.handle(.activate) == [.activate(id: "host/Save", interaction: .press)])
        #expect(engine.handle(.back) == [.pop])
    }

    @Test("a toggle's element read again after a rebuild keeps focus by its label")
    func focusSurvivesReread() {
        var engine = FocusEngine()
        _ = engine.update(Self.mixedScreen())
        _ = engine.focus(id: "host/Wi-Fi")
        _ = engine.handle(.moveDown)
        // The rebuild reads the tree again: the toggle is now selected, the same id.
        var host = Self.hostingView()
        host.children[1].accessibilityTraits.insert(.selected)
        let snapshot = FocusScanner().scan(window([host]), bounds: phoneScreen)
        #expect(engine.update(snapshot) == [])
        #expect(engine.focusedID == "host/Wi-Fi")
    }

    @Test("an element that only overlaps a control a little is kept; one mostly over it is dropped")
    func duplicateThreshold() {
        let toggle = ViewNode(id: "switch", kind: .switch, frame: Rect(x: 300, y: 10, width: 51, height: 31))
        let row = ViewNode(id: "row", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 50), children: [toggle])
        let wholeRow = ViewNode(id: "e1", kind: .accessibilityElement, frame: Rect(x: 0, y: 0, width: 390, height: 50),
                                accessibilityTraits: .button)
        let neighbour = ViewNode(id: "e2", kind: .accessibilityElement, frame: Rect(x: 200, y: 10, width: 110, height: 31),
                                 accessibilityTraits: .button)
        let below = ViewNode(id: "e3", kind: .accessibilityElement, frame: Rect(x: 300, y: 60, width: 51, height: 31),
                             accessibilityTraits: .button)
        let kept = AccessibilityRules.withoutDuplicates(of: [wholeRow, neighbour, below], beside: [row])
        #expect(kept.map(\.id) == ["e2", "e3"])
    }

    @Test("a hidden control and a scrolled-away control are placed where they are: hidden ones hold no duplicate")
    func duplicateGeometry() {
        var hidden = ViewNode(id: "hidden", kind: .button, frame: Rect(x: 0, y: 0, width: 100, height: 44))
        hidden.isHidden = true
        let inner = ViewNode(id: "inner", kind: .button, frame: Rect(x: 0, y: 300, width: 100, height: 44))
        let scroll = ViewNode(id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 300),
                              children: [inner], contentOffset: LayoutPoint(x: 0, y: 250))
        let overHidden = ViewNode(id: "a", kind: .accessibilityElement, frame: Rect(x: 0, y: 0, width: 100, height: 44),
                                  accessibilityTraits: .button)
        // inner sits at 100 + 300 - 250 = 150 in the container.
        let overInner = ViewNode(id: "b", kind: .accessibilityElement, frame: Rect(x: 0, y: 150, width: 100, height: 44),
                                 accessibilityTraits: .button)
        let kept = AccessibilityRules.withoutDuplicates(of: [overHidden, overInner], beside: [hidden, scroll])
        #expect(kept.map(\.id) == ["a"])
    }

    @Test("a custom view that is itself a button element but holds a switch is not a stop: the switch is, as beside a text element")
    func elementViewWithAControlIsSearched() {
        let inner = ViewNode(id: "innerSwitch", kind: .switch, frame: Rect(x: 300, y: 10, width: 51, height: 31))
        let card = ViewNode(id: "card", kind: .accessibilityElement, frame: Rect(x: 0, y: 100, width: 390, height: 60),
                            children: [inner], label: "Alarm", accessibilityTraits: .button)
        let caption = ViewNode(id: "caption", kind: .accessibilityElement, frame: Rect(x: 0, y: 200, width: 390, height: 60),
                               children: [ViewNode(id: "captionSwitch", kind: .switch, frame: Rect(x: 300, y: 10, width: 51, height: 31))],
                               label: "Caption", accessibilityTraits: .staticText)
        #expect(candidateIDs(window([card, caption])) == ["innerSwitch", "captionSwitch"])
    }
}
