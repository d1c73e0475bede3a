import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

@Suite("Map output")
struct MapReportTests {
    @Test("map JSON of one scene is exactly {elements:[{id,kind,frame,up,down,left,right}]} with the map's neighbours")
    func singleSceneJSON() throws {
        let grid = scene(grid)
        let text = MapReport.json([grid]).text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Array(object.keys) == ["elements"])
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.count == 4)
        for (element, candidate) in zip(elements, grid.candidates) {
            #expect(Set(element.keys) == ["id", "kind", "frame", "up", "down", "left", "right"])
            #expect(element["id"] as? String == candidate.id)
            #expect(element["kind"] as? String == "button")
            #expect((element["frame"] as? [Double]) == [candidate.frame.minX, candidate.frame.minY, candidate.frame.width, candidate.frame.height])
            for direction in MoveDirection.allCases {
                let value = element[direction.rawValue]
                if let expected = grid.map.neighbor(of: candidate.id, direction) {
                    #expect(value as? String == expected)
                } else {
                    #expect(value is NSNull)
                }
            }
        }
    }

    @Test("map JSON prints keys in contract order and nulls for directions that lead nowhere")
    func exactText() {
        let single = scene([button("only", 20, 100.5)])
        #expect(MapReport.json([single]).text == #"{"elements":[{"id":"only","kind":"button","frame":[20,100.5,100,44],"up":null,"down":null,"left":null,"right":null}]}"#)
    }

    @Test("several scenes print {scenes:[{name, elements}]} in file order")
    func multiSceneJSON() throws {
        let text = MapReport.json([scene([button("x", 0, 0)], name: "First"), scene([], name: "Second")]).text
        #expect(text == #"{"scenes":[{"name":"First","elements":[{"id":"x","kind":"button","frame":[0,0,100,44],"up":null,"down":null,"left":null,"right":null}]},{"name":"Second","elements":[]}]}"#)
    }

    @Test("the map table has a header and one row per element with – for no neighbour and no label")
    func table() {
        let text = MapReport.text([scene([button("a", 20, 100), button("b", 200, 100)], name: "Row")])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "Scene \"Row\" — 390×844 pt, 2 focusable elements")
        #expect(lines[1].split(separator: " ", omittingEmptySubsequences: true) == ["id", "kind", "frame", "up", "down", "left", "right", "label"])
        #expect(lines[3].hasPrefix("  a  "))
        // Right leads to b; a has no label.
        #expect(lines[3].split(separator: " ", omittingEmptySubsequences: true).suffix(2) == ["b", "–"])
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func escaping() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}").text == #""a\"b\\c\nd\u0001""#)
    }
}
