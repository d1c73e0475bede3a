import GamepadKitCore

/// A table's cells laid out in their rows. UIKit sizes a cell to its row and its content view to
/// the cell, then lays the content out from its constraints: laid out for another device or
/// direction (`--device`, `--rtl`), a settings row's switch pinned 16 pt from the trailing edge
/// stays 16 pt from it on a wider screen, instead of where the file stored it.
extension InterfaceBuilderReader {
    /// The row of `cell` (a table's static or prototype cell) at `frame`: built from the file,
    /// its content view fitted to the row (``fitContentView(of:cell:to:)``), and, when the row is
    /// wider or narrower than stored (its table laid out for another device) or laid out right
    /// to left, its content view's subviews laid out again from its constraints at the size the
    /// content view takes (``ConstraintSceneLayout``, the content view as the root, with the
    /// margins UIKit gives it, ``ConstraintSceneLayout/cellContentMargins(rowWidth:)``). At the
    /// width it was stored, the cell keeps the frames Xcode computed.
    func tableRow(_ cell: MarkupElement, frame: Rect, parentSize: LayoutSize, depth: Int) throws -> ViewNode {
        var row = try view(cell, parentSize: parentSize, depth: depth, defaultFrame: frame)
        try fitContentView(of: &row, cell: cell, to: frame)
        row.frame = frame
        // At the width Xcode stored it, left to right, the cell keeps Xcode's frames.
        let storedWidth = try self.frame(of: cell)?.width
        guard layoutOptions.solvesEveryFrame, layoutOptions.rightToLeft || storedWidth.map({ abs($0 - frame.width) > 0.5 }) == true,
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
