/// The check of `rowSegues` against the storyboards (`gamepadkit lint` makes it when it is given
/// a configuration and layout files).
///
/// The running app cannot make it: UIKit lists no controller's segues, and
/// `performSegue(withIdentifier:sender:)` with an identifier the controller's scene lacks raises
/// `NSInvalidArgumentException`, which ends the app when A is pressed on the row. So every entry
/// is proved here: each scene whose cell has the entry's key must have a selection segue with the
/// entry's identifier.
extension RowSegue {
    /// A cell's selection segue as a storyboard writes it.
    public struct StoryboardSegue: Hashable, Sendable {
        /// The cell's `rowSegues` key (`key(controllerClass:cellIdentifier:)`); nil when the
        /// controller has no custom class or the cell no reuse identifier.
        public var key: String?
        /// The segue's identifier; nil or empty when it has none.
        public var identifier: String?
        /// Where it is written (a file and line, for the message).
        public var place: String
        /// True for a cell that has no selection segue at all (`place` is the cell's): A on its
        /// row with a `rowSegues` entry for its key would ask for a segue its scene lacks.
        public var isCellWithoutSegue: Bool

        /// Creates a segue as read from a storyboard, or a cell without one.
        public init(key: String?, identifier: String?, place: String, isCellWithoutSegue: Bool = false) {
            self.key = key
            self.identifier = identifier
            self.place = place
            self.isCellWithoutSegue = isCellWithoutSegue
        }
    }

    /// What is wrong with one `rowSegues` entry.
    public struct EntryProblem: Hashable, Sendable {
        /// The entry's key, `"<controller class>/<cell reuse identifier>"`.
        public var key: String
        /// What A on such a row would do, and what to change.
        public var message: String
    }

    /// The problems of `configured` (`rowSegues`) against `segues`, every cell selection segue of
    /// the storyboards checked, ordered by key:
    /// - no storyboard segue has the entry's key: the entry names a cell that none of these
    ///   storyboards has (a renamed class or reuse identifier, or a storyboard not checked);
    /// - a segue with the key has another identifier (or none), or a cell with the key has no
    ///   selection segue: A on that scene's row asks for the configured one, which its scene
    ///   lacks — the app ends with an exception.
    public static func problems(configured: [String: String], segues: [StoryboardSegue]) -> [EntryProblem] {
        var byKey: [String: [StoryboardSegue]] = [:]
        for segue in segues {
            guard let key = segue.key else { continue }
            byKey[key, default: []].append(segue)
        }
        var problems: [EntryProblem] = []
        for (key, configuredIdentifier) in configured.sorted(by: { $0.key < $1.key }) where !configuredIdentifier.isEmpty {
            // Identifiers are echoed clipped: a 1 MB identifier must not make a 1 MB line.
            let identifier = ConfigurationText.clipped(configuredIdentifier)
            guard let withKey = byKey[key] else {
                problems.append(EntryProblem(key: key, message: "no cell selection segue in the storyboards checked leaves from a cell "
                    + "'\(ConfigurationText.clipped(cellIdentifier(of: key)))' of a \(ConfigurationText.clipped(controllerClass(of: key))) scene; check the class and reuse identifier "
                    + "(an entry that names no segue of the controller's scene ends the app when A is pressed on the row)"))
                continue
            }
            for segue in withKey where segue.isCellWithoutSegue || segue.identifier != configuredIdentifier {
                let what: String
                if segue.isCellWithoutSegue {
                    what = "the cell at \(segue.place) has no selection segue"
                } else if let found = segue.identifier, !found.isEmpty {
                    what = "the segue at \(segue.place) is '\(ConfigurationText.clipped(found))', not '\(identifier)'"
                } else {
                    what = "the segue at \(segue.place) has no identifier"
                }
                problems.append(EntryProblem(key: key, message: what + ": A on that row would perform '\(identifier)', which that scene "
                    + "lacks, and the app would end with an exception; give the scene that segue, or use another controller class"))
            }
        }
        return problems
    }

    private static func controllerClass(of key: String) -> String {
        key.split(separator: "/", maxSplits: 1).first.map(String.init) ?? key
    }

    private static func cellIdentifier(of key: String) -> String {
        let parts = key.split(separator: "/", maxSplits: 1)
        return parts.count == 2 ? String(parts[1]) : ""
    }
}
