import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A fresh folder for the files one test writes.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GamepadKitInterchangeTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("Layout files")
struct LayoutFileTests {
    @Test("a .json file loads as one scene named after the file")
    func jsonFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Checkout.json").path
        try Data(#"{"size": [390, 844], "views": [{"id": "pay", "kind": "button", "frame": [16, 780, 358, 50]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let scenes = try LayoutFile.load(path: path)
        #expect(scenes.map(\.name) == ["Checkout"])
        #expect(scenes.first?.root.children.map(\.id) == ["pay"])
    }

    @Test("the extension picks the format whatever its case")
    func extensionCase() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Player.XIB")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: fixturePath("PlayerControls.xib")), to: copy)
        #expect(try LayoutFile.load(path: copy.path).map(\.name) == ["PlayerViewController", "TrackCell"])
    }

    @Test("an unsupported extension is an error naming the file and the accepted types")
    func unsupportedExtension() {
        let error = interchangeError { _ = try LayoutFile.load(path: "screens/home.yaml") }
        #expect(error == InterchangeError(file: "screens/home.yaml", location: "",
                                          message: "cannot read a .yaml file; expected a layout JSON (.json), a storyboard (.storyboard), a xib (.xib) or a running app's page source or dump"))
        #expect(interchangeError { _ = try LayoutFile.load(path: "Makefile") }?.message.hasPrefix("cannot read a file without an extension") == true)
    }

    @Test("a missing file is an error naming it")
    func missingFile() {
        let path = fixturePath("Nowhere.storyboard")
        #expect(interchangeError { _ = try LayoutFile.load(path: path) } == InterchangeError(file: path, location: "", message: "no such file"))
    }

    @Test("a folder named like a layout is an error, not a crash")
    func folderInsteadOfFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("Screens.storyboard")
        try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
        #expect(interchangeError { _ = try LayoutFile.load(path: fake.path) }?.message == "is a directory, not a layout file")
    }

    @Test("an error inside a JSON file names the file and the node")
    func errorInsideFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.json").path
        try Data(#"{"size": [390, 844], "views": [{"id": "x", "kind": "toggle", "frame": [0, 0, 1, 1]}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let error = interchangeError { _ = try LayoutFile.load(path: path) }
        #expect(error?.file == path)
        #expect(error?.location == "views[0]")
        #expect(error?.message.hasPrefix("unknown kind 'toggle'") == true)
    }
}
