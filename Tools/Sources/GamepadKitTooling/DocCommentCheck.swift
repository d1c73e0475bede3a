import Foundation

/// Finds public API without documentation: every declaration marked `public` or `open` in a Swift
/// source must have a `///` (or `/** … */`) comment right above it (attributes such as
/// `@available` or `@MainActor` may sit between). CI runs it over `Sources/GameControllerBinder`
/// and `Sources/GamepadKitCore` (the `DocCommentCoverageTests`), so DocC has a comment for every
/// public symbol.
///
/// Not checked, because DocC documents them from elsewhere: extensions themselves (their
/// members are checked), `override`s, and the implementations of standard protocol
/// requirements (`description`, `debugDescription`, `hash(into:)`, `==`, `<`, `encode(to:)`,
/// `init(from:)`). Enum cases of public enums carry no `public` keyword and are not checked.
public enum DocCommentCheck {
    /// A public declaration without a doc comment.
    public struct Gap: Hashable, Sendable, CustomStringConvertible {
        /// The file, as given.
        public var file: String
        /// The declaration's line, from 1.
        public var line: Int
        /// The declaration, trimmed.
        public var declaration: String

        /// `file:line: public … has no doc comment`.
        public var description: String { "\(file):\(line): \(declaration) has no doc comment (///)" }
    }

    private static let modifiers: Set<String> = [
        "nonisolated", "nonisolated(unsafe)", "static", "class", "final", "mutating", "nonmutating", "convenience",
        "required", "indirect", "dynamic", "lazy", "weak", "unowned", "prefix", "postfix", "infix",
    ]
    private static let exempt = ["override ", "var description", "var debugDescription", "func hash(into", "static func ==",
                                 "static func <", "func encode(to", "init(from decoder", "extension "]

    /// The gaps of one source file's text.
    public static func gaps(in text: String, file: String) -> [Gap] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var gaps: [Gap] = []
        var inBlockComment = false
        for (index, line) in lines.enumerated() {
            if inBlockComment {
                if line.contains("*/") { inBlockComment = false }
                continue
            }
            if line.hasPrefix("/*") && !line.contains("*/") { inBlockComment = true; continue }
            guard !line.hasPrefix("//"), isPublicDeclaration(line), !exempt.contains(where: { line.contains($0) }) else { continue }
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
            let previous = above >= 0 ? lines[above] : ""
            if previous.hasPrefix("///") || previous.hasSuffix("*/") { continue }
            gaps.append(Gap(file: file, line: index + 1, declaration: String(line.prefix(100))))
        }
        return gaps
    }

    /// True for a line that declares something `public` or `open`: attributes, then modifiers,
    /// then `public`/`open` (or `public(set)`…).
    static func isPublicDeclaration(_ line: String) -> Bool {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        while let first = words.first {
            if first == "public" || first == "open" || first.hasPrefix("public(") || first.hasPrefix("open(") { return words.count > 1 }
            guard modifiers.contains(first) else { return false }
            words = words.dropFirst()
        }
        return false
    }

    /// The gaps of every `.swift` file under `folders`, in path order.
    public static func gaps(inFolders folders: [String]) throws -> [Gap] {
        var gaps: [Gap] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            for relative in files {
                let path = (folder as NSString).appendingPathComponent(relative)
                gaps += Self.gaps(in: try String(contentsOfFile: path, encoding: .utf8), file: path)
            }
        }
        return gaps
    }
}
