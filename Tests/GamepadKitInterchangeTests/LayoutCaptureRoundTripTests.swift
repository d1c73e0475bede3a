import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The SDK's capture (`LayoutCapture`, in core) read back by the tools' reader: the same tree and
/// the same map as the engine's own, over scanned fixtures of every kind.
@Suite("Screen capture round trip")
struct LayoutCaptureRoundTripTests {
    /// Scenes as the engine scans them: storyboards, a xib, layout JSON and running-app dumps.
    static func scannedFixtures() throws -> [LayoutScene] {
        var scenes: [LayoutScene] = []
        for name in ["LoginAndRows.storyboard", "RealScreens.storyboard", "Account.storyboard", "PlayerControls.xib",
                     "RunningApp/SettingsPageSource.xml", "RunningApp/LoginKeyboard.json", "RunningApp/TabBarApp.txt",
                     "RunningApp/AlertRecursiveDescription.txt", "RunningApp/SwiftUIForm.txt", "RunningApp/ReactNativeList.xml"] {
            scenes += try LayoutFile.load(path: fixturePath(name))
        }
        scenes.append(DemoLayout.scene)
        return scenes
    }

    private func engineMap(_ root: ViewNode, bounds: Rect, context: ScreenContext) -> [String: [MoveDirection: String]] {
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(root, bounds: bounds, context: context))
        let ids = FocusScanner().scan(root, bounds: bounds, context: context).candidates.map(\.id)
        return Dictionary(uniqueKeysWithValues: ids.map { ($0, engine.map.neighbors(of: $0)) })
    }

    @Test("capture → layout JSON → map equals the engine's own map of the scanned tree")
    func mapsAgree() throws {
        let scenes = try Self.scannedFixtures()
        #expect(scenes.count > 10)
        for scene in scenes {
            let json = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
            let read = try LayoutJSON.decode(Data(json.utf8), file: "\(scene.name).json")
            #expect(engineMap(read.root, bounds: read.bounds, context: scene.context) == engineMap(scene.root, bounds: scene.bounds, context: scene.context),
                    "\(scene.name)")
        }
    }

    @Test("the tree reads back exactly, apart from the labels that could hold typed text")
    func treeReadsBack() throws {
        for scene in try Self.scannedFixtures() {
            let json = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
            let read = try LayoutJSON.decode(Data(json.utf8))
            #expect(read.name == scene.name)
            #expect(read.bounds.size == scene.bounds.size)
            #expect(read.root.children == scene.root.children.map(LayoutCapture.withoutTypedText), "\(scene.name)")
        }
    }

    @Test("every field of a node survives: insets, hit-test answers, row facts, traits, overrides")
    func everyField() throws {
        var facts = RowSelectionFacts(allowsMultipleSelection: true)
        facts.isEditing = true
        facts.allowsSelectionDuringEditing = true
        facts.isSelected = true
        facts.accessory = .checkmark
        let row = ViewNode(id: "row", kind: .tableRow, frame: Rect(x: 0, y: 0.1, width: 320, height: 44.333333333333336),
                           rowPath: RowPath(section: 1, row: 2), rowSelection: facts, isHittable: false)
        var list = ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 88, width: 320, height: 400), children: [row],
                            clipsToBounds: true, contentOffset: LayoutPoint(x: 0, y: -88), sectionRowCounts: [0, 3])
        list.contentInset = LayoutInsets(top: 88, left: 0, bottom: 34, right: 0)
        let element = ViewNode(id: "star", kind: .accessibilityElement, frame: Rect(x: 10, y: 500, width: 30, height: 30),
                               alpha: 0.5, cornerRadius: 4, focusOverrides: [.up: "row"], label: "Rate",
                               accessibilityTraits: [.adjustable, .selected])
        let picker = ViewNode(id: "wheel", kind: .picker, frame: Rect(x: 0, y: 540, width: 320, height: 216), isEnabled: false, wheelCount: 2)
        let root = ViewNode(id: "GamepadKit.windows", kind: .view, frame: Rect(x: 0, y: 0, width: 320, height: 800),
                            children: [list, element, picker])
        let read = try LayoutJSON.decode(Data(LayoutCapture.json(root: root, size: LayoutSize(width: 320, height: 800), name: "All").utf8))
        #expect(read.root.children == root.children)
    }

    @Test("the interchange writer and the capture write the same tree the same way")
    func writersAgree() throws {
        for scene in try Self.scannedFixtures() {
            let clean = LayoutScene(name: scene.name, bounds: scene.bounds,
                                    root: LayoutCapture.withoutTypedText(scene.root))
            let written = try LayoutJSON.decode(LayoutJSON.encode(clean))
            let captured = try LayoutJSON.decode(Data(LayoutCapture.json(root: clean.root, size: clean.bounds.size, name: clean.name).utf8))
            #expect(written.root == captured.root, "\(scene.name)")
        }
    }
}
