import Foundation
import Testing
@testable import GamepadKitTooling

/// An Appium page source of a small checkout screen (the format WebDriverAgent writes).
private let checkoutPageSource = """
<?xml version="1.0" encoding="UTF-8"?>
<AppiumAUT>
  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
    <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="pay" label="Pay now" enabled="true" visible="true" accessible="true" x="16" y="760" width="358" height="50" index="0"/>
      <XCUIElementTypeButton type="XCUIElementTypeButton" name="coupon" label="Add coupon" enabled="false" visible="true" accessible="true" x="16" y="690" width="358" height="50" index="1"/>
      <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="gift" label="Gift wrap" value="0" enabled="true" visible="true" accessible="true" x="323" y="620" width="51" height="31" index="2"/>
    </XCUIElementTypeWindow>
  </XCUIElementTypeApplication>
</AppiumAUT>
"""

@Suite("Running app files in the tools")
struct RunningAppToolTests {
    @Test("map reads a page source saved as .xml: enabled controls with their neighbours")
    func mapPageSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("page_source.xml", checkoutPageSource)
        let result = MapTool.run(file: file, json: true)
        #expect(result.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        // Elements come in tree order; the disabled coupon button is no stop.
        #expect(elements.compactMap { $0["id"] as? String } == ["pay", "gift"])
        #expect(elements.last?["down"] as? String == "pay")
    }

    @Test("lint names a page source file explicitly, whatever its extension")
    func lintPageSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("checkout.source", checkoutPageSource)
        let result = LintTool.run(paths: [file], json: true, strict: false)
        #expect(result.status == .success)
        #expect(result.output.contains("\"focusable\":2"))
    }

    @Test("a folder search finds page sources by content and leaves other XML and text alone")
    func folderSearch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try folder.write("checkout.xml", checkoutPageSource)
        _ = try folder.write("layout.xml", #"<?xml version="1.0"?><LinearLayout android:orientation="vertical"/>"#)
        _ = try folder.write("notes.txt", "Shopping list: apples, bread")
        _ = try folder.write("Contents.json", #"{"images": [], "info": {"version": 1}}"#)
        #expect(try SceneSource.layoutFiles(in: [folder.path]) == [source])
    }

    @Test("a dump without frames exits 2 naming what is missing")
    func partialDump() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("tree.xml", """
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" width="390" height="844">
        <XCUIElementTypeButton type="XCUIElementTypeButton" name="pay" width="100" height="44"/></XCUIElementTypeApplication></AppiumAUT>
        """)
        let result = MapTool.run(file: file, json: false)
        #expect(result.status == .badInput)
        #expect(result.errorOutput.contains("no frames (x, y, width, height) cannot be mapped; its elements give no x, y"))
    }
}
