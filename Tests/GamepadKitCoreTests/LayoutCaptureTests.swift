import Testing
@testable import GamepadKitCore

@Suite("Screen capture")
struct LayoutCaptureTests {
    private func loginScreen() -> ViewNode {
        ViewNode(id: "GamepadKit.windows", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [
            ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [
                ViewNode(id: "email", kind: .textField, frame: Rect(x: 24, y: 140, width: 342, height: 44), label: "jane@example.com"),
                ViewNode(id: "password", kind: .textField, frame: Rect(x: 24, y: 200, width: 342, height: 44), label: "hunter2"),
                ViewNode(id: "notes", kind: .textView, frame: Rect(x: 24, y: 260, width: 342, height: 100), label: "my secret notes"),
                ViewNode(id: "greeting", kind: .label, frame: Rect(x: 24, y: 80, width: 342, height: 30), label: "Hello Jane"),
                ViewNode(id: "find", kind: .accessibilityElement, frame: Rect(x: 24, y: 380, width: 342, height: 36),
                         label: "pizza near me", accessibilityTraits: [.searchField]),
                ViewNode(id: "signIn", kind: .button, frame: Rect(x: 24, y: 440, width: 342, height: 50), label: "Sign In"),
            ]),
        ])
    }

    @Test("a capture of a login screen carries none of what the user typed, and keeps the button's title")
    func noTypedText() {
        let json = LayoutCapture.json(root: loginScreen(), size: LayoutSize(width: 390, height: 844), name: "Login")
        for typed in ["jane@example.com", "hunter2", "my secret notes", "Hello Jane", "pizza near me"] {
            #expect(!json.contains(typed), "\(typed)")
        }
        #expect(json.contains(#""label": "Sign In""#))
        #expect(json.contains(#""id": "password", "kind": "textField""#))
    }

    @Test("a view called like the screen itself, or two views with one id, get ids the reader accepts")
    func reservedAndDuplicateIDs() {
        let root = ViewNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
            ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
            ViewNode(id: "ok", kind: .button, frame: Rect(x: 0, y: 0, width: 50, height: 50)),
            ViewNode(id: "ok", kind: .button, frame: Rect(x: 50, y: 0, width: 50, height: 50)),
        ])
        let json = LayoutCapture.json(root: root, size: LayoutSize(width: 100, height: 100), name: "Ids")
        #expect(json.contains(#""id": "window #2""#))
        #expect(json.contains(#""id": "ok #2""#))
    }

    @Test("values no reader accepts are made acceptable: infinite frames, alpha above 1, negative sizes")
    func hostileValues() {
        let root = ViewNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
            ViewNode(id: "odd", kind: .button, frame: Rect(x: .infinity, y: .nan, width: -5, height: 10), alpha: 3),
        ])
        let json = LayoutCapture.json(root: root, size: LayoutSize(width: 100, height: 100), name: "Odd")
        #expect(json.contains(#""frame": [0, 0, 0, 10]"#))
        #expect(!json.contains("alpha"))
        #expect(!json.contains("inf") && !json.contains("nan"))
    }

    @Test("numbers read back to the same value")
    func numbers() {
        #expect(LayoutCapture.number(44.333333333333336) == "44.333333333333336")
        #expect(Double(LayoutCapture.number(0.1)) == 0.1)
        #expect(LayoutCapture.number(12) == "12")
    }
}
