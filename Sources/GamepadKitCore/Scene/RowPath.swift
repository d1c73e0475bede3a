/// A row's place in a table or collection: section and row (or item), as in `IndexPath`.
public struct RowPath: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row in the section, from 0.
    public var row: Int

    /// Creates a row path.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (a: RowPath, b: RowPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    public var description: String { "\(section).\(row)" }

    /// The stable id of the row `path` of the list `listID`: the same string whichever cell
    /// object shows the row, so focus survives cell reuse and rebuilds.
    public static func rowID(list listID: String, path: RowPath) -> String {
        "\(listID)[\(path.section).\(path.row)]"
    }

    /// The list id and row of a row id made by ``rowID(list:path:)``; nil for any other string.
    public static func parse(rowID id: String) -> (listID: String, path: RowPath)? {
        guard id.hasSuffix("]"), let open = id.lastIndex(of: "[") else { return nil }
        let inner = id[id.index(after: open)..<id.index(before: id.endIndex)]
        let parts = inner.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]), section >= 0, row >= 0 else { return nil }
        return (String(id[..<open]), RowPath(section: section, row: row))
    }
}
