/// A table or collection on screen: where it is, how many rows it has in all, and which of them
/// are on screen now. Lets the engine move row by row and reach rows that need scrolling.
public struct ListInfo: Hashable, Sendable, Identifiable {
    /// The most rows a section is counted with (the bound the layout JSON accepts too). A list
    /// that reports more is treated as having this many, so that no sum of counts can overflow.
    public static let maximumRowsPerSection = 10_000_000

    /// The list's id: the candidate id of its view.
    public var id: String
    /// `.table` or `.collection`.
    public var kind: ViewKind
    /// The list's visible frame in window coordinates.
    public var frame: Rect
    /// Rows per section, including the ones not on screen, each in
    /// `0...maximumRowsPerSection` when it comes through `init`.
    public var sectionRowCounts: [Int]
    /// The rows the scan found (on screen, or in the tree and revealed by scrolling), by place,
    /// with the candidate id of each: the row's own, or for a row whose controls are candidates
    /// of their own, its first control's.
    public var visibleRows: [RowPath: String]
    /// For a list inside a row of another list (a shelf): that list's id and the row's place.
    public var enclosingListID: String?
    /// For a shelf: the place of the row of the enclosing list that holds it.
    public var enclosingRowPath: RowPath?

    /// A list; each section's count is clamped to `0...maximumRowsPerSection`.
    public init(id: String, kind: ViewKind, frame: Rect, sectionRowCounts: [Int], visibleRows: [RowPath: String]) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.sectionRowCounts = sectionRowCounts.map(Self.clampedRowCount)
        self.visibleRows = visibleRows
    }

    /// The rows of `section`, clamped to `0...maximumRowsPerSection` (0 for a section the list
    /// does not have), whatever was stored in `sectionRowCounts`.
    public func rowCount(inSection section: Int) -> Int {
        guard sectionRowCounts.indices.contains(section) else { return 0 }
        return Self.clampedRowCount(sectionRowCounts[section])
    }

    /// The total number of rows in every section.
    public var rowCount: Int {
        sectionRowCounts.indices.reduce(0) { $0 + rowCount(inSection: $1) }
    }

    /// `count` clamped to `0...maximumRowsPerSection`.
    static func clampedRowCount(_ count: Int) -> Int {
        min(max(0, count), maximumRowsPerSection)
    }
}
