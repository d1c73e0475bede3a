import Testing
@testable import GamepadKitCore

@Suite("FocusScanner: what can take focus and where it is")
struct ScannerRoleTests {
    @Test("labels, images, plain views, stacks and scroll views are not focusable")
    func contentIsNotFocusable() {
        let frame = Rect(x: 20, y: 100, width: 200, height: 40)
        let kinds: [ViewKind] = [.label, .image, .view, .stack, .scroll]
        let views = kinds.map { ViewNode(id: $0.rawValue, kind: $0, frame: frame) }
        #expect(candidateIDs(window(views)).isEmpty)
    }

    @Test("every control and text input kind is focusable")
    func controlsAreFocusable() {
        let kinds: [ViewKind] = [.button, .switch, .slider, .stepper, .segmented, .datePicker, .pageControl, .colorWell,
                                 .control, .textField, .textView, .searchBar, .tabBarItem, .barButton, .alertAction, .custom]
        let views = kinds.enumerated().map { index, kind in
            ViewNode(id: kind.rawValue, kind: kind, frame: Rect(x: 20, y: Double(index) * 50, width: 200, height: 40))
        }
        #expect(candidateIDs(window(views)) == kinds.map(\.rawValue))
    }

    @Test("a plain view the app marks focusable is a candidate")
    func markedViewIsFocusable() {
        var card = ViewNode(id: "card", kind: .view, frame: Rect(x: 16, y: 160, width: 171, height: 120))
        card.focusableOverride = true
        var caption = ViewNode(id: "caption", kind: .label, frame: Rect(x: 16, y: 300, width: 171, height: 20))
        caption.focusableOverride = true
        #expect(candidateIDs(window([card, caption])) == ["card", "caption"])
    }

    @Test("a button the app marks not focusable is not a candidate")
    func overrideRemovesButton() {
        var decorative = button("decorative")
        decorative.focusableOverride = false
        #expect(candidateIDs(window([decorative, button("real", y: 200)])) == ["real"])
    }

    @Test("the buttons inside a view the app marks not focusable are still found")
    func overrideFalseKeepsChildren() {
        var panel = ViewNode(id: "panel", kind: .custom, frame: Rect(x: 0, y: 100, width: 390, height: 200), children: [button("inner", y: 20)])
        panel.focusableOverride = false
        #expect(candidateIDs(window([panel])) == ["inner"])
    }

    @Test("the label inside a button is never a candidate, even when marked")
    func buttonLabel() {
        var title = ViewNode(id: "title", kind: .label, frame: Rect(x: 10, y: 10, width: 80, height: 24))
        title.focusableOverride = true
        var save = button("save")
        save.children = [title]
        #expect(candidateIDs(window([save])) == ["save"])
    }

    @Test("a switch inside a focusable card is part of the card, not a candidate of its own")
    func switchInsideCard() {
        var card = ViewNode(id: "card", kind: .view, frame: Rect(x: 16, y: 160, width: 358, height: 80),
                            children: [ViewNode(id: "toggle", kind: .switch, frame: Rect(x: 290, y: 24, width: 51, height: 31))])
        card.focusableOverride = true
        #expect(candidateIDs(window([card])) == ["card"])
    }

    @Test("a table is a container, not a candidate, even when marked focusable")
    func tableIsNeverCandidate() {
        var table = ViewNode(id: "table", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 300), sectionRowCounts: [0])
        table.focusableOverride = true
        #expect(candidateIDs(window([table])).isEmpty)
    }

    @Test("nested origins add up and a scroll view's content offset moves its children")
    func nestedOffsets() {
        // window → container at (10, 50) → scroll at (5, 100) scrolled to (0, 40) → stack at (20, 60) → button at (7, 3)
        let stack = ViewNode(id: "stack", kind: .stack, frame: Rect(x: 20, y: 60, width: 300, height: 100),
                             children: [button("target", x: 7, y: 3, width: 80, height: 30)])
        let scroll = ViewNode(id: "scroll", kind: .scroll, frame: Rect(x: 5, y: 100, width: 370, height: 500),
                              children: [stack], contentOffset: LayoutPoint(x: 0, y: 40))
        let container = ViewNode(id: "container", kind: .view, frame: Rect(x: 10, y: 50, width: 380, height: 700), children: [scroll])
        let snapshot = FocusScanner().scan(window([container]), bounds: phoneScreen)
        // x: 10 + 5 + 20 + 7 = 42; y: 50 + 100 - 40 + 60 + 3 = 173
        #expect(snapshot.candidates.map(\.frame) == [Rect(x: 42, y: 173, width: 80, height: 30)])
    }

    @Test("a horizontal content offset moves children left")
    func horizontalOffset() {
        let pager = ViewNode(id: "pager", kind: .scroll, frame: Rect(x: 0, y: 200, width: 390, height: 100),
                             children: [button("page1", x: 20, y: 10), button("page2", x: 410, y: 10)],
                             contentOffset: LayoutPoint(x: 390, y: 0))
        let snapshot = FocusScanner().scan(window([pager]), bounds: phoneScreen)
        // page1 is scrolled out to the left: still a candidate, at its place in the content.
        #expect(snapshot.candidates.map(\.id) == ["page1", "page2"])
        #expect(snapshot.candidates.map(\.frame) == [Rect(x: -370, y: 210, width: 100, height: 44), Rect(x: 20, y: 210, width: 100, height: 44)])
        #expect(snapshot.candidates.map(\.needsScroll) == [true, false])
    }

    @Test("the root's own origin counts: a window lower on the screen moves everything down")
    func rootOrigin() {
        let sheetWindow = ViewNode(id: "sheetWindow", kind: .view, frame: Rect(x: 0, y: 400, width: 390, height: 444), children: [button("b", x: 10, y: 10)])
        let snapshot = FocusScanner().scan(sheetWindow, bounds: phoneScreen)
        #expect(snapshot.candidates.first?.frame == Rect(x: 10, y: 410, width: 100, height: 44))
    }

    @Test("a candidate copies its kind, corner radius, explicit neighbours and label, and is numbered first drawn")
    func copiesDetails() {
        var save = button("save")
        save.cornerRadius = 12
        save.focusOverrides = [.down: "cancel", .left: "back"]
        save.label = "Save"
        let candidate = FocusScanner().scan(window([save]), bounds: phoneScreen).candidates.first
        #expect(candidate == FocusCandidate(id: "save", kind: .button, frame: Rect(x: 20, y: 100, width: 100, height: 44),
                                            cornerRadius: 12, focusOverrides: [.down: "cancel", .left: "back"], label: "Save", drawOrder: 1))
    }

    @Test("a button in a scroll view names the scroll view; in nested scroll views the nearest; outside none")
    func scrollContainers() {
        let innerScroll = ViewNode(id: "carousel", kind: .scroll, frame: Rect(x: 0, y: 300, width: 390, height: 100),
                                   children: [button("inCarousel", x: 10, y: 10)])
        let outerScroll = ViewNode(id: "page", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 600),
                                   children: [button("inPage", x: 10, y: 10), innerScroll])
        let snapshot = FocusScanner().scan(window([outerScroll, button("fixed", y: 750)]), bounds: phoneScreen)
        let containers = snapshot.candidates.map { "\($0.id)→\($0.scrollContainerID ?? "none")" }
        #expect(containers == ["inPage→page", "inCarousel→carousel", "fixed→none"])
    }
}
