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

    @Test("the SDK's capture leaves out button and bar titles too unless the app keeps them; an id made from one becomes a serial")
    func controlTitlesDropped() {
        var screen = loginScreen()
        screen.children[0].children.append(ViewNode(id: "UIButton#3/Call Jane Doe", kind: .button,
                                                     frame: Rect(x: 24, y: 500, width: 342, height: 50), label: "Call Jane Doe"))
        let dropped = LayoutCapture.json(root: screen, size: LayoutSize(width: 390, height: 844), name: "Login", controlTitles: .dropped)
        for content in ["Jane", "Sign In", "hunter2"] {
            #expect(!dropped.contains(content), "\(content)")
        }
        #expect(dropped.contains(#""id": "signIn", "kind": "button""#))
        let kept = LayoutCapture.json(root: screen, size: LayoutSize(width: 390, height: 844), name: "Login", controlTitles: .kept)
        #expect(kept.contains(#""label": "Sign In""#) && kept.contains(#""label": "Call Jane Doe""#))
        // The same stops either way: titles take no part in the map.
        let read = LayoutCapture.neutralized(screen, controlTitles: .dropped).root
        #expect(read.children[0].children.count == screen.children[0].children.count)
        #expect(read.children[0].children.allSatisfy { $0.label == nil })
    }

    /// An inbox: rows whose accessibility labels UIKit composed from the messages, a SwiftUI
    /// button whose derived id is its label, an accessibility element named by its label, and the
    /// app's own compose button with an identifier and a title.
    private func inbox() -> ViewNode {
        let rows = [("Jane Doe, Dinner at 8?", "MessageCell#12"), ("Bank, Balance 1,024.00", "Bank, Balance 1,024.00")].enumerated().map { index, row in
            ViewNode(id: row.1, kind: .tableRow, frame: Rect(x: 0, y: Double(index) * 80, width: 390, height: 80),
                     rowPath: RowPath(section: 0, row: index), label: row.0)
        }
        let list = ViewNode(id: "inboxTable", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 600), children: rows,
                            sectionRowCounts: [2])
        let reply = ViewNode(id: "swiftui.InboxView.Reply to Jane", kind: .accessibilityElement,
                             frame: Rect(x: 20, y: 720, width: 170, height: 44), label: "Reply to Jane", accessibilityTraits: [.button])
        let card = ViewNode(id: "UIView#40/Jane's photo", kind: .accessibilityElement, frame: Rect(x: 200, y: 720, width: 170, height: 44),
                            focusOverrides: [.left: "swiftui.InboxView.Reply to Jane"], label: "Jane's photo", accessibilityTraits: [.button])
        let compose = ViewNode(id: "composeButton", kind: .button, frame: Rect(x: 300, y: 40, width: 80, height: 44), label: "Compose")
        let window = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [compose, list, reply, card])
        return ViewNode(id: "GamepadKit.windows", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [window])
    }

    @Test("rows and drawn elements lose their labels and label-made ids; the app's button keeps its id and title")
    func noContentInRowsOrElements() {
        let json = LayoutCapture.json(root: inbox(), size: LayoutSize(width: 390, height: 844), name: "Inbox")
        for content in ["Jane", "Dinner", "Balance", "1,024"] {
            #expect(!json.contains(content), "\(content)")
        }
        #expect(json.contains(#""id": "composeButton", "kind": "button""#))
        #expect(json.contains(#""label": "Compose""#))
        #expect(json.contains(#""id": "inboxTable""#))
        #expect(json.contains(#""id": "MessageCell#12""#) && json.contains(#""id": "row-1""#))
        #expect(json.contains(#""id": "element-1""#) && json.contains(#""id": "element-2""#))
    }

    @Test("ids are renamed the same everywhere: an override names the renamed target")
    func renamedConsistently() {
        let (clean, renamed) = LayoutCapture.neutralized(inbox())
        #expect(renamed["swiftui.InboxView.Reply to Jane"] == "element-1")
        #expect(renamed["UIView#40/Jane's photo"] == "element-2")
        #expect(renamed["composeButton"] == nil && renamed["window"] == nil)
        let card = clean.children[0].children[3]
        #expect(card.focusOverrides == [.left: "element-1"])
        #expect(card.label == nil)
    }

    @Test("a serial never takes an id the screen already uses")
    func serialsAvoidExistingIDs() {
        let root = ViewNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
            ViewNode(id: "element-1", kind: .button, frame: Rect(x: 0, y: 0, width: 50, height: 50)),
            ViewNode(id: "a/Secret", kind: .accessibilityElement, frame: Rect(x: 50, y: 0, width: 50, height: 50), label: "Secret"),
        ])
        #expect(LayoutCapture.neutralized(root).renamed == ["a/Secret": "element-2"])
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
        #expect(JSONText.number(44.333333333333336) == "44.333333333333336")
        #expect(Double(JSONText.number(0.1)) == 0.1)
        #expect(JSONText.number(12) == "12")
    }
}

