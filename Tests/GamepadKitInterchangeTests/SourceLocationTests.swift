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

@Suite("Where storyboard elements are written, whatever the line endings")
struct SourceLocationLineEndingTests {
    private let storyboard = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">"#,
        #"    <objects>"#,
        #"        <view id="root">"#,
        #"            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>"#,
        #"            <subviews>"#,
        #"                <button id="ok"><rect key="frame" x="20" y="100" width="100" height="44"/></button>"#,
        #"            </subviews>"#,
        #"        </view>"#,
        #"    </objects>"#,
        #"</document>"#,
    ]

    @Test("with CRLF line endings the button is still at line 7, column 17")
    func crlf() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.joined(separator: "\r\n").utf8))
        #expect(scenes.first?.sourceLocations["ok"] == LayoutSourceLocation(line: 7, column: 17))
        #expect(scenes.first?.sourceLocations["root"] == LayoutSourceLocation(line: 4, column: 9))
    }

    @Test("with LF line endings the same places")
    func lf() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.joined(separator: "\n").utf8))
        #expect(scenes.first?.sourceLocations["ok"] == LayoutSourceLocation(line: 7, column: 17))
    }

    @Test("with carriage returns alone the document is one line, and the button sits at its byte offset on it")
    func carriageReturnsAlone() throws {
        let text = storyboard.joined(separator: "\r")
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(text.utf8))
        let offset = try #require(text.range(of: "<button id=\"ok\">")).lowerBound.utf16Offset(in: text)
        #expect(scenes.first?.sourceLocations["ok"] == LayoutSourceLocation(line: 1, column: offset + 1))
    }
}
