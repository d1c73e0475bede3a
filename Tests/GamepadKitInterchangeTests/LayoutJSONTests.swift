import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The error decoding `json` throws.
func layoutError(_ json: String, file: String? = "home.json") -> InterchangeError? {
    interchangeError { _ = try LayoutJSON.decode(Data(json.utf8), file: file) }
}

/// A layout of one screen holding `views` (JSON text of the nodes).
func layout(_ views: String) -> String {
    #"{"size": [390, 844], "views": [\#(views)]}"#
}

@Suite("Layout JSON")
struct LayoutJSONTests {
    @Test("a layout decodes into a window root of its size holding its views, with every optional field")
    func decodesEverything() throws {
        let json = """
        {"name": "Home", "size": [390, 844], "views": [
          {"id": "feed", "kind": "scroll", "frame": [0, 100, 390, 600], "clips": true, "contentOffset": [0, 250], "children": [
            {"id": "card", "kind": "view", "frame": [16, 300, 358, 120], "focusable": true, "cornerRadius": 12.5, "label": "Today",
             "next": {"down": "save", "up": "back"}}
          ]},
          {"id": "list", "kind": "table", "frame": [0, 700, 390, 100], "sections": [3, 0, 7], "children": [
            {"id": "cell", "kind": "tableRow", "frame": [0, 0, 390, 44], "row": [2, 5]}
          ]},
          {"id": "alert", "kind": "view", "frame": [40, 300, 310, 200], "modal": true, "hidden": true, "alpha": 0.5,
           "enabled": false, "interactive": false}
        ]}
        """
        let scene = try LayoutJSON.decode(Data(json.utf8))
        var card = ViewNode(id: "card", kind: .view, frame: Rect(x: 16, y: 300, width: 358, height: 120))
        card.focusableOverride = true
        card.cornerRadius = 12.5
        card.label = "Today"
        card.focusOverrides = [.down: "save", .up: "back"]
        let feed = ViewNode(id: "feed", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 600), children: [card],
                            clipsToBounds: true, contentOffset: LayoutPoint(x: 0, y: 250))
        let list = ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 700, width: 390, height: 100),
                            children: [ViewNode(id: "cell", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44), rowPath: RowPath(section: 2, row: 5))],
                            sectionRowCounts: [3, 0, 7])
        let alert = ViewNode(id: "alert", kind: .view, frame: Rect(x: 40, y: 300, width: 310, height: 200), isHidden: true, alpha: 0.5,
                             isEnabled: false, isInteractive: false, isModalScope: true)
        #expect(scene == LayoutScene(name: "Home", bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                     root: ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [feed, list, alert])))
    }

    @Test("a scroll view's content offset from JSON moves its children on screen")
    func contentOffsetScans() throws {
        let scene = try LayoutJSON.decode(Data(layout("""
        {"id": "feed", "kind": "scroll", "frame": [0, 100, 390, 600], "contentOffset": [0, 250], "children": [
          {"id": "top", "kind": "button", "frame": [16, 50, 100, 44]},
          {"id": "lower", "kind": "button", "frame": [16, 400, 100, 44]}
        ]}
        """).utf8))
        let candidates = FocusScanner().scan(scene.root, bounds: scene.bounds).candidates
        // "top" is scrolled out above the viewport: a candidate that needs a scroll.
        #expect(candidates.map(\.id) == ["top", "lower"])
        #expect(candidates.map(\.frame) == [Rect(x: 16, y: -100, width: 100, height: 44), Rect(x: 16, y: 250, width: 100, height: 44)])
        #expect(candidates.map(\.needsScroll) == [true, false])
    }

    @Test("without a name the scene is named after the file, or 'layout'")
    func defaultName() throws {
        let json = Data(layout("").utf8)
        #expect(try LayoutJSON.decode(json, file: "/tmp/screens/Checkout.json").name == "Checkout")
        #expect(try LayoutJSON.decode(json).name == "layout")
    }

    @Test("an unknown kind names the node's path and lists the accepted kinds")
    func unknownKind() {
        let error = layoutError(layout("""
        {"id": "bar", "kind": "view", "frame": [0, 0, 390, 96], "children": [
          {"id": "a", "kind": "label", "frame": [0, 0, 10, 10]},
          {"id": "b", "kind": "label", "frame": [0, 0, 10, 10]},
          {"id": "c", "kind": "buton", "frame": [0, 0, 10, 10]}
        ]}
        """))
        #expect(error?.file == "home.json")
        #expect(error?.location == "views[0].children[2]")
        #expect(error?.message == "unknown kind 'buton'; accepted kinds: " + ViewKind.allCases.map(\.rawValue).joined(separator: ", "))
        #expect(error?.message.contains("button, switch, slider") == true)
    }

    @Test("a missing, short, non-numeric or negative frame names the node and the problem")
    func badFrames() {
        #expect(layoutError(layout(#"{"id": "a", "kind": "button"}"#))
                == InterchangeError(file: "home.json", location: "views[0]", message: "missing frame; expected \"frame\": [x, y, width, height]"))
        #expect(layoutError(layout(#"{"id": "a", "kind": "button", "frame": [0, 0, 10]}"#))?.message
                == "frame must hold 4 numbers [x, y, width, height]; found 3")
        #expect(layoutError(layout(#"{"id": "a", "kind": "button", "frame": [0, "0", 10, 10]}"#))?.message
                == "frame must hold 4 numbers [x, y, width, height]; item 1 is a string")
        #expect(layoutError(layout(#"{"id": "a", "kind": "button", "frame": "0 0 10 10"}"#))?.message
                == "frame must be [x, y, width, height]; found a string")
        #expect(layoutError(layout(#"{"id": "a", "kind": "button", "frame": [0, 0, -10, 10]}"#))?.message
                == "frame has a negative width (-10)")
        #expect(layoutError(layout(#"{"id": "a", "kind": "button", "frame": [0, 0, 10, -0.5]}"#))?.message
                == "frame has a negative height (-0.5)")
    }

    @Test("NaN and infinite numbers are refused with the node's path")
    func nonFiniteNumbers() {
        let nan = layoutError(layout(#"{"id": "a", "kind": "view", "frame": [0, 0, 10, 10], "children": [{"id": "b", "kind": "button", "frame": [NaN, 0, 10, 10]}]}"#))
        #expect(nan == InterchangeError(file: "home.json", location: "views[0].children[0]", message: "frame has a value that is not a finite number (nan)"))
        let huge = layoutError(layout(#"{"id": "a", "kind": "button", "frame": [0, 1e400, 10, 10]}"#))
        #expect(huge?.location == "views[0]")
        #expect(huge?.message == "frame has a value that is not a finite number (inf)")
        let offset = layoutError(layout(#"{"id": "a", "kind": "scroll", "frame": [0, 0, 10, 10], "contentOffset": [-Infinity, 0]}"#))
        #expect(offset?.message == "contentOffset has a value that is not a finite number (-inf)")
    }

    @Test("views nested more than a hundred deep are refused with the path of the first one too deep")
    func deepNesting() {
        var json = ""
        for level in 0..<150 { json += #"{"id": "v\#(level)", "kind": "view", "frame": [0, 0, 10, 10], "children": ["# }
        json += String(repeating: "]}", count: 150)
        let error = layoutError(layout(json))
        #expect(error?.location == "views[0]" + String(repeating: ".children[0]", count: 100))
        #expect(error?.message == "views nest deeper than 100 levels")
    }

    @Test("arrays nested thousands deep are a syntax error, not a crash")
    func hostileNesting() {
        let error = layoutError(String(repeating: "[", count: 100_000))
        #expect(error?.location == "line 1, column 513")
        #expect(error?.message == "malformed JSON: arrays and objects nest deeper than 512 levels")
    }

    @Test("a complete document of arrays nested thousands deep is refused at the first one too deep")
    func hostileClosedArrays() {
        let json = String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000)
        let error = interchangeError { _ = try LayoutJSON.decode(Data(json.utf8), file: "deep.json") }
        #expect(error == InterchangeError(file: "deep.json", location: "line 1, column 513",
                                          message: "malformed JSON: arrays and objects nest deeper than 512 levels"))
    }

    @Test("objects nested thousands deep inside the views are refused with the line and column")
    func hostileObjects() {
        let json = "{\"size\": [390, 844],\n\"views\": [" + String(repeating: "{\"a\": ", count: 3_000) + "1" + String(repeating: "}", count: 3_000) + "]}"
        let error = interchangeError { _ = try LayoutJSON.decode(Data(json.utf8), file: "deep.json") }
        // The document and the views array are two levels; level 513 is the 511th "{"a": ",
        // six characters each, after the 10 characters of `"views": [`.
        #expect(error == InterchangeError(file: "deep.json", location: "line 2, column \(10 + 510 * 6 + 1)",
                                          message: "malformed JSON: arrays and objects nest deeper than 512 levels"))
    }

    @Test("a document nested exactly to the limit parses, and the layout reader names the node at fault")
    func nestingAtTheLimit() {
        // The document and `views` are two levels, so 510 arrays inside `views` reach exactly 512.
        let json = #"{"size": [390, 844], "views": ["# + String(repeating: "[", count: 510) + String(repeating: "]", count: 510) + "]}"
        let error = interchangeError { _ = try LayoutJSON.decode(Data(json.utf8)) }
        #expect(error == InterchangeError(file: nil, location: "views[0]", message: "a node must be an object; found an array"))
    }

    @Test("a duplicate id names both places; the screen's own id is reserved")
    func duplicateIDs() {
        let error = layoutError(layout("""
        {"id": "save", "kind": "button", "frame": [0, 0, 10, 10]},
        {"id": "box", "kind": "view", "frame": [0, 0, 10, 10], "children": [{"id": "save", "kind": "button", "frame": [0, 0, 10, 10]}]}
        """))
        #expect(error == InterchangeError(file: "home.json", location: "views[1].children[0]", message: "duplicate id 'save' (also used by views[0])"))
        #expect(layoutError(layout(#"{"id": "window", "kind": "view", "frame": [0, 0, 10, 10]}"#))?.message == "the id 'window' is reserved for the screen")
    }

    @Test("malformed JSON names the line and column")
    func malformed() {
        let error = layoutError("{\"size\": [390, 844],\n \"views\": [\n  {\"id\": \"a\" \"kind\": \"button\"}\n]}")
        #expect(error == InterchangeError(file: "home.json", location: "line 3, column 14", message: "malformed JSON: expected ',' or '}' in an object"))
        #expect(layoutError("")?.message == "malformed JSON: the document is empty")
    }

    @Test("wrong types and values of optional fields name the node and the field")
    func badOptionalFields() {
        func message(_ extra: String, kind: String = "button") -> String? {
            layoutError(layout(#"{"id": "a", "kind": "\#(kind)", "frame": [0, 0, 10, 10], \#(extra)}"#))?.message
        }
        #expect(message(#""hidden": "yes""#) == "hidden must be true or false; found a string")
        #expect(message(#""alpha": 2"#) == "alpha must be between 0 and 1; found 2")
        #expect(message(#""cornerRadius": -1"#) == "cornerRadius must not be negative; found -1")
        #expect(message(#""sections": [3]"#) == "sections belong on a table or collection, not on a button")
        #expect(message(#""sections": [3, 1.5]"#, kind: "table") == "sections[1] must be a whole number from 0 to 10000000")
        #expect(message(#""row": [0]"#, kind: "tableRow") == "row must be [section, row]")
        #expect(message(#""row": [0, -1]"#, kind: "tableRow") == "row's row must be a whole number from 0 to 10000000")
        #expect(message(#""next": {"forward": "b"}"#) == "next has an unknown direction 'forward'; accepted: up, down, left, right")
        #expect(message(#""children": {}"#) == "children must be an array of nodes; found an object")
        #expect(message(#""label": 3"#) == "label must be a string; found a number")
    }

    @Test("a layout without size or views, or with a bad size, says which")
    func badTopLevel() {
        #expect(layoutError(#"{"views": []}"#) == InterchangeError(file: "home.json", location: "size", message: "missing; expected \"size\": [width, height]"))
        #expect(layoutError(#"{"size": [390, 0], "views": []}"#)?.message == "the screen needs a positive width and height; found 390×0")
        #expect(layoutError(#"{"size": [390, 844]}"#)?.location == "views")
        #expect(layoutError(#"[1, 2]"#)?.message == "the layout must be an object with \"size\" and \"views\"; found an array")
        #expect(layoutError(layout(#""button""#)) == InterchangeError(file: "home.json", location: "views[0]", message: "a node must be an object; found a string"))
    }

    @Test("encoding then decoding gives back the same scene, every field included")
    func roundTrip() throws {
        var card = ViewNode(id: "card \"1\"\n", kind: .custom, frame: Rect(x: 16.25, y: -3, width: 358, height: 0.1))
        card.focusableOverride = false
        card.cornerRadius = 12.5
        card.label = "Café ☕︎ \\ \t"
        card.focusOverrides = [.left: "a", .right: "b", .up: "c", .down: "d"]
        card.alpha = 0.25
        card.isHidden = true
        card.isEnabled = false
        card.isInteractive = false
        card.clipsToBounds = true
        card.isModalScope = true
        let row = ViewNode(id: "row", kind: .collectionItem, frame: Rect(x: 0, y: 0, width: 100, height: 100), rowPath: RowPath(section: 1, row: 7))
        let grid = ViewNode(id: "grid", kind: .collection, frame: Rect(x: 0, y: 400, width: 390, height: 300), children: [row, card],
                            contentOffset: LayoutPoint(x: 12, y: 1e-7), sectionRowCounts: [0, 8])
        let scene = LayoutScene(name: "Grid \"screen\"", size: LayoutSize(width: 390, height: 844.5), views: [grid, ViewNode(id: "empty", kind: .table, frame: .zero, sectionRowCounts: [])])
        let decoded = try LayoutJSON.decode(LayoutJSON.encode(scene))
        #expect(decoded == scene)
    }

    @Test("the writer puts id, kind and frame first and leaves defaults out")
    func writtenForm() {
        let scene = LayoutScene(name: "One", size: LayoutSize(width: 390, height: 844),
                                views: [ViewNode(id: "save", kind: .button, frame: Rect(x: 203, y: 788, width: 171, height: 44), label: "Save")])
        let text = String(decoding: LayoutJSON.encode(scene), as: UTF8.self)
        #expect(text == """
        {
          "name": "One",
          "size": [390, 844],
          "views": [
            {"id": "save", "kind": "button", "frame": [203, 788, 171, 44], "label": "Save"}
          ]
        }

        """)
    }
}
