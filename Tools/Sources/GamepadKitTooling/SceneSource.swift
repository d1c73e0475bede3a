import Foundation
import GamepadKitCore
import GamepadKitInterchange
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scenes of one layout file (or of the built-in demo), scanned and mapped.
public struct SceneSource: Sendable {
    /// The file they came from; nil for the built-in demo layout.
    public var file: String?
    public var scenes: [ScannedScene]
    /// What the reader says about how the file was read, for standard error (a layout asked for
    /// that does not apply to it).
    public var notes: [String] = []
    /// True when `--device` or `--rtl` was asked for and the file keeps its own frames (a layout
    /// JSON, a running app's dump): it was read once, as it is, and `notes` says so.
    public var keepsItsFrames = false

    public init(file: String?, scenes: [ScannedScene], notes: [String] = []) {
        self.file = file
        self.scenes = scenes
        self.notes = notes
    }

    /// The built-in `DemoLayout.scene`.
    public static var demo: SceneSource {
        SceneSource(file: nil, scenes: [ScannedScene(DemoLayout.scene)])
    }

    /// The scenes of the layout JSON, storyboard or xib at `path`, or of the demo when `path`
    /// is nil. Throws `ToolFailure` with the reader's message (file, line or node, what is wrong).
    /// `layouts`: the devices and writing direction storyboards and xibs are laid out for (one
    /// copy of each scene per layout, its name followed by the device: `--device`, `--rtl`).
    /// A layout JSON or a running app's dump keeps the frames it holds: it is read once, and a
    /// note says that the layouts asked for do not apply.
    public static func load(_ path: String?, layouts: [LayoutOptions] = [LayoutOptions()]) throws(ToolFailure) -> SceneSource {
        guard let path else { return demo }
        if WebPageSource.isWebPage(path) {
            // A page is laid out at each device's size (--device), in headless Chromium.
            let scenes = try layouts.map { options throws(ToolFailure) in
                var scene = try WebPageSource.scene(path: path, options: options)
                scene.name = DeviceLayoutChoice.sceneName(scene.name, options: options)
                return ScannedScene(scene)
            }
            return SceneSource(file: path, scenes: scenes)
        }
        var layouts = layouts
        var notes: [String] = []
        let fileExtension = (path as NSString).pathExtension.lowercased()
        if fileExtension != "storyboard", fileExtension != "xib", layouts.contains(where: { $0.solvesEveryFrame }) {
            layouts = [LayoutOptions()]
            notes.append(framesKeptNote([path]))
        }
        do {
            var scenes: [ScannedScene] = []
            for options in layouts {
                for var scene in try LayoutFile.load(path: path, options: options) {
                    scene.name = DeviceLayoutChoice.sceneName(scene.name, options: options)
                    scenes.append(ScannedScene(scene))
                }
            }
            var source = SceneSource(file: path, scenes: scenes, notes: notes)
            source.keepsItsFrames = !notes.isEmpty
            return source
        } catch let error as InterchangeError {
            throw ToolFailure(error.description)
        } catch {
            throw ToolFailure("\(path): \(error)")
        }
    }

    /// The one note for every file of `files` that keeps its frames although `--device` or
    /// `--rtl` was asked for: the first few named, the rest counted (a folder of a thousand
    /// dumps gets one line, not a thousand).
    public static func framesKeptNote(_ files: [String]) -> String {
        let named = files.prefix(3).map { DisplayText.escaped($0) }.joined(separator: ", ")
        let more = files.count > 3 ? " and \(files.count - 3) more" : ""
        let verb = files.count == 1 ? "keeps its frames, so it is" : "keep their frames, so they are"
        let what = files.count == 1 ? "a layout JSON or a running app's dump" : "layout JSON and running apps' dumps"
        return "\(named)\(more): --device and --rtl lay out storyboards and xibs from their constraints; \(what) \(verb) read once as \(files.count == 1 ? "it is" : "they are")"
    }

    /// The scene called `name` (exact name first, then ignoring case, then the one scene named
    /// `… (name)`), or all scenes when `name` is nil. Throws naming the scenes there are.
    public func selecting(_ name: String?) throws(ToolFailure) -> [ScannedScene] {
        guard let name else { return scenes }
        if let exact = scenes.first(where: { $0.name == name }) { return [exact] }
        if let loose = scenes.first(where: { $0.name.lowercased() == name.lowercased() }) { return [loose] }
        // Scenes of one class told apart by a title or id are named `Class (Title)`: the title
        // alone selects the scene when no other scene has it.
        let qualified = scenes.filter { $0.name.lowercased().hasSuffix(" (\(name.lowercased()))") }
        if qualified.count == 1 { return qualified }
        let names = scenes.map { "\"\(LayoutLinter.clipped($0.name))\"" }.joined(separator: ", ")
        throw ToolFailure("\(file ?? "the demo layout"): no scene named \"\(LayoutLinter.clipped(name))\"; scenes: \(names.isEmpty ? "(none)" : names)")
    }

