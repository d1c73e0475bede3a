/// The id of a SwiftUI element the app gave no id (a button or toggle the root's styles
/// registered), made of what survives SwiftUI recreating the view, so that focus memory, a
/// configured `preferredInitialFocus` and `onFocusChange` keep naming the same control when a
/// root is rebuilt or a lazy row scrolls out and back in.
///
/// What SwiftUI recreates (a root whose view was replaced, a row of a `LazyVStack` or `List`
/// scrolled back into view) gets new view tokens; what it keeps is where the view is hosted,
/// what it shows and where it lies in its content. So the id is
/// - `swiftui.<scope>.<label>` when the element's label is known (SwiftUI publishes it in its
///   accessibility tree) and no other live element of the root has that id, else
/// - `swiftui.<scope>.<role>@<x>,<y>`: its top-left corner in whole points in its root's
///   content as if nothing were scrolled (so scrolling does not change it, and a lazy row
///   comes back with the id it had), and
/// - `#2`, `#3`… appended when that is taken too (two views of different roles at one place;
///   two of one role there are one stop: `SwiftUISceneMerge.repeatedRegistrations(_:)`).
///
/// `<scope>` names what hosts the root (`scopeName(hostTypeName:)`): the view controller's type
/// (`SettingsHostingController`), or the SwiftUI view it hosts (`UIHostingController<SettingsView>`
/// gives `SettingsView`); a second root of the same name in one window is `<scope>#2`, in tree
/// order.
///
/// **Name elements by ids of your own.** A derived id depends on the language (a label) or the
/// layout (a place: a row inserted above shifts it, another device size or Dynamic Type moves
/// it), so a configuration or code that names an element (`preferredInitialFocus`,
/// `GamepadKit.focus(id:)`, a check in `onFocusChange`) must give it an id with
/// `.gamepadFocusable(id:)`. A configured id that matches only a derived id is logged once
/// (`configuredIDsNamingDerived(_:derived:)`).
///
/// An element keeps the id it was given for as long as its view lives
/// (`SwiftUIElementRegistry.adoptIDs(_:)`): a button that moves, or whose label changes when
/// pressed, stays focused.
public enum SwiftUIElementIdentity {
    /// The scope of a root whose hosting view controller's type is `hostTypeName` (as
    /// `String(describing:)` prints it): a hosting controller's first generic argument, through
    /// SwiftUI's wrappers (`ModifiedContent`, `Optional`…), when it names a view of the app,
    /// else the controller's own name without generic arguments; `root` when nothing usable is
    /// left. Only letters, digits, `_`, `-` and `.` are kept.
    public static func scopeName(hostTypeName: String) -> String {
        var parser = TypeNameParser(text: Array(hostTypeName))
        guard let type = parser.parse() else { return fallbackScope }
        let name = informativeName(of: type) ?? type.base
        let cleaned = sanitized(name)
        return cleaned.isEmpty ? fallbackScope : cleaned
    }

    /// The id of an element of the root `scope` with `role`, at `position` (its top-left corner
    /// in its root's unscrolled content), named `label` when that is known; `isTaken` tells
    /// which ids the root's live elements already hold.
    public static func elementID(scope: String, role: SwiftUIElementRole, label: String?, position: LayoutPoint,
                                 isTaken: (String) -> Bool) -> String {
        if let label = label.map(trimmed), !label.isEmpty {
            let byLabel = "swiftui.\(scope).\(label)"
            if !isTaken(byLabel) { return byLabel }
        }
        let x = Int(saturating: position.x.rounded())
        let y = Int(saturating: position.y.rounded())
        let byPlace = "swiftui.\(scope).\(role.rawValue)@\(x),\(y)"
        guard isTaken(byPlace) else { return byPlace }
        var number = 2
        while isTaken("\(byPlace)#\(number)") { number += 1 }
        return "\(byPlace)#\(number)"
    }

