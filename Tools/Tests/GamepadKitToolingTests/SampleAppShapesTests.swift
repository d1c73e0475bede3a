import Foundation
import Testing
import GamepadKitCore
import GamepadKitInterchange
@testable import GamepadKitTooling

/// The scene `name` of SampleApp's Main.storyboard, as the tools read it.
private func sampleScene(_ name: String) throws -> LayoutScene {
    let path = (SampleAppLocator.repositoryRootFromSource as NSString).appendingPathComponent("SampleApp/Resources/Main.storyboard")
    return try #require(try LayoutFile.load(path: path).first { $0.name == name })
}

/// The frame in window coordinates of the first node with `id` under `node` (children of a
/// scrolling view moved by its content offset).
private func windowFrame(of id: String, in node: ViewNode, origin: LayoutPoint = .zero) -> Rect? {
    let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width, height: node.frame.height)
    if node.id == id { return frame }
    let childOrigin = LayoutPoint(x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
    for child in node.children {
        if let found = windowFrame(of: id, in: child, origin: childOrigin) { return found }
    }
    return nil
}

@Suite("SampleApp's real shapes")
struct SampleAppShapesTests {
    @Test("the settings screen is a static table whose rows hold its text fields, switches, slider, stepper, segmented control and date picker")
    func settingsTable() throws {
        let settings = try sampleScene("SettingsViewController")
        var kinds: [ViewKind: Int] = [:]
        var stack = [settings.root]
        var rows = 0
        while let node = stack.popLast() {
            if node.kind == .tableRow {
                rows += 1
                var inner = node.children
                while let child = inner.popLast() {
                    kinds[child.kind, default: 0] += 1
                    inner += child.children
                }
            } else {
                stack += node.children
            }
        }
        #expect(rows == 13)
        #expect(kinds[.textField] == 2 && kinds[.switch] == 3 && kinds[.slider] == 1)
        #expect(kinds[.stepper] == 1 && kinds[.segmented] == 1 && kinds[.datePicker] == 1)
        // Every control lies inside its row on screen: under the navigation bar, above the tab bar.
        for id in ["settings.name", "settings.notifications", "settings.volume", "settings.reminder"] {
            let frame = try #require(windowFrame(of: id, in: settings.root))
            #expect(frame.minY >= 91 && frame.maxY <= 761, "\(id) at \(frame)")
        }
    }

    @Test("the settings screen has Cancel and Save in its navigation bar and the app's three tabs below")
    func settingsBars() throws {
        let settings = try sampleScene("SettingsViewController")
        let scanned = ScannedScene(settings)
        let bars = scanned.candidates.filter { [.barButton, .tabBarItem, .backButton].contains($0.kind) }
        #expect(bars.map(\.id) == ["settings.cancel", "settings.save", "d0Y-G5-KE7", "Gjf-Lg-1gJ", "aJl-7L-Rii"])
        #expect(bars.map(\.label) == ["Cancel", "Save", "Settings", "Library", "Gallery"])
        #expect(SceneLint(file: nil, scene: scanned).findings.isEmpty)
    }

    @Test("the sign-up form is pushed from settings: a back button to Settings, and fields running far below the fold")
    func signUpForm() throws {
        let form = try sampleScene("SignUpFormViewController")
        let navigationBar = try #require(form.root.children.first { $0.kind == .navigationBar })
        #expect(navigationBar.children.map { "\($0.kind.rawValue) \($0.label ?? "-")" } == ["backButton Settings"])
        let scroll = try #require(form.root.children.first?.children.first { $0.kind == .scroll })
        let fields = scroll.children.filter { $0.kind == .textField }
        #expect(fields.count == 14)
        let below = scroll.children.filter { $0.frame.minY >= scroll.frame.height }
        #expect(below.map(\.id) == ["form.confirmpassword", "form.referralcode", "Frm-Lb-trm", "form.terms", "form.create"])
    }
}
