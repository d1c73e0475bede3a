import Foundation
import GamepadKitCore
import GamepadKitInterchange

/// The check of one configuration file by `gamepadkit lint`: a `GamepadKit.plist`, or an
/// Info.plist whose `GamepadKit` dictionary is the configuration.
///
/// The file is decoded exactly as the SDK decodes it at launch (`GamepadKitConfiguration`), so
/// every issue the app would log is found in CI instead. A file whose root holds a `GamepadKit`
/// key is read as an Info.plist: that key's dictionary is decoded and its issues' key paths start
/// with `GamepadKit.`. An `Info.plist` without that key has no configuration (the defaults apply)
/// and no issues. A file that is not a property list, or whose root is not a dictionary of
/// property list types, cannot be linted: `ConfigurationLint.load` throws.
public struct ConfigurationLint: Hashable, Sendable {
    /// The largest configuration file read.
    public static let maximumFileSize = 8 * 1024 * 1024

    /// The most issues listed for one file; the rest are counted.
    public static let issuesListed = 100

    public var file: String
    /// What was decoded: "GamepadKit.plist", "Info.plist GamepadKit dictionary", or nil when an
    /// Info.plist has no `GamepadKit` dictionary.
    public var source: String?
    public var issues: [ConfigurationIssue]
    /// The decoded `rowSegues` entries, checked against the storyboards linted in the same run
    /// (`RowSegue.problems(configured:segues:)`).
    public var rowSegues: [String: String]

    public init(file: String, source: String?, issues: [ConfigurationIssue], rowSegues: [String: String] = [:]) {
        self.file = file
        self.source = source
        self.issues = issues
        self.rowSegues = rowSegues
    }

    /// True for the paths `gamepadkit lint` checks as configuration files (`.plist`).
    public static func isConfigurationPath(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "plist"
    }

    /// Reads and decodes the configuration file at `path`. Throws `ToolFailure` naming the file
    /// when it cannot be read or is not a usable property list.
    public static func load(_ path: String) throws(ToolFailure) -> ConfigurationLint {
        let data: Data
        do {
            data = try FileContents.read(path: path, limit: maximumFileSize, kind: "property list")
        } catch {
            throw ToolFailure(error.description)
        }
        let root: [String: Any]
        do {
            root = try ConfigurationPropertyList.rootDictionary(of: data)
        } catch {
            throw ToolFailure("\(path): \(error.message)")
        }
        let embeddedKey = "GamepadKit"
        if let embedded = root[embeddedKey] {
            let source = "Info.plist GamepadKit dictionary"
            guard let dictionary = embedded as? [String: Any] else {
                return ConfigurationLint(file: path, source: source, issues: [ConfigurationIssue(
                    keyPath: embeddedKey, message: "expected a dictionary of GamepadKit settings; the defaults apply")])
            }
            let decoded = GamepadKitConfiguration.decode(dictionary: dictionary)
            let issues = decoded.issues.map { issue in
                ConfigurationIssue(keyPath: issue.keyPath.isEmpty ? embeddedKey : "\(embeddedKey).\(issue.keyPath)", message: issue.message)
            }
            return ConfigurationLint(file: path, source: source, issues: issues, rowSegues: decoded.configuration.rowSegues)
        }
        if (path as NSString).lastPathComponent.lowercased() == "info.plist" {
            return ConfigurationLint(file: path, source: nil, issues: [])
        }
        let decoded = GamepadKitConfiguration.decode(dictionary: root)
        return ConfigurationLint(file: path, source: "GamepadKit.plist", issues: decoded.issues, rowSegues: decoded.configuration.rowSegues)
    }

    /// The issues listed: the first ``issuesListed``.
    var listedIssues: ArraySlice<ConfigurationIssue> { issues.prefix(Self.issuesListed) }

    /// The text report: a header line, then one line per issue with its key path.
    public var text: String {
        guard let source else {
            return "\(DisplayText.escaped(file))\n  No GamepadKit dictionary: the defaults apply.\n"
        }
        var lines = [DisplayText.escaped(file), "  Configuration (\(source)): \(issues.isEmpty ? "no issues" : countText(issues.count, "issue", "issues"))"]
        lines += listedIssues.map { "    - \(DisplayText.escaped($0.keyPath)): \(DisplayText.escaped($0.message))" }
        if issues.count > Self.issuesListed {
            lines.append("    - … and \(issues.count - Self.issuesListed) more")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"file","source","issues":[{"keyPath","message"}…]}`, with `"omittedIssues": N` when
    /// issues were left out.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", .string(file)),
            ("source", .optionalString(source)),
            ("issues", .array(listedIssues.map { .object([("keyPath", .string($0.keyPath)), ("message", .string($0.message))]) })),
        ]
        if issues.count > Self.issuesListed {
            members.append(("omittedIssues", .number(Double(issues.count - Self.issuesListed))))
        }
        return .object(members)
    }
}

extension ConfigurationLint {
    /// Adds an issue for each `rowSegues` entry that the storyboards' cell selection `segues` do
    /// not prove (`RowSegue.problems(configured:segues:)`). Nothing is checked when no storyboard
    /// was linted in the same run.
    mutating func checkRowSegues(against segues: [RowSegue.StoryboardSegue], storyboardsLinted: Bool) {
        guard storyboardsLinted, !rowSegues.isEmpty else { return }
        issues += RowSegue.problems(configured: rowSegues, segues: segues).map { problem in
            let key = problem.key.count > 200 ? String(problem.key.prefix(200)) + "…" : problem.key
            return ConfigurationIssue(keyPath: (source == "GamepadKit.plist" ? "" : "GamepadKit.") + "rowSegues.\(key)",
                                      message: problem.message)
        }
    }

    /// A storyboard's cell selection `segues` and its cells without one, as the `rowSegues`
    /// check reads them (placed by the file's name and the line).
    static func storyboardSegues(_ segues: [CellSelectionSegue], cellsWithoutSegue: [(key: String, location: LayoutSourceLocation)],
                                 file: String?, longestKey: Int = .max) -> [RowSegue.StoryboardSegue] {
        let name = file.map { ($0 as NSString).lastPathComponent } ?? "a storyboard"
        // A key longer than every configured one matches none: it is not built (a class name
        // of 1 MB would be copied into every cell's key).
        func key(_ segue: CellSelectionSegue) -> String? {
            let length = (segue.controllerClass?.utf8.count ?? 0) + 1 + (segue.reuseIdentifier?.utf8.count ?? 0)
            return length <= longestKey ? segue.rowSeguesKey : nil
        }
        return segues.map { RowSegue.StoryboardSegue(key: key($0), identifier: $0.identifier, place: "\(name):\($0.location.line)") }
            + cellsWithoutSegue.filter { $0.key.utf8.count <= longestKey }.map { RowSegue.StoryboardSegue(key: $0.key, identifier: nil, place: "\(name):\($0.location.line)",
                                                               isCellWithoutSegue: true) }
    }
}
