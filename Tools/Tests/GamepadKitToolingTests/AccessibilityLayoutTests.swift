import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// A settings screen drawn by SwiftUI inside a hosting view, under a UIKit "Close" button:
/// a header, a toggle, an adjustable volume, a disabled "Reset", a "Save" button and a caption.
let hostedSettingsJSON = """
    {"name":"Hosted settings","size":[390,844],"views":[
      {"id":"close","kind":"button","frame":[20,60,80,44],"label":"Close"},
      {"id":"host","kind":"view","frame":[0,120,390,600],"children":[
        {"id":"title","kind":"accessibilityElement","frame":[20,0,350,40],"label":"Settings","traits":["header"]},
        {"id":"wifi","kind":"accessibilityElement","frame":[20,60,350,44],"label":"Wi-Fi","traits":["button","toggleButton"]},
        {"id":"volume","kind":"accessibilityElement","frame":[20,120,350,44],"label":"Volume","traits":["adjustable"]},
        {"id":"reset","kind":"accessibilityElement","frame":[20,180,350,44],"label":"Reset","traits":["button","notEnabled"]},
        {"id":"save","kind":"accessibilityElement","frame":[20,240,350,44],"label":"Save","traits":["button"]},
        {"id":"caption","kind":"accessibilityElement","frame":[20,300,350,20],"label":"Saved on this phone","traits":["staticText"]}
      ]}
    ]}
    """

@Suite("Tools on screens read from the accessibility tree")
struct AccessibilityLayoutTests {
    @Test("map lists the toggle, the volume and Save as stops between the UIKit button and nothing else")
    func map() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("hosted.json", hostedSettingsJSON)
        let result = MapTool.run(file: file, json: true)
        #expect(result.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.compactMap { $0["id"] as? String } == ["close", "wifi", "volume", "save"])
        #expect(elements.compactMap { $0["kind"] as? String } == ["button", "accessibilityElement", "accessibilityElement", "accessibilityElement"])
        #expect(elements.map { $0["down"] as? String } == ["wifi", "volume", "save", nil])
        #expect(elements.map { $0["up"] as? String } == [nil, "close", "wifi", "volume"])
        let wifi = try #require(elements.first { $0["id"] as? String == "wifi" })
        #expect(wifi["frame"] as? [Double] == [20, 180, 350, 44])
    }

    @Test("the map table shows each element's traits beside its kind")
    func mapText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("hosted.json", hostedSettingsJSON)
        let text = MapTool.run(file: file, json: false).output
        #expect(text.hasPrefix("Scene \"Hosted settings\" — 390×844 pt, 4 focusable elements\n"))
        #expect(text.contains("accessibilityElement [button, toggleButton]"))
        #expect(text.contains("accessibilityElement [adjustable]"))
        #expect(!text.contains("reset"))
        #expect(!text.contains("caption"))
    }

    @Test("lint --strict finds nothing on the hosted screen: every stop is reachable")
    func lint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("hosted.json", hostedSettingsJSON)
        let result = LintTool.run(paths: [file], json: true, strict: true)
        #expect(result.status == .success)
        #expect(result.output == #"{"scenes":[{"file":"\#(file)","name":"Hosted settings","focusable":4,"findings":[]}],"findingCount":0}"# + "\n")
    }

    @Test("lint of a layout with an unknown trait exits 2 naming the node")
    func lintUnknownTrait() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("bad.json", hostedSettingsJSON.replacingOccurrences(of: #""traits":["adjustable"]"#, with: #""traits":["slider"]"#))
        let result = LintTool.run(paths: [file], json: false, strict: false)
        #expect(result.status == .badInput)
        #expect(result.errorOutput.hasPrefix("\(file): views[1].children[2]: traits[0] is not a trait ('slider'); accepted traits: button, link"))
    }

    @Test("simulate: A toggles Wi-Fi, A on the volume adjusts it with left and right, B leaves, A presses Save")
    func simulate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("hosted.json", hostedSettingsJSON)
        let result = SimulateTool.run(file: file, presses: "down,a,down,a,right,right,left,up,b,down,a", from: "close")
        #expect(result.status == .success)
        #expect(result.output == """
            Scene "Hosted settings"
            0. start → focus: close
                 focus close at [20, 60, 80, 44]
            1. down (moveDown) → focus: wifi
                 focus wifi at [20, 180, 350, 44] (animated)
            2. a (activate) → focus: wifi
                 toggle wifi
            3. down (moveDown) → focus: volume
                 focus volume at [20, 240, 350, 44] (animated)
            4. a (activate) → focus: volume (adjusting volume)
                 start adjusting volume
            5. right (moveRight) → focus: volume (adjusting volume)
                 change volume by +1
            6. right (moveRight) → focus: volume (adjusting volume)
                 change volume by +1
            7. left (moveLeft) → focus: volume (adjusting volume)
                 change volume by -1
            8. up (moveUp) → focus: volume (adjusting volume)
                 (no commands)
            9. b (back) → focus: volume
                 stop adjusting volume
            10. down (moveDown) → focus: save
                 focus save at [20, 360, 350, 44] (animated)
            11. a (activate) → focus: save
                 press save

            """)
    }

    @Test("render draws the hosted screen's stops and leaves out the header, the disabled button and the caption")
    func render() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("hosted.json", hostedSettingsJSON)
        let result = RenderTool.run(file: file, out: folder.path, converter: nil)
        #expect(result.status == .success)
        let svg = try String(contentsOfFile: folder.file("map.svg"), encoding: .utf8)
        for id in ["close", "wifi", "volume", "save"] {
            #expect(svg.contains(">\(id)<") || svg.contains("\(id) (") )
        }
        for id in ["title", "reset", "caption"] {
            #expect(!svg.contains(">\(id)<") && !svg.contains("\(id) ("))
        }
    }
}
