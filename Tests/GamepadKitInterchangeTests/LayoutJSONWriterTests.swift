import Foundation
import Testing
@testable import GamepadKitCore
@testable import GamepadKitInterchange

/// The one layout JSON writer (`LayoutJSONWriter`), through which the tools' `LayoutJSON.encode`
/// and the SDK's capture (`LayoutCapture`) both write.
@Suite("Layout JSON writer")
struct LayoutJSONWriterTests {
    /// Every key the layout JSON format knows, each on a node it belongs to with a value that is
    /// not its default.
    static let everyKey = ["name", "size", "views", "id", "kind", "frame", "children", "label", "hidden", "alpha", "enabled",
                           "interactive", "clips", "contentOffset", "contentInset", "paging", "scrollEnabled", "contentSize",
                           "focusable", "modal", "joinsModal", "sections", "row", "cornerRadius", "traits", "accessory", "selectionStyle",
                           "selects", "accessoryView", "multipleSelection", "editing", "selectionDuringEditing", "selected",
                           "allowsSelection", "wheels", "hittable", "next"]

    /// A settings screen that uses every key: a pager holding a table whose rows cannot be
    /// selected (one with every selection fact), a paged banner with scrolling off, an adjustable
    /// accessibility element, a wheel picker and a modal card.
    static func everyKeyScene() -> LayoutScene {
        var facts = RowSelectionFacts(listAllowsSelection: false, allowsMultipleSelection: true, isEditing: true,
                                      allowsSelectionDuringEditing: true, selectionStyleIsNone: true, accessory: .checkmark,
                                      delegateHandlesSelection: true, hasCustomAccessoryView: true, isSelected: true)
        let fullRow = ViewNode(id: "wifi", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44.333333333333336),
                               rowPath: RowPath(section: 0, row: 0), rowSelection: facts)
        facts = RowSelectionFacts(listAllowsSelection: false)
        let plainRow = ViewNode(id: "bluetooth", kind: .tableRow, frame: Rect(x: 0, y: 44, width: 390, height: 44),
                                rowPath: RowPath(section: 1, row: 2), rowSelection: facts)
        var table = ViewNode(id: "settings", kind: .table, frame: Rect(x: 0, y: 88, width: 390, height: 600), children: [fullRow, plainRow],
                             clipsToBounds: true, contentOffset: LayoutPoint(x: 0, y: -88), sectionRowCounts: [1, 3])
        table.contentInset = LayoutInsets(top: 88, left: 0, bottom: 34, right: 0)
        table.contentSize = LayoutSize(width: 390, height: 1_200)
        var banner = ViewNode(id: "banner", kind: .scroll, frame: Rect(x: 0, y: 700, width: 390, height: 100))
        banner.isPaging = true
        banner.isScrollEnabled = false
        var rating = ViewNode(id: "rating", kind: .accessibilityElement, frame: Rect(x: 20, y: 810, width: 200, height: 30),
                              alpha: 0.5, cornerRadius: 4.5, focusOverrides: [.up: "banner", .left: "wifi"], label: "Rating \u{202E}RTL",
                              accessibilityTraits: [.adjustable, .selected])
        rating.isHittable = false
        rating.joinsModalScope = true
        var picker = ViewNode(id: "wheel \"1\"", kind: .picker, frame: Rect(x: 0, y: 850, width: 390, height: 216), wheelCount: 2)
        picker.isEnabled = false
        var card = ViewNode(id: "card", kind: .custom, frame: Rect(x: 16.25, y: 0.1, width: 358, height: 0))
        card.isHidden = true
        card.isInteractive = false
        card.focusableOverride = true
        card.isModalScope = true
        var pager = ViewNode(id: "pager", kind: .scroll, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [table, banner])
        pager.contentSize = LayoutSize(width: 780, height: 844)
        pager.isPaging = true
        return LayoutScene(name: "Settings \"Wi-Fi\"", size: LayoutSize(width: 390, height: 844.5), views: [pager, rating, picker, card])
    }

    @Test("a layout using every key is written and read back as the same tree, by the tools and by the capture")
    func everyKeyReadsBack() throws {
        let scene = Self.everyKeyScene()
        let text = String(decoding: LayoutJSON.encode(scene), as: UTF8.self)
        for key in Self.everyKey {
            #expect(text.contains("\"\(key)\":"), "\(key) is written")
        }
        #expect(try LayoutJSON.decode(Data(text.utf8)) == scene)

        let captured = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
        let read = try LayoutJSON.decode(Data(captured.utf8))
        #expect(read.name == scene.name && read.bounds == scene.bounds)
        #expect(read.root.children == LayoutCapture.neutralized(scene.root).root.children)
    }

    @Test("a tree the capture has nothing to change in is written to the letter as the tools write it")
    func oneWriter() throws {
        for scene in try LayoutCaptureRoundTripTests.scannedFixtures() + [Self.everyKeyScene()] {
            let clean = LayoutScene(name: scene.name, bounds: scene.bounds, root: LayoutCapture.neutralized(scene.root).root)
            #expect(LayoutCapture.json(root: clean.root, size: clean.bounds.size, name: clean.name)
                    == String(decoding: LayoutJSON.encode(clean), as: UTF8.self), "\(scene.name)")
        }
    }

    @Test("a row whose only fact besides its defaults is that the app hears its selection still says its selection style")
    func rowSaysItsSelectionStyle() throws {
        let row = ViewNode(id: "row", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44), rowPath: RowPath(section: 0, row: 0),
                           rowSelection: RowSelectionFacts(delegateHandlesSelection: true))
        let list = ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 400), children: [row], sectionRowCounts: [1])
        let scene = LayoutScene(name: "List", size: LayoutSize(width: 390, height: 844), views: [list])
        let text = String(decoding: LayoutJSON.encode(scene), as: UTF8.self)
        #expect(text.contains(#""row": [0, 0], "selectionStyle": "default", "selects": true}"#))
        #expect(try LayoutJSON.decode(Data(text.utf8)) == scene)
    }

    @Test("a label with a right-to-left override is written as an escape by both, and reads back the same")
    func bidiOverrideEscaped() throws {
        let scene = Self.everyKeyScene()
        let captured = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
        #expect(!captured.unicodeScalars.contains("\u{202E}"))
        let encoded = String(decoding: LayoutJSON.encode(scene), as: UTF8.self)
        #expect(encoded.contains(#""label": "Rating \u202eRTL""#))
        #expect(try LayoutJSON.decode(Data(encoded.utf8)).root.first(id: "rating")?.label == "Rating \u{202E}RTL")
    }

    @Test("the tools' writer writes a value no file may hold as it is (null), so that reading names the node; the capture makes it acceptable")
    func valuesNoFileHolds() throws {
        let odd = ViewNode(id: "odd", kind: .button, frame: Rect(x: .nan, y: 0, width: 10, height: 10))
        let scene = LayoutScene(name: "Odd", size: LayoutSize(width: 100, height: 100), views: [odd])
        let text = String(decoding: LayoutJSON.encode(scene), as: UTF8.self)
        #expect(text.contains(#""frame": [null, 0, 10, 10]"#))
        #expect(throws: InterchangeError.self) { try LayoutJSON.decode(Data(text.utf8)) }
        let captured = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
        #expect(try LayoutJSON.decode(Data(captured.utf8)).root.children[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a captured row beyond the ten millionth reads back, without its path (it was written and then refused)")
    func rowBeyondTheLimit() throws {
        let row = ViewNode(id: "far", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44),
                           rowPath: RowPath(section: 0, row: LayoutJSON.maximumRowNumber + 1))
        let near = ViewNode(id: "near", kind: .tableRow, frame: Rect(x: 0, y: 44, width: 390, height: 44),
                            rowPath: RowPath(section: 0, row: LayoutJSON.maximumRowNumber))
        let list = ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 400), children: [row, near],
                            sectionRowCounts: [Int.max])
        let root = ViewNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [list])
        let read = try LayoutJSON.decode(Data(LayoutCapture.json(root: root, size: LayoutSize(width: 390, height: 844), name: "Huge").utf8))
        let readList = try #require(read.root.first(id: "list"))
        #expect(readList.sectionRowCounts == [LayoutJSON.maximumRowNumber])
        #expect(readList.children.map(\.rowPath) == [nil, RowPath(section: 0, row: LayoutJSON.maximumRowNumber)])
    }
}
