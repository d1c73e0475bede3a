import Foundation
import Testing
@testable import GamepadKitInterchange

@Suite("Where storyboard elements are written")
struct SourceLocationTests {
    @Test("a text field is found at the line and column of its <textField> tag, by its accessibility identifier and by its id")
    func elementByAccessibilityIdentifier() throws {
        let scenes = try fixtureScenes("LoginAndRows.storyboard")
        let login = try #require(scenes.first)
        let expected = LayoutSourceLocation(line: 34, column: 49)
        #expect(login.sourceLocations["login.email"] == expected)
        #expect(login.sourceLocations["Lgn-Tf-001"] == expected)
        let text = try String(contentsOfFile: fixturePath("LoginAndRows.storyboard"), encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[expected.line - 1]
        #expect(line.dropFirst(expected.column - 1).hasPrefix("<textField "))
    }

    @Test("an element without a place of its own falls back to its scene's view controller")
    func sceneFallback() throws {
        let scenes = try fixtureScenes("LoginAndRows.storyboard")
        let browser = try #require(scenes.first { $0.name == "Browser" })
        #expect(browser.sceneLocation == LayoutSourceLocation(line: 87, column: 17))
        #expect(browser.sourceLocation(of: "no-such-element") == browser.sceneLocation)
    }

    @Test("layout JSON has no element locations")
    func layoutJSONHasNone() throws {
        let scene = try LayoutJSON.decode(Data(#"{"size":[390,844],"views":[{"id":"a","kind":"button","frame":[0,0,50,50]}]}"#.utf8))
        #expect(scene.sourceLocations.isEmpty)
        #expect(scene.sceneLocation == nil)
    }
}
