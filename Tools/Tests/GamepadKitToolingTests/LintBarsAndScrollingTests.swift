import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

@Suite("Lint on screens with bars and content below the fold")
struct LintBarsAndScrollingTests {
    func scene(_ json: String) throws -> ScannedScene {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("screen.json", json)
        return try #require(try SceneSource.load(file).selecting(nil).first)
    }

    func findings(_ json: String) throws -> [LintFinding] {
        LayoutLinter().findings(in: try scene(json))
    }

    /// A form in a scroll view between the bars, one text field at each content y of `fieldYs`.
    func form(fieldYs: [Int]) -> String {
        let fields = fieldYs.enumerated().map { #"{"id":"field\#($0.offset)","kind":"textField","frame":[16,\#($0.element),358,44]}"# }
        return #"{"name":"Form","size":[390,844],"views":["# + RealScreenJSON.bars
            + #",{"id":"form","kind":"scroll","frame":[0,91,390,670],"children":["# + fields.joined(separator: ",") + "]}]}"
    }

    @Test("up from a tab into a long form lands on the last field in view, and that is not a one-way even though down from it goes on into the form")
    func tabIntoLongForm() throws {
        // Fields every 100 pt: field 6 (content y 616) is the last in view; field 7's content
        // frame lies beyond the tab bar, so down from field 6 passes the tab bar for field 7.
        let scene = try scene(form(fieldYs: (0..<12).map { 16 + $0 * 100 }))
        #expect(scene.neighbor(of: "tab0", .up) == "field6")
        #expect(scene.neighbor(of: "field6", .down) == "field7")
        #expect(LayoutLinter().findings(in: scene).filter { $0.kind == .oneWay }.map(\.elementID) == [])
    }

    @Test("a field below the fold is not set against the tab bar its content frame happens to cross")
    func belowTheFoldAgainstTabBar() throws {
        // Field 11's content frame, 91 + 16 + 11 × 64 = 811 on screen, crosses the tab bar at 761.
        let found = try findings(form(fieldYs: (0..<16).map { 16 + $0 * 64 }))
        #expect(found.filter { $0.kind == .overlap }.map(\.message) == [])
    }

    @Test("two fields below the fold that overlap each other in their scroll view are one overlap finding")
    func overlapInsideTheContent() throws {
        let ys = (0..<16).map { $0 == 13 ? 16 + 12 * 64 + 20 : 16 + $0 * 64 }
        let overlaps = try findings(form(fieldYs: ys)).filter { $0.kind == .overlap }
        #expect(overlaps.map(\.elementID) == ["field12"])
        #expect(overlaps.map(\.otherID) == ["field13"])
    }
}
