import Foundation

/// Reads the layout files the tools accept, choosing the format by the file's extension, and a
/// running app's dumps (page sources, `debugDescription`, `recursiveDescription`) by their
/// content, whatever their extension (`RunningAppFormat`).
public enum LayoutFile {
    /// The extensions `load(path:)` understands.
    public static let supportedExtensions = ["json", "storyboard", "xib"]

    /// The largest layout file `load(path:)` reads (32 MB); larger files are refused before
    /// they are read, so a huge file cannot exhaust memory.
    public static let maximumFileSize = MarkupElement.maximumSize

    /// Reads the scenes of the file at `path`: one for a layout JSON (`.json`), one per scene of a
    /// storyboard (`.storyboard`) or per top-level view of a xib (`.xib`), one for a running
    /// app's dump recognised by its content (`.xml`, `.json`, `.txt` or any other name).
    ///
    /// - Throws: `InterchangeError` naming the file when it is missing, unreadable, of an
    ///   unsupported type, not a regular file (a folder, a device, a pipe), larger than
    ///   ``maximumFileSize``, or malformed (with the node path or line of the problem).
    /// - Parameter options: The device and writing direction storyboards and xibs are laid out
    ///   for from their constraints (see ``LayoutOptions``); layout JSON keeps its frames.
    public static func load(path: String, options: LayoutOptions = LayoutOptions()) throws -> [LayoutScene] {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        if fileExtension != "storyboard", fileExtension != "xib", let scene = try runningAppScene(path: path, fileExtension: fileExtension) {
            return [scene]
        }
        guard supportedExtensions.contains(fileExtension) else {
            let found = fileExtension.isEmpty ? "a file without an extension" : "a .\(fileExtension) file"
            throw InterchangeError(file: path, location: "", message: "cannot read \(found); expected a layout JSON (.json), a storyboard (.storyboard), a xib (.xib) or a running app's page source or dump")
        }
        let data = try FileContents.read(path: path, limit: maximumFileSize)
        switch fileExtension {
        case "json":
            return [try LayoutJSON.decode(data, file: path)]
        default:
            // Storyboard references name other storyboards of the same folder.
            let folder = (path as NSString).deletingLastPathComponent
            return try InterfaceBuilderDocument.scenes(from: data, file: path, storyboardNamed: { name in
                guard !name.contains("/"), !name.contains("\\") else { return nil }
                return try? FileContents.read(path: (folder as NSString).appendingPathComponent(name + ".storyboard"), limit: maximumFileSize)
            }, options: options)
        }
    }

    /// The scene the content of the file at `path` says it holds: a layout JSON (an object with
    /// `views`, whatever the file is called) or a running app's dump (`RunningAppFormat`); nil
    /// when it is neither (or cannot be read and is not there: a missing file of an unknown
    /// type gets the unsupported-type message). JSON is parsed once.
    private static func runningAppScene(path: String, fileExtension: String) throws -> LayoutScene? {
        let data: Data
        do {
            data = try FileContents.read(path: path, limit: maximumFileSize)
        } catch {
            if supportedExtensions.contains(fileExtension) || FileManager.default.fileExists(atPath: path) { throw error }
            return nil
        }
        let name = LayoutJSONDecoder.defaultName(file: path)
        if let document = try RunningAppFormat.jsonDocument(data, file: path) {
            if case .object(let fields) = document, fields["views"] != nil || fileExtension == "json",
               !PageSourceJSON.recognises(document) {
                var reader = LayoutJSONDecoder(file: path)
                return try reader.scene(from: document)
            }
            return try RunningAppFormat.scene(fromJSON: document, file: path, name: name)
        }
        return try RunningAppFormat.scene(from: data, file: path, name: name)
    }
}
