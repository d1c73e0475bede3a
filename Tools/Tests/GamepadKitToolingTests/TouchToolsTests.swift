import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// map, lint, simulate and render agree with the device on the touch rules (two-stop rows, shelves, what a finger could touch).
@Suite("The gamepadkit command on rows that navigate, shelves and covered controls")
struct TouchToolsTests {
    static let json = """
    {"name": "Home", "size": [390, 844], "views": [
      {"id": "list", "kind": "table", "frame": [0, 100, 390, 600], "sections": [3], "children": [
        {"id": "c0", "kind": "tableRow", "frame": [0, 0, 390, 60], "row": [0, 0], "accessory": "disclosureIndicator", "children": [
          {"id": "download", "kind": "button", "frame": [300, 8, 44, 44]}]},
        {"id": "c1", "kind": "tableRow", "frame": [0, 60, 390, 60], "row": [0, 1], "selectionStyle": "none", "children": [
          {"id": "wifi", "kind": "switch", "frame": [320, 14, 51, 31]}]},
        {"id": "c2", "kind": "tableRow", "frame": [0, 120, 390, 200], "row": [0, 2], "children": [
          {"id": "shelf", "kind": "collection", "frame": [0, 10, 390, 180], "sections": [12], "children": [
            {"id": "p0", "kind": "collectionItem", "frame": [16, 0, 120, 180], "row": [0, 0]},
            {"id": "p1", "kind": "collectionItem", "frame": [146, 0, 120, 180], "row": [0, 1]},
            {"id": "p2", "kind": "collectionItem", "frame": [276, 0, 120, 180], "row": [0, 2]}]}]}
      ]},
      {"id": "hiddenUser", "kind": "textField", "frame": [0, 0, 1, 1]},
      {"id": "behind", "kind": "button", "frame": [20, 760, 350, 50]},
      {"id": "toast", "kind": "view", "frame": [0, 740, 390, 104]}
    ]}
    """

    static func home() throws -> ScannedScene {
        ScannedScene(try LayoutJSON.decode(Data(json.utf8), file: "home.json"))
    }

    @Test("map lists the navigating row and its button as two stops, the switch row as one with its control, and shelf items, not the shelf row")
    func mapAgrees() throws {
        let scene = try Self.home()
        #expect(scene.candidates.map(\.id) == ["list[0.0]", "download", "list[0.1]", "shelf[0.0]", "shelf[0.1]", "shelf[0.2]"])
        let text = MapReport.json([scene]).text
        #expect(text.contains(#""id":"list[0.1]","kind":"tableRow""#))
        #expect(text.contains(#""control":"wifi""#))
        #expect(!text.contains(#""control":"download""#))
        #expect(!text.contains("hiddenUser"))
        #expect(!text.contains(#""id":"behind""#))
    }

    @Test("simulate: right from the navigating row reaches its button; down from the switch row enters the shelf; right moves along it")
    func simulateAgrees() throws {
        let scene = try Self.home()
        let steps = try FocusSimulation.run(snapshot: scene.snapshot, presses: PressName.parse("right,a,down,down,right"), from: "list[0.0]")
        // The first step shows where focus starts.
        #expect(steps.map(\.focusedID) == ["list[0.0]", "download", "download", "list[0.1]", "shelf[0.1]", "shelf[0.2]"])
        #expect(steps[2].commands == [.activate(id: "download", interaction: .press)])
        let back = try FocusSimulation.run(snapshot: scene.snapshot, presses: PressName.parse("a"), from: "list[0.0]")
        #expect(back.last?.commands == [.selectRow(listID: "list", row: RowPath(section: 0, row: 0))])
    }

    @Test("lint finds no unreachable shelf item and no covered control; render draws the stops only")
    func lintAndRenderAgree() throws {
        let scene = try Self.home()
        let findings = LayoutLinter().findings(in: scene)
        #expect(!findings.contains { $0.kind == .unreachable })
        let svg = SVGMapRenderer().render(scene)
        #expect(svg.contains("shelf[0.1]"))
        #expect(!svg.contains(">behind<") && !svg.contains("\"behind\""))
    }
}
