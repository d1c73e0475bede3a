import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// Collects the elements of an SVG document with their attributes.
final class SVGElements: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var current = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append((elementName, attributeDict))
        current = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if elementName == "text" { texts.append(current) }
        current = ""
    }

    /// Parses `svg`; nil when it is not well-formed XML.
    static func parse(_ svg: String) -> SVGElements? {
        let collector = SVGElements()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }

    func elements(named name: String, classContaining word: String) -> [[String: String]] {
        elements.filter { $0.name == name && ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(word)) }.map(\.attributes)
    }
}

@Suite("SVG map")
struct SVGMapRendererTests {
    @Test("the SVG of a grid is well-formed, with one box per candidate and one arrow per neighbour")
    func boxesAndArrows() throws {
        let grid = scene(grid)
        let svg = try #require(SVGElements.parse(SVGMapRenderer().render(grid)))
        #expect(svg.elements.first?.name == "svg")
        #expect(svg.elements(named: "rect", classContaining: "candidate").compactMap { $0["data-id"] } == ["a", "b", "c", "d"])
        var expected: [String] = []
        for candidate in grid.candidates {
            for direction in MoveDirection.allCases {
                if let target = grid.map.neighbor(of: candidate.id, direction) {
                    expected.append("\(candidate.id)>\(target) \(direction.rawValue)")
                }
            }
        }
        let arrows = svg.elements(named: "line", classContaining: "arrow").map { "\($0["data-from"] ?? "")>\($0["data-to"] ?? "") \(($0["class"] ?? "").split(separator: "-").last ?? "")" }
        #expect(arrows == expected)
        #expect(arrows.count == 8)
    }

    @Test("labels with XML's special characters are escaped and read back intact")
    func escapesLabels() throws {
        let odd = button("odd\"id", 20, 100, 300, 44, label: "Save & <Exit> \"now\"")
        let svg = try #require(SVGElements.parse(SVGMapRenderer().render(scene([odd], name: "A & B"))))
        #expect(svg.texts.contains("Save & <Exit> \"now\""))
        #expect(svg.texts.contains("A & B"))
        #expect(svg.elements(named: "rect", classContaining: "candidate").first?["data-id"] == "odd\"id")
    }

    @Test("an unreachable element is drawn as a red box and a dead end as an orange one with a bar on its edge")
    func findingsStandOut() throws {
        let findings = [
            LintFinding(kind: .unreachable, elementID: "c", message: "c"),
            LintFinding(kind: .deadEnd, elementID: "a", direction: .down, otherID: "c", message: "a"),
        ]
        let svg = try #require(SVGElements.parse(SVGMapRenderer().render(scene(grid), findings: findings)))
        let unreachable = svg.elements(named: "rect", classContaining: "unreachable")
        #expect(unreachable.map { $0["data-id"] } == ["c"])
        #expect(unreachable.first?["stroke"] == SVGMapRenderer.unreachableColor)
        #expect(svg.elements(named: "rect", classContaining: "dead-end").map { $0["data-id"] } == ["a"])
        let bar = try #require(svg.elements(named: "line", classContaining: "dead-end-bar").first)
        #expect(bar["y1"] == "144")
        #expect(bar["y2"] == "144")
    }

    @Test("a long label is shortened to fit its box")
    func longLabel() throws {
        let svg = try #require(SVGElements.parse(SVGMapRenderer().render(scene([button("x", 0, 0, 60, 30, label: "A very long button title")]))))
        let label = try #require(svg.texts.first { $0.hasPrefix("A ") })
        #expect(label.hasSuffix("…"))
        #expect(label.count < 24)
    }

    @Test("arrows between touching elements still have length")
    func touchingElements() throws {
        let rows = [button("r0", 0, 100, 390, 44), button("r1", 0, 144, 390, 44)]
        let svg = try #require(SVGElements.parse(SVGMapRenderer().render(scene(rows))))
        let down = try #require(svg.elements(named: "line", classContaining: "arrow-down").first)
        let y1 = try #require(down["y1"].flatMap(Double.init))
        let y2 = try #require(down["y2"].flatMap(Double.init))
        #expect(y2 - y1 == 12)
    }
}
