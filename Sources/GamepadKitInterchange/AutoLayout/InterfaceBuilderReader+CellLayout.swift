import GamepadKitCore

/// A table's cells laid out in their rows. UIKit sizes a cell to its row and its content view to
/// the cell, then lays the content out from its constraints: laid out for another device or
/// direction (`--device`, `--rtl`), a settings row's switch pinned 16 pt from the trailing edge
/// stays 16 pt from it on a wider screen, instead of where the file stored it.
extension InterfaceBuilderReader {
    /// The row of `cell` (a table's static or prototype cell) at `frame`: built from the file,
    /// its content view fitted to the row (``fitContentView(of:cell:to:)``). When the row is
    /// wider or narrower than stored (its table laid out for another device) or laid out right
    /// to left, the content view's subviews are first laid out again from its constraints at the
    /// size the content view takes (``ConstraintSceneLayout``, the content view as the root, with
    /// the margins UIKit gives it, ``ConstraintSceneLayout/cellContentMargins(rowWidth:)``). At
    /// the width it was stored, the cell keeps the frames Xcode computed.
    func tableRow(_ cell: MarkupElement, frame: Rect, parentSize: LayoutSize, depth: Int) throws -> ViewNode {
        let reader = try solvingContent(of: cell, in: frame) ?? self
        var row = try reader.view(cell, parentSize: parentSize, depth: depth, defaultFrame: frame)
        try reader.fitContentView(of: &row, cell: cell, to: frame)
        row.frame = frame
        return row
    }

    /// This reader with the solved frames of `cell`'s content in a row at `rowFrame`; nil when
    /// the cell keeps its frames (not every frame is solved, the row keeps its stored width left
    /// to right, or the content view has no constraints).
    private func solvingContent(of cell: MarkupElement, in rowFrame: Rect) throws -> InterfaceBuilderReader? {
        let storedCell = try frame(of: cell)
        guard layoutOptions.solvesEveryFrame,
              layoutOptions.rightToLeft || storedCell.map({ abs($0.width - rowFrame.width) > 0.5 }) == true,
              let content = cell.children.first(where: { $0.name == "tableViewCellContentView" }),
              ConstraintSceneLayout.hasConstraints(content) else { return nil }
        // The content view's frame as `view(_:parentSize:depth:defaultFrame:)` reads it, fitted.
        let cellSize = (storedCell ?? rowFrame).size
        let read = try frame(of: content) ?? Rect(origin: .zero, size: cellSize)
        let fitted = try fittedContentFrame(read, of: content, cell: cell, to: rowFrame)
        let screen = ConstraintSceneLayout.Screen(size: fitted.size, safeArea: LayoutInsets(), topGuide: 0, bottomGuide: 0,
                                                  rightToLeft: layoutOptions.rightToLeft, reportsMisplaced: false,
                                                  rootMargins: ConstraintSceneLayout.cellContentMargins(rowWidth: rowFrame.width))
        let result = ConstraintSceneLayout.solve(root: content, controller: nil, screen: screen, reader: self, imageSizes: imageSizes)
        var solving = self
        for (id, solved) in result.frames where id != content["id"] { solving.solvedFrames[id] = solved }
        return solving
    }
}