@Suite("Capture: only ids made from a dropped label are renamed")
struct LabelDerivedIDTests {
    @Test("a badge \"12\" renames neither UIButton#12, UIView#120 nor the app's row_12")
    func badgeKeepsClassAndAppIDs() {
        let root = ViewNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [
            ViewNode(id: "UILabel#3", kind: .label, frame: Rect(x: 0, y: 0, width: 20, height: 20), label: "12"),
            ViewNode(id: "UIButton#12", kind: .button, frame: Rect(x: 0, y: 40, width: 100, height: 44)),
            ViewNode(id: "UIView#120", kind: .view, frame: Rect(x: 0, y: 100, width: 100, height: 44)),
            ViewNode(id: "row_12", kind: .button, frame: Rect(x: 0, y: 160, width: 100, height: 44)),
        ])
        let (clean, renamed) = LayoutCapture.neutralized(root)
        #expect(renamed.isEmpty)
        #expect(clean.children.map(\.id) == ["UILabel#3", "UIButton#12", "UIView#120", "row_12"])
    }

    @Test("a running app's dump that named a row and a label by their text has those ids renamed, with their uniqueness suffix and cut")
    func dumpNamesByLabel() {
        let long = String(repeating: "Meeting notes from Tuesday ", count: 4)
        let root = ViewNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [
            ViewNode(id: "Hello Jane", kind: .label, frame: Rect(x: 0, y: 0, width: 200, height: 20), label: "Hello Jane"),
            ViewNode(id: "Hello Jane 2", kind: .label, frame: Rect(x: 0, y: 20, width: 200, height: 20), label: "Hello Jane"),
            ViewNode(id: String(long.prefix(80)) + "…", kind: .tableRow, frame: Rect(x: 0, y: 40, width: 390, height: 80), label: long),
            ViewNode(id: "Save", kind: .button, frame: Rect(x: 0, y: 200, width: 100, height: 44), label: "Save"),
        ])
        let renamed = LayoutCapture.neutralized(root).renamed
        #expect(renamed["Hello Jane"] == "text-1")
        #expect(renamed["Hello Jane 2"] == "text-2")
        #expect(renamed[String(long.prefix(80)) + "…"] == "row-1")
        #expect(renamed["Save"] == nil)  // a button's title is kept, and so is an id made of it
    }

    @Test("an id whose segment after the container is a dropped label is renamed; a label inside a longer segment is not")
    func segments() {
        let dropped: Set<String> = ["Jane", "Dinner at 8?"]
        #expect(LabelDerivedID.namesLabel("UIView#40/Jane", droppedLabels: dropped))
        #expect(LabelDerivedID.namesLabel("list/Dinner at 8? 3", droppedLabels: dropped))
        #expect(!LabelDerivedID.namesLabel("JaneProfileButton", droppedLabels: dropped))
        #expect(!LabelDerivedID.namesLabel("UIView#40/Janet", droppedLabels: dropped))
    }

    @Test("ten thousand ids and ten thousand dropped labels are checked in one pass each")
    func manyIDsAndLabels() {
        let labels = Set((0..<10_000).map { "message \($0) text" })
        let ids = (0..<10_000).map { "MessageCell#\($0)" }
        #expect(ids.allSatisfy { !LabelDerivedID.namesLabel($0, droppedLabels: labels) })
    }
}
