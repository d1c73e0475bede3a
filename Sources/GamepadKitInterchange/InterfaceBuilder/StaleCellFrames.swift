import GamepadKitCore

/// Static table cells whose stored frames cannot be where UIKit shows them: every cell of the
/// table declares the same `<rect>` (files from some older Xcode versions save one frame for
/// all static cells). The importer stacks such cells by their row height, as it stacks cells
/// that have no rect (see ``TableRowStack``), and `lint` names them.
public struct StaleCellFrames: Hashable, Sendable {
    /// The table's id (its accessibility identifier, else its Interface Builder id).
    public var tableID: String
    /// The ids of its static cells, in order.
    public var cellIDs: [String]
    /// The frame they all declare.
    public var declaredFrame: Rect

    public init(tableID: String, cellIDs: [String], declaredFrame: Rect) {
        self.tableID = tableID
        self.cellIDs = cellIDs
        self.declaredFrame = declaredFrame
    }

    /// The static cells of `table` (a `tableView` element), in order.
    static func staticCells(of table: MarkupElement) -> [MarkupElement] {
        (table.child("sections")?.children("tableViewSection") ?? []).flatMap { $0.child("cells")?.children("tableViewCell") ?? [] }
    }

    /// The shared frame when `table`'s static cells (two or more) all declare the same one.
    static func sharedFrame(of table: MarkupElement, reader: InterfaceBuilderReader) -> Rect? {
        let cells = staticCells(of: table)
        guard cells.count >= 2, let first = try? reader.frame(of: cells[0]) else { return nil }
        for cell in cells.dropFirst() {
            guard let frame = try? reader.frame(of: cell), frame == first else { return nil }
        }
        return first
    }

    /// Every table under `element` (depth first, document order) whose static cells share one frame.
    static func all(under element: MarkupElement, reader: InterfaceBuilderReader) -> [StaleCellFrames] {
        var found: [StaleCellFrames] = []
        var stack = [element]
        while let next = stack.popLast() {
            if next.name == "tableView", let frame = sharedFrame(of: next, reader: reader) {
                let cells = staticCells(of: next).map { reader.viewID(of: $0) }
                found.append(StaleCellFrames(tableID: reader.viewID(of: next), cellIDs: cells, declaredFrame: frame))
            }
            stack += next.children.reversed()
        }
        return found
    }
}
