import Foundation

/// Checks on the paths the tools write to, made before anything is written, so that a run
/// either writes all its files or none.
enum OutputPath {
    /// The longest file name (one path component) common file systems accept, in bytes.
    static let maximumComponentBytes = 255

    /// What is at `path`: nothing, a folder, a regular file, or something else (a device such as
    /// `/dev/null`, a pipe, a socket), following symbolic links.
    enum Existing: Equatable {
        case nothing
        case folder
        case file
        case other(String)
    }

    static func existing(_ path: String) -> Existing {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: (path as NSString).resolvingSymlinksInPath),
              let type = attributes[.type] as? FileAttributeType
        else {
            return .nothing
        }
        switch type {
        case .typeDirectory: return .folder
        case .typeRegular: return .file
        case .typeCharacterSpecial, .typeBlockSpecial: return .other("a device")
        case .typeSocket: return .other("a socket")
        default: return .other("not a regular file")
        }
    }

    /// Throws naming the first of `paths` whose file name is longer than file systems allow.
    static func checkNameLengths(_ paths: [String]) throws(ToolFailure) {
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let bytes = name.utf8.count
            if bytes > maximumComponentBytes {
                let shown = name.count > 60 ? String(name.prefix(60)) + "…" : name
                throw ToolFailure("\(shown): a file name of \(bytes) bytes is longer than the \(maximumComponentBytes) bytes file systems allow; nothing was written")
            }
        }
    }
}
