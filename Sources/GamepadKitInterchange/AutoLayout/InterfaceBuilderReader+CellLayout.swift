import GamepadKitCore

/// A table's cells laid out in their rows. UIKit sizes a cell to its row and its content view to
/// the cell, then lays the content out from its constraints: laid out for another device or
/// direction (`--device`, `--rtl`), a settings row's switch pinned 16 pt from the trailing edge
/// stays 16 pt from it on a wider screen, instead of where the file stored it.
extension InterfaceBuilderReader {
    /// The row of `cell` (a table's static or prototype cell) at `frame`: built from the file,
    /// its content view fitted to the row (``fitContentView(of:cell:to:)``), and, when every
    /// frame is solved, its content view's subviews laid out again from its constraints at the
    /// size the content view takes (``ConstraintSceneLayout``, the content view as the root, with
    /// the margins UIKit gives it, ``ConstraintSceneLayout/cellContentMargins(rowWidth:)``).
    func tableRow(_ cell: MarkupElement, frame: Rect, parentSize: LayoutSize, depth: Int) throws -> ViewNode {
        var row = try view(cell, parentSize: parentSize, depth: depth, defaultFrame: frame)
        try fitContentView(of: &row, cell: cell, to: frame)
        row.frame = frame
        guard layoutOptions.solvesEveryFrame,
              let content = cell.children.first(where: { $0.name == "tableViewCellContentView" }),
              ConstraintSceneLayout.hasConstraints(content),
              let contentSize = row.children.first(where: { $0.id == viewID(of: content) })?.frame.size else { return row }
        let screen = ConstraintSceneLayout.Screen(size: contentSize, safeArea: LayoutInsets(), topGuide: 0, bottomGuide: 0,
                                                  rightToLeft: layoutOptions.rightToLeft, reportsMisplaced: false,
                                                  rootMargins: ConstraintSceneLayout.cellContentMargins(rowWidth: frame.width))
        let result = ConstraintSceneLayout.solve(root: content, controller: nil, screen: screen, reader: self, imageSizes: imageSizes)
        var solving = self
        for (id, solved) in result.frames where id != content["id"] { solving.solvedFrames[id] = solved }
        var relaid = try solving.view(cell, parentSize: parentSize, depth: depth, defaultFrame: frame)
        try solving.fitContentView(of: &relaid, cell: cell, to: frame)
        relaid.frame = frame
        return relaid
    }
}