    /// The ids of `configured` (the configuration's `preferredInitialFocus`, most preferred
    /// first) that name an element only by an id GamepadKit derived (`derived`: a label, which
    /// changes with the language, or a place, which shifts when content is inserted above),
    /// in their order, each once.
    ///
    /// Such a name works on this device in this language and layout and fails elsewhere, so it
    /// is reported (once per id and run) instead of silently relied on. It still matches: the
    /// fix is to give the element an id of the app's (`.gamepadFocusable(id:)`).
    public static func configuredIDsNamingDerived(_ configured: [String], derived: Set<String>) -> [String] {
        var seen: Set<String> = []
        return configured.filter { derived.contains($0) && seen.insert($0).inserted }
    }

    /// `scope`, or `scope#2`, `scope#3`… when roots earlier in tree order already use it.
    public static func uniqueScope(_ scope: String, used: Set<String>) -> String {
        guard used.contains(scope) else { return scope }
        var number = 2
        while used.contains("\(scope)#\(number)") { number += 1 }
        return "\(scope)#\(number)"
    }

    static let fallbackScope = "root"

    /// Types that only wrap the view that matters (a hosting controller's content, a modifier
    /// around it): their first generic argument names the screen better.
    private static func isWrapper(_ base: String) -> Bool {
        base.hasSuffix("HostingController") || base == "ModifiedContent" || base == "Optional"
            || base == "_ConditionalContent" || base == "Group" || base == "NavigationStack" || base == "NavigationView"
    }

    /// Type-erased or empty views say nothing about the screen.
    private static func isOpaque(_ base: String) -> Bool {
        base == "AnyView" || base == "EmptyView" || base.isEmpty
    }

    /// The name of the first view of the app inside `type`'s wrappers; nil when there is none.
    private static func informativeName(of type: ParsedType) -> String? {
        var current = type
        var depth = 0
        while isWrapper(current.base), let first = current.arguments.first, depth < 32 {
            current = first
            depth += 1
        }
        return isWrapper(current.base) || isOpaque(current.base) ? nil : current.base
    }

    private static func sanitized(_ name: String) -> String {
        String(name.unicodeScalars.filter { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-" || scalar == ".")
                && scalar.isASCII
        }.map(Character.init))
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// A type name with its generic arguments: `UIHostingController<ModifiedContent<A, B>>`.
private struct ParsedType {
    var base: String
    var arguments: [ParsedType]
}

/// Reads a type name as Swift prints it. Malformed text (unbalanced brackets) yields what was
/// read before the fault; nesting deeper than 64 levels stops the descent.
private struct TypeNameParser {
    let text: [Character]
    var position = 0

    init(text: [Character]) {
        self.text = text
    }

    mutating func parse() -> ParsedType? {
        let type = parseType(depth: 0)
        return type.base.isEmpty && type.arguments.isEmpty ? nil : type
    }

    private mutating func parseType(depth: Int) -> ParsedType {
        skipSpaces()
        var base = ""
        while position < text.count, !"<>,".contains(text[position]) {
            base.append(text[position])
            position += 1
        }
        base = String(base.trimmingSuffixSpaces())
        var arguments: [ParsedType] = []
        if position < text.count, text[position] == "<" {
            position += 1
            guard depth < 64 else { return ParsedType(base: base, arguments: []) }
            while position < text.count {
                arguments.append(parseType(depth: depth + 1))
                skipSpaces()
                guard position < text.count else { break }
                if text[position] == "," {
                    position += 1
                    continue
                }
                if text[position] == ">" { position += 1 }
                break
            }
        }
        // A module prefix (`MyApp.SettingsView`) or a nesting (`Outer.Inner`) keeps its last part.
        if let dot = base.lastIndex(of: "."), base.index(after: dot) < base.endIndex {
            base = String(base[base.index(after: dot)...])
        }
        return ParsedType(base: base, arguments: arguments)
    }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == " " { position += 1 }
    }
}

private extension String {
    func trimmingSuffixSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
