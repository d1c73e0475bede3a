import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// An Appium page source of buttons named `names`, one under the other.
private func pageSource(_ names: [String]) -> Data {
    let buttons = names.enumerated().map { index, name in
        #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="\#(name)" label="\#(name)" enabled="true" visible="true" accessible="true" x="0" y="\#(index)" width="100" height="1"/>"#
    }
    return Data((#"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" enabled="true" visible="true" x="0" y="0" width="390" height="844">"#
        + buttons.joined() + "</XCUIElementTypeApplication></AppiumAUT>").utf8)
}

/// The ids of `node`'s tree, depth first.
private func ids(_ node: ViewNode) -> [String] {
    [node.id] + node.children.flatMap(ids)
}

@Suite("Running-app dumps whose elements share a name")
struct RunningAppSharedNamesTests {
    @Test("shared names get \" 2\", \" 3\"… in order, skipping a suffixed name the dump already holds")
    func suffixesSkipTakenIDs() throws {
        let scene = try #require(try RunningAppFormat.scene(from: pageSource(["Play 3", "Play", "Play", "Play", "Play", "Stop"]), file: "shared.xml", name: "shared"))
        #expect(ids(scene.root).filter { $0.hasPrefix("Play") || $0.hasPrefix("Stop") } == ["Play 3", "Play", "Play 2", "Play 4", "Play 5", "Stop"])
    }

    @Test("5,000 buttons named Play are Play, Play 2 … Play 5000, each id once")
    func manySharedNames() throws {
        let scene = try #require(try RunningAppFormat.scene(from: pageSource(Array(repeating: "Play", count: 5000)), file: "shared.xml", name: "shared"))
        let plays = ids(scene.root).filter { $0.hasPrefix("Play") }
        #expect(plays.count == 5000)
        #expect(plays.first == "Play")
        #expect(plays.last == "Play 5000")
        #expect(Set(plays).count == 5000)
    }
}
