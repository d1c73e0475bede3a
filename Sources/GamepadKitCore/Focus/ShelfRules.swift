/// Shelves: rows of a list that hold a list of their own (a carousel of cards in a table row).
///
/// - **What a shelf is.** A row that holds a list is a shelf whatever else it holds: the items of
///   its list are stops, and so is each control beside the list (a "See all" button); the row
///   itself is not a stop.
/// - **Entering one half below the fold.** Scrolling the shelf's own list only moves its items
///   along the list (sideways for a carousel); an item whose frame sticks out of its list's
///   viewport across that axis can only be brought into view by the list around the shelf, so
///   that list scrolls to the shelf's row first (`needsOuterScroll`).
/// - **Compositional shelves** (a section of a compositional layout that scrolls orthogonally)
///   are scrolled by the least that shows the item, in the section's own scroller and in the
///   collection (`ItemScrollPlan`), which is where the engine predicts the item lands.
public enum ShelfRules {
    /// True for a row that holds a list (with `controlCount` controls beside it, any number).
    public static func isShelf(holdsList: Bool, controlCount: Int) -> Bool {
        holdsList
    }

    /// True when the list around a shelf must scroll to the shelf's row for an item of it to be
    /// shown: the item's frame is not inside its viewport across the shelf's scrolling axis (for
    /// a sideways shelf: above or below it), or the shelf has no viewport at all. (A shelf the
    /// list has scrolled out of view has the viewport that scroll would give it, where its items
    /// are not now.)
    ///
    /// - Parameters:
    ///   - itemFrame: the item's frame (window coordinates).
    ///   - viewport: the shelf's viewport (`FocusCandidate.scrollViewport`), nil when none is
    ///     known.
    ///   - shelfScrollsSideways: the shelf scrolls horizontally (a carousel).
    public static func needsOuterScroll(itemFrame: Rect, viewport: Rect?, shelfScrollsSideways: Bool = true) -> Bool {
        guard let viewport else { return true }
        let tolerance = 0.5
        if shelfScrollsSideways {
            return itemFrame.minY < viewport.minY - tolerance || itemFrame.maxY > viewport.maxY + tolerance
        }
        return itemFrame.minX < viewport.minX - tolerance || itemFrame.maxX > viewport.maxX + tolerance
    }
}

/// How a collection view scrolls to an item (`FocusCommand.scrollToRow` on a collection).
public enum ItemScrollPlan: Hashable, Sendable {
    /// Scroll every scroll view around the item's cell by the least that shows it (the cell is
    /// loaded): an orthogonal section's own scroller and the collection both move, to where
    /// `RevealScroll` and the engine's `revealedFrame` put it.
    case revealCell
    /// `scrollToItem(at:at:animated:)` with these positions (the cell is not loaded yet).
    case scrollToItem(centeredVertically: Bool, centeredHorizontally: Bool)
    /// The collection pages and the cell is not loaded yet: scroll the scroll views around the
    /// item's frame in the collection's content (its layout attributes) as for a loaded cell, so
    /// the collection turns whole pages; `scrollToItem` would leave it between two pages.
    case revealItemFrame

    /// The collection's layout, as far as scrolling goes.
    public enum Layout: Hashable, Sendable {
        /// A flow layout scrolling sideways (`true`) or down.
        case flow(horizontal: Bool)
        /// A compositional layout scrolling sideways (`true`) or down; its sections may scroll
        /// orthogonally.
        case compositional(horizontal: Bool)
        /// Any other layout.
        case other
    }

    /// The plan for an item of a collection with `layout`.
    ///
    /// - Parameters:
    ///   - layout: the collection's layout.
    ///   - cellIsLoaded: the item's cell is in the collection (`cellForItem(at:)`).
    ///   - inOrthogonalSection: the cell's superview is a scroll view other than the collection
    ///     (the scroller of a section that scrolls orthogonally).
    ///   - isPaging: the collection pages (`isPagingEnabled`): a loaded cell, or an unloaded
    ///     item's frame, is revealed as `NestedRevealScroll` turns pages, never centred between
    ///     two pages.
    ///   - isScrollEnabled: the collection's `isScrollEnabled`. When false, a loaded cell is
    ///     revealed by the scroll views around the collection (`NestedRevealScroll`).
    public static func plan(layout: Layout, cellIsLoaded: Bool, inOrthogonalSection: Bool,
                            isPaging: Bool = false, isScrollEnabled: Bool = true) -> ItemScrollPlan {
        if cellIsLoaded, inOrthogonalSection || isPaging || !isScrollEnabled { return .revealCell }
        if isPaging, isScrollEnabled { return .revealItemFrame }
        switch layout {
        case .compositional:
            if cellIsLoaded { return .revealCell }
            // Not loaded: both axes, so that a section scrolling orthogonally comes along its own
            // axis as well as the collection along its.
            return .scrollToItem(centeredVertically: true, centeredHorizontally: true)
        case .flow(let horizontal):
            return .scrollToItem(centeredVertically: !horizontal, centeredHorizontally: horizontal)
        case .other:
            return .scrollToItem(centeredVertically: true, centeredHorizontally: false)
        }
    }

    /// True when a table's row is revealed by moving the scroll views around its loaded cell as
    /// `NestedRevealScroll` says, rather than by `scrollToRow(at:at: .none)`: when the table turns
    /// whole pages, or when a finger cannot scroll it (a table sized to its rows inside a form), so
    /// that the scroll views around it bring the row in.
    public static func revealsTableCell(cellIsLoaded: Bool, isPaging: Bool, isScrollEnabled: Bool) -> Bool {
        cellIsLoaded && (isPaging || !isScrollEnabled)
    }

    /// True when a table's row whose cell is not loaded is revealed by moving the scroll views
    /// around the row's rectangle (`rect(forRow:)`, known before its cell exists) as
    /// `NestedRevealScroll` says, rather than by `scrollToRow(at:at: .none)`: when the table turns
    /// whole pages, which `scrollToRow` does not snap to.
    public static func revealsTableRowFrame(cellIsLoaded: Bool, isPaging: Bool, isScrollEnabled: Bool) -> Bool {
        !cellIsLoaded && isPaging && isScrollEnabled
    }
}
