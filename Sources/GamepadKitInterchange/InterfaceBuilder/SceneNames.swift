/// Unique names for the scenes of one Interface Builder file.
///
/// Each scene has a name of its own (a storyboard identifier, a class…). When several scenes
/// share it, each of them is told apart by its qualifier — its title, else its Interface Builder
/// id — as `Name (Qualifier)`; scenes still equal after that get their id, and a number as the
/// last resort (`Name (Qualifier) 2`).
enum SceneNames {
    struct Entry {
        var name: String
        /// The first choice to tell the scene apart (a title), if any.
        var qualifier: String?
        /// The second choice (an Interface Builder id), if any.
        var id: String?
    }

    /// The most characters a scene's name keeps of each of its parts (a class name, a title, an
    /// id); the rest is cut and counted. A scene's name is in every finding of the scene: a 1 MB
    /// class name must not be printed once per finding.
    static let maximumPartCharacters = 200

    /// `part` itself when it is at most ``maximumPartCharacters`` long; else its start, `…` and
    /// its length.
    static func clipped(_ part: String) -> String {
        guard part.utf8.count > maximumPartCharacters else { return part }
        let count = part.count
        guard count > maximumPartCharacters else { return part }
        return String(part.prefix(maximumPartCharacters)) + "… (\(count) characters)"
    }

    /// The name of the scene of `controller`: its storyboard identifier, else its label in the
    /// document outline, else its class, else `fallback` (its Interface Builder id, a number).
    static func name(of controller: MarkupElement, fallback: @autoclosure () -> String) -> String {
        controller["storyboardIdentifier"] ?? controller["userLabel"] ?? controller["customClass"] ?? fallback()
    }

    static func unique(_ entries: [Entry]) -> [String] {
        let entries = entries.map { entry in
            Entry(name: clipped(entry.name), qualifier: entry.qualifier.map(clipped), id: entry.id.map(clipped))
        }
        var names = entries.map(\.name)
        names = qualify(names) { index in entries[index].qualifier ?? entries[index].id }
        names = qualify(names) { index in entries[index].id }
        var seen: [String: Int] = [:]
        return names.map { name in
            seen[name, default: 0] += 1
            let count = seen[name] ?? 1
            return count == 1 ? name : "\(name) \(count)"
        }
    }

    /// `names`, with every name that occurs more than once extended by `qualifier(index)`.
    private static func qualify(_ names: [String], qualifier: (Int) -> String?) -> [String] {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return names.enumerated().map { index, name in
            guard counts[name, default: 0] > 1, let extra = qualifier(index), !extra.isEmpty else { return name }
            return "\(name) (\(extra))"
        }
    }
}
