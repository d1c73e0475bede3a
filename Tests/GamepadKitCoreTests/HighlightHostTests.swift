import Testing
@testable import GamepadKitCore

@Suite("Which window draws the highlight")
struct HighlightHostTests {
    @Test("a button of a banner window above the key window is ringed in the banner window")
    func bannerWindow() {
        #expect(HighlightHost.window(elementWindow: 2, keyWindow: 0, windowCount: 3) == 2)
    }

    @Test("an element whose window is unknown or not chosen is ringed in the key window")
    func unknownWindow() {
        #expect(HighlightHost.window(elementWindow: nil, keyWindow: 1, windowCount: 3) == 1)
        #expect(HighlightHost.window(elementWindow: 5, keyWindow: 1, windowCount: 3) == 1)
    }

    @Test("a floating window at (40, 300): its button at (50, 320) in the scene is at (10, 20) in the window")
    func frameInWindow() {
        let window = Rect(x: 40, y: 300, width: 300, height: 200)
        #expect(HighlightHost.frame(Rect(x: 50, y: 320, width: 80, height: 44), inWindowAt: window)
                == Rect(x: 10, y: 20, width: 80, height: 44))
    }

    @Test("a window not at the origin: its subviews are found where they are on screen, and can be reached from the key window's")
    func scanOfWindowNotAtOrigin() {
        let keyButton = ViewNode(id: "Play", kind: .button, frame: Rect(x: 20, y: 100, width: 120, height: 44))
        let key = ViewNode(id: "Key", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [keyButton])
        let bannerButton = ViewNode(id: "Dismiss", kind: .button, frame: Rect(x: 300, y: 10, width: 60, height: 40))
        let banner = ViewNode(id: "Banner", kind: .view, frame: Rect(x: 0, y: 700, width: 390, height: 80),
                              children: [bannerButton])
        let root = ViewNode(id: "GamepadKit.windows", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844),
                            children: [key, banner])
        let snapshot = FocusScanner().scan(root, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(snapshot.candidate(id: "Dismiss")?.frame == Rect(x: 300, y: 710, width: 60, height: 40))
        #expect(HighlightHost.frame(Rect(x: 300, y: 710, width: 60, height: 40), inWindowAt: banner.frame)
                == bannerButton.frame)
    }
}
