/// A table or collection on screen: where it is, how many rows it has in all, and which of them
/// are on screen now. Lets the engine move row by row and reach rows that need scrolling.
public struct ListInfo: Hashable, Sendable, Identifiable {
    public var id: String
    public var kind: ViewKind
    /// The list's visible frame in window coordinates.
    public var frame: Rect
    /// Rows per section, including the ones not on screen.
    public var sectionRowCounts: [Int]
    /// The rows on screen now, by place, with the candidate id of each.
    public var visibleRows: [RowPath: String]

    public init(id: String, kind: ViewKind, frame: Rect, sectionRowCounts: [Int], visibleRows: [RowPath: String]) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.sectionRowCounts = sectionRowCounts
        self.visibleRows = visibleRows
    }

    /// The total number of rows in every section.
    public var rowCount: Int { sectionRowCounts.reduce(0) { $0 + max(0, $1) } }
}