    /// The layout files named by `paths`, in order: files as given (they must be `.json`,
    /// `.storyboard` or `.xib`), folders searched recursively, sorted by path.
    ///
    /// Inside folders: storyboards and xibs always count; a `.json` file counts only when it is a
    /// JSON object with a `views` member (so asset catalogues' `Contents.json` and other JSON
    /// files are skipped) or a WebDriverAgent JSON page source; an `.xml` or `.txt` file counts
    /// when it is a running app's page source or dump (`RunningAppFormat`); hidden folders,
    /// `.build`, `*.xcassets` and `*.xcodeproj` are skipped.
    /// Each real folder is searched once (``LayoutFolderSearch``), so folder links that loop end.
    /// A missing path or an explicit file of another type throws.
    public static func layoutFiles(in paths: [String], extensions: Set<String> = Set(LayoutFile.supportedExtensions)) throws(ToolFailure) -> [String] {
        try searchLayoutFiles(in: paths, extensions: extensions).files
    }

    /// ``layoutFiles(in:extensions:)``, with the messages naming the folder links that were not
    /// followed because they lead to a folder already searched.
    public static func searchLayoutFiles(in paths: [String], extensions: Set<String> = Set(LayoutFile.supportedExtensions)) throws(ToolFailure) -> (files: [String], skippedLinks: [String]) {
        var files: [String] = []
        var skippedLinks: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ToolFailure("\(path): no such file or folder")
            }
            if !isDirectory.boolValue {
                // Said before the extension is looked at, and without opening the file: a named
                // pipe would block an open or a read.
                if let kind = nonRegularKind(path) {
                    throw ToolFailure("\(path): is \(kind), not a regular file; only regular files are read")
                }
                let type = (path as NSString).pathExtension.lowercased()
                // A web page named on its own is read in headless Chromium (`WebPageSource`);
                // folders are not searched for pages.
                let readsPages = extensions == Set(LayoutFile.supportedExtensions)
                guard extensions.contains(type) || isRunningAppDump(path) || readsPages && WebPageSource.isWebPage(path) else {
                    let accepted = extensions.union(readsPages ? WebPageSource.fileExtensions : [])
                    throw ToolFailure("\(path): unsupported file type \(type.isEmpty ? "(no extension)" : "." + type); expected \(accepted.sorted().map { "." + $0 }.joined(separator: ", "))")
                }
                files.append(path)
                continue
            }
            // Running apps' dumps are searched by content where every layout type is asked for.
            let dumps: Set<String> = extensions == Set(LayoutFile.supportedExtensions) ? ["xml", "txt"] : []
            let search = LayoutFolderSearch(folder: path, extensions: extensions.union(dumps), acceptsByContent: { file in
                (file as NSString).pathExtension.lowercased() == "json" && looksLikeLayoutJSON(file) || startsLikeRunningAppDump(file) && isRunningAppDump(file)
            })
            files += search.files
            skippedLinks += search.skippedLinks.map(\.message) + search.skippedNames
        }
        return (files, skippedLinks)
    }

    /// What the path names when it is not a regular file (links followed): "a named pipe", "a
    /// device", "a socket"; nil for a regular file or a path that cannot be examined.
    static func nonRegularKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "of an unknown type"
        }
    }

    /// A file named explicitly is read whatever its extension when its content is a running
    /// app's page source or dump (`RunningAppFormat`).
    private static func isRunningAppDump(_ path: String) -> Bool {
        guard let data = try? FileContents.read(path: path, limit: LayoutFile.maximumFileSize) else { return false }
        return RunningAppFormat.recognises(data)
    }

    /// True when the first bytes of the regular file at `path` may start a running app's dump
    /// (only those files are read whole in a folder search).
    private static func startsLikeRunningAppDump(_ path: String) -> Bool {
        guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: RunningAppFormat.headLength) else { return false }
        return RunningAppFormat.mayStartDump(head)
    }

    private static func looksLikeLayoutJSON(_ path: String) -> Bool {
        // Read as a layout file would be: regular files only (a pipe named *.json would block
        // the search), no larger than a layout file may be.
        guard let data = try? FileContents.read(path: path, limit: LayoutFile.maximumFileSize),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["views"] != nil
    }
}
