import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// Layout JSON of real iPhone shapes (390×844): a navigation bar with Cancel and Save, a tab
/// bar, and between them either a settings table whose cells hold switches (20 rows of 44 pt in
/// a 670 pt table: rows 15…19 below the fold; row 2 is a disclosure row, row 3 holds Accept
/// and Decline buttons) or a form of 16 text fields in a scroll view (fields 10…15 below the fold).
enum RealScreenJSON {
    static let bars = """
      {"id":"navBar","kind":"navigationBar","frame":[0,47,390,44],"children":[
        {"id":"cancel","kind":"barButton","frame":[8,0,70,44],"label":"Cancel"},
        {"id":"save","kind":"barButton","frame":[312,0,70,44],"label":"Save"}]},
      {"id":"tabBar","kind":"tabBar","frame":[0,761,390,83],"children":[
        {"id":"tab0","kind":"tabBarItem","frame":[0,0,130,49]},
        {"id":"tab1","kind":"tabBarItem","frame":[130,0,130,49]},
        {"id":"tab2","kind":"tabBarItem","frame":[260,0,130,49]}]}
    """

    static func settingsRow(_ row: Int) -> String {
        let controls: String
        switch row {
        case 2: controls = ""
        case 3: controls = """
            ,{"id":"accept","kind":"button","frame":[200,7,90,30]},{"id":"decline","kind":"button","frame":[300,7,74,30]}
            """
        default: controls = #","# + #"{"id":"switch\#(row)","kind":"switch","frame":[323,6.5,51,31]}"#
        }
        return #"{"id":"cell\#(row)","kind":"tableRow","frame":[0,\#(row * 44),390,44],"row":[0,\#(row)],"children":["#
            + #"{"id":"title\#(row)","kind":"label","frame":[16,11,150,22]}\#(controls)]}"#
    }

    static let settings = """
    {"name":"Settings","size":[390,844],"views":[
      \(bars),
      {"id":"settings","kind":"table","frame":[0,91,390,670],"sections":[20],"children":[
        \((0..<20).map(settingsRow).joined(separator: ",\n    "))
      ]}
    ]}
    """

    static let form = """
    {"name":"Form","size":[390,844],"views":[
      \(bars),
      {"id":"form","kind":"scroll","frame":[0,91,390,670],"children":[
        \((0..<16).map { #"{"id":"field\#($0)","kind":"textField","frame":[16,\#(16 + $0 * 64),358,44]}"# }.joined(separator: ",\n    "))
      ]}
    ]}
    """
}

@Suite("Tools on real shapes")
struct RealScreenToolTests {
    func elements(_ result: ToolResult) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return try #require(object["elements"] as? [[String: Any]])
    }

    @Test("map --json prints a row that forwards A with its control, the buttons of a two-button row as elements, and the bar items")
    func settingsMap() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("settings.json", RealScreenJSON.settings)
        let elements = try elements(MapTool.run(file: file, json: true))
        let ids = elements.compactMap { $0["id"] as? String }
        let rows = ["settings[0.0]", "settings[0.1]", "settings[0.2]", "accept", "decline"] + (4..<20).map { "settings[0.\($0)]" }
        #expect(ids == ["cancel", "save", "tab0", "tab1", "tab2"] + rows)
        let byID = Dictionary(uniqueKeysWithValues: elements.map { ($0["id"] as? String ?? "", $0) })
        #expect(byID["settings[0.0]"]?["control"] as? String == "switch0")
        #expect(byID["settings[0.19]"]?["control"] as? String == "switch19")
        #expect(byID["settings[0.2]"]?["control"] == nil)
        #expect(byID["accept"]?["control"] == nil)
        #expect(byID["accept"]?["kind"] as? String == "button")
        #expect(byID["cancel"]?["kind"] as? String == "barButton")
        let scrolling = elements.filter { $0["needsScroll"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(scrolling == (15..<20).map { "settings[0.\($0)]" })
        // Its place in the content: row 19 at 91 + 19 × 44.
        #expect(byID["settings[0.19]"]?["frame"] as? [Double] == [0, 927, 390, 44])
    }

    @Test("map --json prints exactly the control field after the neighbours")
    func controlFieldText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("one.json", """
        {"size":[390,844],"views":[{"id":"t","kind":"table","frame":[0,100,390,400],"sections":[1],"children":[
          {"id":"c","kind":"tableRow","frame":[0,0,390,44],"row":[0,0],"children":[{"id":"wifi","kind":"switch","frame":[323,6,51,31]}]}]}]}
        """)
        #expect(MapTool.run(file: file, json: true).output
                == #"{"elements":[{"id":"t[0.0]","kind":"tableRow","frame":[0,100,390,44],"up":null,"down":null,"left":null,"right":null,"control":"wifi"}]}"# + "\n")
    }

    @Test("lint finds no element of the settings table or the long form unreachable, below the fold or in a bar")
    func lintReachesEverything() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let settings = try folder.write("settings.json", RealScreenJSON.settings)
        let form = try folder.write("form.json", RealScreenJSON.form)
        for file in [settings, form] {
            let scene = try #require(try SceneSource.load(file).selecting(nil).first)
            let findings = LayoutLinter().findings(in: scene)
            #expect(findings.filter { $0.kind == .unreachable }.map(\.elementID) == [])
            #expect(scene.candidates.count == (file == settings ? 26 : 21))
        }
    }

    @Test("map, lint and simulate agree on the long form: every field is in the map and pressing down from the top reaches each")
    func formAgreement() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("form.json", RealScreenJSON.form)
        let mapped = try elements(MapTool.run(file: file, json: true)).compactMap { $0["id"] as? String }
        let fields = (0..<16).map { "field\($0)" }
        #expect(mapped == ["cancel", "save", "tab0", "tab1", "tab2"] + fields)
        let lint = LintTool.run(paths: [file], json: false, strict: true)
        #expect(lint.status == .success)

        let scene = try #require(try SceneSource.load(file).selecting(nil).first)
        let steps = try FocusSimulation.run(snapshot: scene.snapshot, presses: Array(repeating: (name: "down", action: GamepadAction.moveDown), count: 16))
        #expect(steps.map(\.focusedID) == fields + ["tab1"])
        // Field 10 is cut by the viewport's bottom: the move scrolls it into view first.
        #expect(steps[10].commands.first == .scrollToReveal(id: "field10"))
        #expect(steps[9].commands.count == 1)
        #expect(FocusSimulation.text(Array(steps[10...10]), sceneName: "Form").contains("scroll to reveal field10"))
    }

    @Test("simulate scrolls the settings table to a row below the fold and shows the highlight where the row arrives")
    func settingsSimulation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("settings.json", RealScreenJSON.settings)
        let scene = try #require(try SceneSource.load(file).selecting(nil).first)
        let steps = try FocusSimulation.run(snapshot: scene.snapshot, presses: [(name: "down", action: .moveDown), (name: "a", action: .activate)], from: "settings[0.14]")
        #expect(steps[1].commands == [.scrollToRow(listID: "settings", row: RowPath(section: 0, row: 15)),
                                      .focus(id: "settings[0.15]", frame: Rect(x: 0, y: 717, width: 390, height: 44), animated: true)])
        #expect(steps[2].commands == [.activate(id: "switch15", interaction: .toggle)])
    }
}
