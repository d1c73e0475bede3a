import Foundation
import Testing
@testable import GamepadKitTooling

/// One XCTest element of a page source, with its frame in screen coordinates.
private func element(_ type: String, _ name: String, _ frame: (Double, Double, Double, Double), visible: Bool = true,
                     traits: String = "", children: String = "") -> String {
    let attributes = #"type="XCUIElementType\#(type)" name="\#(name)" label="\#(name)" enabled="true" visible="\#(visible)" "#
        + #"accessible="\#(traits.isEmpty ? "false" : "true")" x="\#(frame.0)" y="\#(frame.1)" width="\#(frame.2)" height="\#(frame.3)" traits="\#(traits)""#
    return children.isEmpty ? "<XCUIElementType\(type) \(attributes)/>"
        : "<XCUIElementType\(type) \(attributes)>\(children)</XCUIElementType\(type)>"
}

/// A page source of an iOS 26 app: the window's elements under an `Application`.
private func pageSource(_ elements: String) -> String {
    #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"#
        + element("Application", "App", (0, 0, 402, 874), children: element("Window", "", (0, 0, 402, 874), children: elements))
        + "</AppiumAUT>"
}

/// A sign-in screen whose container the glass bars cover (it says it is invisible), with a
/// password field holding its eye button, and a SwiftUI toolbar element spanning the window.
private let signIn = pageSource(
    element("Other", "", (0, 0, 402, 874), visible: false, children:
        element("TextField", "Email", (20, 200, 362, 44), traits: "")
        + element("SecureTextField", "Password", (20, 260, 362, 44), children:
            element("Button", "Show password", (350, 272, 20, 20), traits: "Button"))
        + element("Button", "Sign in", (20, 330, 362, 50), traits: "Button"))
    + element("Toolbar", "", (0, 0, 402, 874), children:
        element("Button", "Help", (24, 800, 44, 44), traits: "Button")))

/// An Appium 1.x JSON page source (UIAutomation) of a two-button screen.
private let uiAutomationJSON = """
{"name": "iPhone", "type": "UIATarget", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": 320, "height": 480}}, "visible": false,
 "children": [{"name": "Shop", "type": "UIAApplication", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": 320, "height": 480}},
  "visible": true, "enabled": true, "children": [{"name": null, "type": "UIAWindow", "rect": {"origin": {"x": 0, "y": 0}, "size": {"width": 320, "height": 480}},
   "visible": true, "enabled": true, "children": [
    {"name": "Buy", "type": "UIAButton", "rect": {"origin": {"x": 20, "y": 100}, "size": {"width": 280, "height": 44}}, "visible": true, "enabled": true, "children": []},
    {"name": "Later", "type": "UIAButton", "rect": {"origin": {"x": 20, "y": 160}, "size": {"width": 280, "height": 44}}, "visible": true, "enabled": true, "children": []}]}]}]}
"""

@Suite("Running apps in the tools, round two")
struct RunningAppRoundTwoToolTests {
    @Test("map of a screen under glass bars: its fields, the password's eye, its button and the toolbar's are stops")
    func mapSignIn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = MapTool.run(file: try folder.write("sign_in.xml", signIn), json: true)
        #expect(result.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.compactMap { $0["id"] as? String } == ["Email", "Password", "Show password", "Sign in", "Help"])
    }

    @Test("lint finds no overlap between a field and its eye button, and no control covered by the toolbar")
    func lintSignIn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = LintTool.run(paths: [try folder.write("sign_in.xml", signIn)], json: true, strict: false)
        #expect(result.output.contains("\"focusable\":5"))
        #expect(!result.output.contains("\"kind\":\"overlap\""))
        #expect(!result.output.contains("covers"))
    }

    @Test("simulate moves onto the content under a toolbar spanning the window without asking for a scroll")
    func noScrollUnderTheToolbar() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = SimulateTool.run(file: try folder.write("sign_in.xml", signIn), presses: "down,down,down", from: "Email", json: true)
        #expect(result.status == .success)
        #expect(result.output.contains("\"focused\":\"Sign in\""))
        #expect(!result.output.contains("scrollToReveal"))
    }

    @Test("an Appium 1.x JSON source is mapped, not refused for lack of frames, and found in a folder by content")
    func uiAutomationJSONSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("source.json", uiAutomationJSON)
        let result = MapTool.run(file: file, json: true)
        #expect(result.status == .success)
        #expect(result.output.contains("\"id\":\"Buy\""))
        #expect(result.output.contains("\"id\":\"Later\""))
        #expect(try SceneSource.layoutFiles(in: [folder.path]) == [file])
    }

    @Test("an Appium 1.x XML source with a UIAApplication root is found in a folder and linted")
    func uiAutomationXMLSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("screen.xml", """
        <UIAApplication name="Shop" label="Shop" value="" dom="" enabled="true" valid="true" visible="true" hint="" path="/0" x="0" y="0" width="320" height="480">
          <UIAWindow name="" label="" value="" dom="" enabled="true" valid="true" visible="true" hint="" path="/0/0" x="0" y="0" width="320" height="480">
            <UIAButton name="Buy" label="Buy" value="" dom="" enabled="true" valid="true" visible="true" hint="" path="/0/0/0" x="20" y="100" width="280" height="44"/>
          </UIAWindow>
        </UIAApplication>
        """)
        #expect(try SceneSource.layoutFiles(in: [folder.path]) == [file])
        let result = LintTool.run(paths: [file], json: true, strict: false)
        #expect(result.status == .success)
        #expect(result.output.contains("\"focusable\":1"))
    }
}
