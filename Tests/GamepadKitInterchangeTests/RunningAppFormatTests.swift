import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The scene of a running-app fixture (`Fixtures/RunningApp/…`).
private func runningApp(_ name: String) throws -> LayoutScene {
    let scenes = try LayoutFile.load(path: fixturePath("RunningApp/" + name))
    return try #require(scenes.first)
}

/// Every focusable element's neighbours, by id: what `gamepadkit map` prints.
private func neighbours(_ scene: LayoutScene) -> [String: [MoveDirection: String]] {
    let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
    let map = NavigationMap(candidates: snapshot.candidates)
    var result: [String: [MoveDirection: String]] = [:]
    for candidate in snapshot.candidates { result[candidate.id] = map.neighbors(of: candidate.id) }
    return result
}

private func stops(_ scene: LayoutScene) -> [String] {
    FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context).candidates.map(\.id)
}

@Suite("Running app formats")
struct RunningAppFormatTests {
    @Test("a settings list saved as an Appium page source and as a debugDescription gives the same map")
    func sameScreenTwoFormats() throws {
        let pageSource = try runningApp("SettingsPageSource.xml")
        let description = try runningApp("SettingsDebugDescription.txt")
        #expect(stops(pageSource) == ["Edit", "settingsList[0.0]", "settingsList[0.1]", "settingsList[0.2]", "settingsList[0.3]", "settingsList[0.4]"])
        #expect(neighbours(pageSource) == neighbours(description))
        #expect(pageSource.root == description.root)
    }

    @Test("the login form as WebDriverAgent JSON and as XML gives the same map, and the keyboard covers what lies under it")
    func loginWithKeyboard() throws {
        let json = try runningApp("LoginKeyboard.json")
        let xml = try runningApp("LoginKeyboard.xml")
        #expect(stops(json) == ["email", "password", "signIn"])
        #expect(neighbours(json) == neighbours(xml))
        let password = try #require(json.root.first(id: "password"))
        #expect(password.kind == .textField)
        #expect(password.label == "Password")
        // The keyboard's keys are no stops; "Forgot password?" lies under the keyboard.
        #expect(json.root.first(id: "q") == nil)
        #expect(json.root.first(id: "Forgot password?")?.isHittable == false)
    }

    @Test("values (what a user typed) are never read from a page source")
    func noTypedText() throws {
        let json = try runningApp("LoginKeyboard.json")
        let text = String(decoding: LayoutJSON.encode(json), as: UTF8.self)
        #expect(!text.contains("someone@example.com"))
        #expect(!text.contains("••"))
    }

    @Test("a tab bar's buttons are tabs, the navigation bar's a bar button, cells of a collection are items")
    func tabBarApp() throws {
        let scene = try runningApp("TabBarApp.txt")
        let candidates = FocusScanner().scan(scene.root, bounds: scene.bounds).candidates
        let kinds = Dictionary(candidates.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["profile"] == .barButton)
        #expect(kinds["Listen Now"] == .tabBarItem)
        #expect(kinds["albums[0.3]"] == .collectionItem)
        #expect(candidates.count == 9)
    }

    @Test("an alert in a recursiveDescription is a modal scope: only its actions are stops")
    func alertDump() throws {
        let scene = try runningApp("AlertRecursiveDescription.txt")
        #expect(stops(scene) == ["Cancel", "Delete"])
        let delete = try #require(scene.root.first(id: "Delete"))
        #expect(delete.kind == .alertAction)
    }

    @Test("a SwiftUI form's rows exposed as Other elements are stops by their traits, as the SDK's accessibility path decides")
    func swiftUIForm() throws {
        let scene = try runningApp("SwiftUIForm.txt")
        // Profile is a button, Volume adjustable; the version text, the headers and the
        // disabled reset row are no stops.
        #expect(stops(scene) == ["profileRow", "volumeRow"])
        #expect(scene.root.first(id: "volumeRow")?.kind == .accessibilityElement)
    }

    @Test("a React Native list: accessible rows with the button trait are stops, one scrolled out stays reachable")
    func reactNativeList() throws {
        let scene = try runningApp("ReactNativeList.xml")
        #expect(stops(scene) == ["item-apples", "item-bread", "item-milk", "item-yogurt", "addItem"])
        // The coffee row says nothing of what it does: no stop, as on the device.
        #expect(scene.root.first(id: "item-coffee")?.kind == .accessibilityElement)
        #expect(scene.root.first(id: "item-yogurt")?.isHidden == false)
    }

    @Test("a dump without frames is refused naming what is missing")
    func noFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tree.json").path
        try Data(#"{"type": "Application", "label": "Shop", "children": [{"type": "Button", "label": "Buy", "children": []}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let error = interchangeError { _ = try LayoutFile.load(path: path) }
        #expect(error?.message.contains("no frames (x, y, width, height)") == true)
    }

    @Test("a control without a frame in an otherwise framed dump is named")
    func controlWithoutFrame() throws {
        let text = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Shop'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x3, label: 'Buy'
        """
        let error = interchangeError { _ = try RunningAppFormat.scene(from: Data(text.utf8), file: "shop.txt", name: "shop") }
        #expect(error?.location == "line 4")
        #expect(error?.message.contains("the Button 'Buy' has no frame") == true)
    }

    @Test("a field without a label is named by its placeholder, never by its value")
    func placeholderNamesAField() throws {
        let text = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Shop'
            Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              TextField, 0x3, {{16.0, 100.0}, {358.0, 44.0}}, identifier: 'promo', placeholderValue: 'Promo code', value: SPRING24
        """
        let scene = try #require(try RunningAppFormat.scene(from: Data(text.utf8), file: "shop.txt", name: "shop"))
        let field = try #require(scene.root.first(id: "promo"))
        #expect(field.label == "Promo code")
        #expect(!String(decoding: LayoutJSON.encode(scene), as: UTF8.self).contains("SPRING24"))
    }

    @Test("the format is recognised by content, not by extension")
    func byContent() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("screen.dump").path
        try FileManager.default.copyItem(atPath: fixturePath("RunningApp/TabBarApp.txt"), toPath: path)
        #expect(try LayoutFile.load(path: path).first?.name == "screen")
    }

    @Test("frames in screen coordinates become frames in the parent's")
    func parentCoordinates() throws {
        let scene = try runningApp("SettingsPageSource.xml")
        let list = try #require(scene.root.first(id: "settingsList"))
        #expect(list.frame == Rect(x: 0, y: 143, width: 390, height: 701))
        let row = try #require(list.children.first)
        #expect(row.frame == Rect(x: 0, y: 20, width: 390, height: 44))
        #expect(row.children.last?.frame == Rect(x: 323, y: 6.5, width: 51, height: 31))
    }
}

extension ViewNode {
    /// The first node with `id` in this subtree.
    func first(id: String) -> ViewNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.first(id: id) { return found }
        }
        return nil
    }
}
