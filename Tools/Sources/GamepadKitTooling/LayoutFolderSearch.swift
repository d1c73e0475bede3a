import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The layout files inside a folder, searched recursively with each real folder visited once.
///
/// Folders are told apart by their device and inode, not their path: two `ln -s . x` links in a
/// folder make 2^40 paths within 40 levels, but one folder. A link (or a path through one)
/// leading to a folder already searched is skipped and recorded, so the tools can say which.
///
/// Inside folders: storyboards and xibs always count; a file of another of the `extensions`
/// (`.json`, a running app's `.xml` or `.txt` dump) counts only when `acceptsByContent` says so;
/// hidden folders, `.build`, `*.xcassets`, `*.xcodeproj` and
/// `*.xcworkspace` are skipped.
struct LayoutFolderSearch {
    /// A folder not searched again: a link to a folder already searched, or a path through one.
    struct SkippedLink: Hashable, Sendable {
        /// The path as found in the search (it holds a link).
        var path: String
        /// The folder it leads to (its real path).
        var target: String

        /// "skipped DIR/x: it leads to DIR, a folder already searched".
        var message: String { "skipped \(path): it leads to \(target), a folder already searched" }
    }

    private(set) var files: [String] = []
    private(set) var skippedLinks: [SkippedLink] = []

    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Searches `folder`; `acceptsByContent` decides whether a file other than a storyboard or
    /// xib is a layout file.
    init(folder: String, extensions: Set<String>, acceptsByContent: (String) -> Bool) {
        let skippedFolders: Set<String> = ["xcassets", "xcodeproj", "xcworkspace"]
        var visited: Set<FolderIdentity> = []
        if let identity = Self.identity(of: folder) { visited.insert(identity) }
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = (current as NSString).appendingPathComponent(name)
                let type = (name as NSString).pathExtension.lowercased()
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    guard !skippedFolders.contains(type) else { continue }
                    // A folder whose identity cannot be read is searched once by path: it cannot
                    // loop back, since a loop needs a folder seen before.
                    if let identity = Self.identity(of: path), !visited.insert(identity).inserted {
                        skippedLinks.append(SkippedLink(path: path, target: Self.realPath(path)))
                        continue
                    }
                    pending.append(path)
                } else if extensions.contains(type), type == "storyboard" || type == "xib" || acceptsByContent(path) {
                    files.append(path)
                }
            }
        }
        files.sort()
        skippedLinks.sort { $0.path < $1.path }
    }

    /// The device and inode of the folder `path` leads to (links followed).
    private static func identity(of path: String) -> FolderIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
