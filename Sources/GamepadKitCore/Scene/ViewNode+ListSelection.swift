extension ViewNode {
    /// True for a list with rows of which every one (down to a nested list) says the list allows
    /// no selection (`RowSelectionFacts.listAllowsSelection`). The layout JSON writes such a list
    /// as `"allowsSelection": false`, and its reader marks every row so again.
    public var listRowsCannotBeSelected: Bool {
        var rows: [ViewNode] = []
        var pending = children
        while let node = pending.popLast() {
            if node.kind.isList { continue }
            if node.kind.isListRow { rows.append(node) }
            pending += node.children
        }
        return !rows.isEmpty && rows.allSatisfy { $0.rowSelection?.listAllowsSelection == false }
    }
}
