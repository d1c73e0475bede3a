import Foundation

/// Reads the layout files the tools accept, choosing the format by the file's extension.
public enum LayoutFile {
    /// The extensions `load(path:)` understands.
    public static let supportedExtensions = ["json", "storyboard", "xib"]

    /// The largest layout file `load(path:)` reads (32 MB); larger files are refused before
    /// they are read, so a huge file cannot exhaust memory.
    public static let maximumFileSize = MarkupElement.maximumSize

    /// Reads the scenes of the file at `path`: one for a layout JSON (`.json`), one per scene of a
    /// storyboard (`.storyboard`) or per top-level view of a xib (`.xib`).
    ///
    /// - Throws: `InterchangeError` naming the file when it is missing, unreadable, of an
    ///   unsupported type, not a regular file (a folder, a device, a pipe), larger than
    ///   ``maximumFileSize``, or malformed (with the node path or line of the problem).
    /// - Parameter options: The device and writing direction storyboards and xibs are laid out
    ///   for from their constraints (see ``LayoutOptions``); layout JSON keeps its frames.
    public static func load(path: String, options: LayoutOptions = LayoutOptions()) throws -> [LayoutScene] {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard supportedExtensions.contains(fileExtension) else {
            let found = fileExtension.isEmpty ? "a file without an extension" : "a .\(fileExtension) file"
            throw InterchangeError(file: path, location: "", message: "cannot read \(found); expected a layout JSON (.json), a storyboard (.storyboard) or a xib (.xib)")
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
}
