import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("Running app dumps, hostile")
struct RunningAppHostileTests {
    private func load(_ text: String) throws -> LayoutScene? {
        try RunningAppFormat.scene(from: Data(text.utf8), file: "dump", name: "dump")
    }

    @Test("a debugDescription nested hundreds deep is refused with the line, not a crash")
    func deepDebugDescription() {
        var text = "Element subtree:\n →Application, 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n"
        for depth in 1...600 {
            text += String(repeating: " ", count: 2 + depth * 2) + "Other, 0x2, {{0.0, 0.0}, {10.0, 10.0}}\n"
        }
        let error = interchangeError { _ = try load(text) }
        #expect(error?.message.contains("nest deeper than") == true)
    }

    @Test("a recursiveDescription nested hundreds deep is refused with the line, not a crash")
    func deepRecursiveDescription() {
        var text = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"
        for depth in 1...600 {
            text += String(repeating: "   | ", count: depth) + "<UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>\n"
        }
        let error = interchangeError { _ = try load(text) }
        #expect(error?.message.contains("nest deeper than") == true)
    }

    @Test("a JSON page source nested hundreds deep is refused, not a crash")
    func deepJSON() {
        var text = ""
        for _ in 0..<2_000 { text += #"{"type": "Other", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": ["# }
        text += #"{"type": "Button"}"#
        for _ in 0..<2_000 { text += "]}" }
        #expect(interchangeError { _ = try load(text) } != nil)
    }

    @Test("frames that are not finite numbers count as no frame")
    func notFinite() {
        let error = interchangeError {
            _ = try load("<UIWindow: 0x1; frame = (nan 0; inf 844); layer = <UIWindowLayer: 0x2>>\n   | <UIButton: 0x3; frame = (1e999 0; 10 10)>")
        }
        #expect(error?.message.contains("no frames") == true)
    }

    @Test("odd fields are ignored: a trait mask too large, unbalanced quotes and brackets")
    func oddFields() throws {
        let text = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'It's {odd'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x3, traits: 999999999999999999999999, {{10.0, 10.0}, {100.0, 44.0}}, label: 'a, b', identifier: '<x'
        """
        let scene = try #require(try load(text))
        let candidates = FocusScanner().scan(scene.root, bounds: scene.bounds).candidates
        #expect(candidates.map(\.id) == ["<x"])
    }

    @Test("text that is no dump is not taken for one")
    func notADump() throws {
        #expect(try load("hello, world") == nil)
        #expect(try load("{\"name\": \"x\"}") == nil)
        #expect(try load("<html><body>frame</body></html>") == nil)
    }
}
