import GamepadKitCore

/// Static table cells whose stored frames cannot be where UIKit shows them: two or more cells of
/// the table declare the same `<rect>` (files from some older Xcode versions save one frame for
/// all static cells, or for some of them while others store none or their own). Rows never
/// share a place, so the table's frames are stale: the importer stacks all of its cells by
/// their row height, as it stacks cells that have no rect (see ``TableRowStack``), and `lint`
/// names the cells that share the frame.
public struct StaleCellFrames: Hashable, Sendable {
    /// The table's id (its accessibility identifier, else its Interface Builder id).
    public var tableID: String
    /// The ids of its static cells that declare the shared frame, in order.
    public var cellIDs: [String]
    /// The frame they declare.
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

    /// The first frame two or more of `table`'s static cells declare, if any.
    static func sharedFrame(of table: MarkupElement, reader: InterfaceBuilderReader) -> Rect? {
        let cells = staticCells(of: table)
        guard cells.count >= 2 else { return nil }
        var seen: Set<Rect> = []
        for cell in cells {
            guard let frame = try? reader.frame(of: cell) else { continue }
            if !seen.insert(frame).inserted { return frame }
        }
        return nil
    }

    /// Every table under `element` (depth first, document order) whose static cells share one frame.
    static func all(under element: MarkupElement, reader: InterfaceBuilderReader) -> [StaleCellFrames] {
        var found: [StaleCellFrames] = []
        var stack = [element]
        while let next = stack.popLast() {
            if next.name == "tableView", let frame = sharedFrame(of: next, reader: reader) {
                let cells = staticCells(of: next).filter { (try? reader.frame(of: $0)) == frame }.map { reader.viewID(of: $0) }
                found.append(StaleCellFrames(tableID: reader.viewID(of: next), cellIDs: cells, declaredFrame: frame))
            }
            stack += next.children.reversed()
        }
        return found
    }
}
