import Foundation
import GamepadKitInterchange
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
/// A search never leaves the folder it was given: a link to a folder or a layout file outside it
/// (`ln -s / root`, `ln -s ../.. up`, `ln -s ../other/Main.storyboard`) is skipped and recorded
/// as well.
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
        /// The folder searched, when the link leads out of it; nil for a folder already searched.
        var outside: String? = nil

        /// "skipped DIR/x: it leads to DIR, a folder already searched", or "skipped DIR/x: it
        /// leads to /, outside DIR; links out of the folder are not followed".
        var message: String {
            if let outside {
                return "skipped \(path): it leads to \(target), outside \(outside); links out of the folder are not followed"
            }
            return "skipped \(path): it leads to \(target), a folder already searched"
        }
    }

    private(set) var files: [String] = []
    private(set) var skippedLinks: [SkippedLink] = []
    /// "skipped DIR/a\xFF.storyboard: its name is not UTF-8…", one per entry whose name could
    /// not be read as text (such a file cannot be opened by a name the tools can print).
    private(set) var skippedNames: [String] = []

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
        // Every folder searched lies inside this one once links are resolved.
        let root = Self.realPath(folder)
        func isInsideRoot(_ resolved: String) -> Bool {
            resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
        }
        var pending = [folder]
        while let current = pending.popLast() {
            guard let (names, undecodable) = Self.entries(of: current) else { continue }
            for name in undecodable where name.first != UInt8(ascii: ".") {
                // Said for what would have been searched: a folder or a layout file by its extension.
                let type = (Self.escapedName(name) as NSString).pathExtension.lowercased()
                guard extensions.contains(type) || Self.isFolder(Array(current.utf8) + [UInt8(ascii: "/")] + name) else { continue }
                let shown = (current as NSString).appendingPathComponent(Self.escapedName(name))
                skippedNames.append("skipped \(DisplayText.escaped(shown)): its name is not UTF-8, so it was not read; rename it to lint it")
            }
            for name in names where !name.hasPrefix(".") {
                let path = (current as NSString).appendingPathComponent(name)
                let type = (name as NSString).pathExtension.lowercased()
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    guard !skippedFolders.contains(type) else { continue }
                    // A link (or a path through one) out of the folder given is not followed:
                    // `ln -s / root` would make the search read the whole disk.
                    let resolved = Self.realPath(path)
                    guard isInsideRoot(resolved) else {
                        skippedLinks.append(SkippedLink(path: path, target: resolved, outside: folder))
                        continue
                    }
                    // A folder whose identity cannot be read is searched once by path: it cannot
                    // loop back, since a loop needs a folder seen before.
                    if let identity = Self.identity(of: path), !visited.insert(identity).inserted {
                        skippedLinks.append(SkippedLink(path: path, target: Self.realPath(path)))
                        continue
                    }
                    pending.append(path)
                } else if extensions.contains(type) {
                    // A file link out of the folder given (`ln -s /etc/x config.json`) is not
                    // read either: the search reads only what the folder holds.
                    let resolved = Self.realPath(path)
                    guard isInsideRoot(resolved) else {
                        skippedLinks.append(SkippedLink(path: path, target: resolved, outside: folder))
                        continue
                    }
                    if type == "storyboard" || type == "xib" || acceptsByContent(path) { files.append(path) }
                }
            }
        }
        files.sort()
        skippedLinks.sort { $0.path < $1.path }
        skippedNames.sort()
    }

    /// The names in `folder` that are UTF-8, and the raw bytes of those that are not; nil when
    /// the folder cannot be read. (Foundation's listing drops or alters names that are not
    /// UTF-8, so a file could vanish from a search without a word.)
    private static func entries(of folder: String) -> (names: [String], undecodable: [[UInt8]])? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        var undecodable: [[UInt8]] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let name = String(decoding: bytes, as: UTF8.self)
            if Array(name.utf8) == bytes {
                names.append(name)
            } else {
                undecodable.append(bytes)
            }
        }
        return (names, undecodable)
    }

    /// Whether the path of raw bytes `path` leads to a folder.
    private static func isFolder(_ path: [UInt8]) -> Bool {
        var status = stat()
        let result = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) }
        }
        return result == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// A name that is not UTF-8, printable: ASCII as it is, every other byte as `\xNN`.
    static func escapedName(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        }.joined()
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
