import Foundation
import Testing
@testable import GamepadKitCore
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

    /// `node` with the ids in `renamed` replaced (its own, and the targets of its overrides), its
    /// labels kept.
    private func renaming(_ node: ViewNode, _ renamed: [String: String]) -> ViewNode {
        var node = node
        node.id = renamed[node.id] ?? node.id
        node.focusOverrides = node.focusOverrides.mapValues { renamed[$0] ?? $0 }
        node.children = node.children.map { renaming($0, renamed) }
        return node
    }

    @Test("capture → layout JSON → map equals the engine's own map of the scanned tree, with content ids renamed")
    func mapsAgree() throws {
        let scenes = try Self.scannedFixtures()
        #expect(scenes.count > 10)
        var renamedSomewhere = false
        for scene in scenes {
            let json = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
            let read = try LayoutJSON.decode(Data(json.utf8), file: "\(scene.name).json")
            let renamed = LayoutCapture.neutralized(scene.root).renamed
            renamedSomewhere = renamedSomewhere || !renamed.isEmpty
            // The engine's map of the scanned tree, ids renamed as the capture did, labels kept.
            let engine = engineMap(renaming(scene.root, renamed), bounds: scene.bounds, context: scene.context)
            #expect(engineMap(read.root, bounds: read.bounds, context: scene.context) == engine, "\(scene.name)")
            #expect(engine.count == engineMap(scene.root, bounds: scene.bounds, context: scene.context).count, "\(scene.name)")
        }
        #expect(renamedSomewhere)
    }

    @Test("the tree reads back exactly, apart from the labels and ids that could hold content")
    func treeReadsBack() throws {
        for scene in try Self.scannedFixtures() {
            let json = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
            let read = try LayoutJSON.decode(Data(json.utf8))
            #expect(read.name == scene.name)
            #expect(read.bounds.size == scene.bounds.size)
            #expect(read.root.children == LayoutCapture.neutralized(scene.root).root.children, "\(scene.name)")
        }
    }

    @Test("no label a row, a text or an accessibility element of a fixture shows appears in its capture")
    func noContentLabels() throws {
        for scene in try Self.scannedFixtures() {
            let json = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
            var pending = [scene.root]
            while let node = pending.popLast() {
                pending += node.children
                // The layout's name is the screen's (on a device, its view controller's class).
                guard let label = node.label, label.count >= 2, LayoutCapture.holdsText(node), label != scene.name else { continue }
                // A control of the app's chrome may carry the same words as its title.
                let alsoATitle = scene.root.contains(where: { !LayoutCapture.holdsText($0) && $0.label == label })
                #expect(alsoATitle || !json.contains(JSONText.quoted(label)), "\(scene.name): \(label) \(node.kind)")
            }
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
        #expect(read.root.children == LayoutCapture.neutralized(root).root.children)
        #expect(read.root.children[1].id == "element-1")
    }

    @Test("the interchange writer and the capture write the same tree the same way")
    func writersAgree() throws {
        for scene in try Self.scannedFixtures() {
            let clean = LayoutScene(name: scene.name, bounds: scene.bounds,
                                    root: LayoutCapture.neutralized(scene.root).root)
            let written = try LayoutJSON.decode(LayoutJSON.encode(clean))
            let captured = try LayoutJSON.decode(Data(LayoutCapture.json(root: clean.root, size: clean.bounds.size, name: clean.name).utf8))
            #expect(written.root == captured.root, "\(scene.name)")
        }
    }
}

private extension ViewNode {
    /// True when this node or one below it satisfies `predicate`.
    func contains(where predicate: (ViewNode) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.contains(where: predicate) }
    }
}
