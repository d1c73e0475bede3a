import Foundation

/// Reads the layout files the tools accept, choosing the format by the file's extension.
public enum LayoutFile {
    /// The extensions `load(path:)` understands.
    public static let supportedExtensions = ["json", "storyboard", "xib"]

    /// Reads the scenes of the file at `path`: one for a layout JSON (`.json`), one per scene of a
    /// storyboard (`.storyboard`) or per top-level view of a xib (`.xib`).
    ///
    /// - Throws: `InterchangeError` naming the file when it is missing, unreadable, of an
    ///   unsupported type or malformed (with the node path or line of the problem).
    public static func load(path: String) throws -> [LayoutScene] {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard supportedExtensions.contains(fileExtension) else {
            let found = fileExtension.isEmpty ? "a file without an extension" : "a .\(fileExtension) file"
            throw InterchangeError(file: path, location: "", message: "cannot read \(found); expected a layout JSON (.json), a storyboard (.storyboard) or a xib (.xib)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InterchangeError(file: path, location: "", message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InterchangeError(file: path, location: "", message: "is a directory, not a layout file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InterchangeError(file: path, location: "", message: "cannot be read (\(error.localizedDescription))")
        }
        switch fileExtension {
        case "json":
            return [try LayoutJSON.decode(data, file: path)]
        default:
            return try InterfaceBuilderDocument.scenes(from: data, file: path)
        }
    }
}
