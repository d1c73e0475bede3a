#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Moving focus to a row or an element out of view: the list or scroll views scroll as a
/// finger's drag would leave them, with public scrolling API.
@MainActor
enum ListScrolling {
    /// Scrolls `list` by the least that shows `row`: a table row as `scrollToRow(at:at: .none)`;
    /// a collection item as `ItemScrollPlan` says (a loaded cell, e.g. of a compositional shelf,
    /// by the least in every scroll view around it; else centred along the layout's axes).
    static func scroll(_ list: UIScrollView?, to row: RowPath) {
        switch list {
        case let table as UITableView:
            guard table.numberOfSections > row.section, row.section >= 0,
                  table.numberOfRows(inSection: row.section) > row.row, row.row >= 0 else { return }
            table.scrollToRow(at: IndexPath(row: row.row, section: row.section), at: .none, animated: true)
        case let collection as UICollectionView:
            guard collection.numberOfSections > row.section, row.section >= 0,
                  collection.numberOfItems(inSection: row.section) > row.row, row.row >= 0 else { return }
            let indexPath = IndexPath(item: row.row, section: row.section)
            let cell = collection.cellForItem(at: indexPath)
            let layout: ItemScrollPlan.Layout
            switch collection.collectionViewLayout {
            case let flow as UICollectionViewFlowLayout: layout = .flow(horizontal: flow.scrollDirection == .horizontal)
            case let compositional as UICollectionViewCompositionalLayout:
                layout = .compositional(horizontal: compositional.configuration.scrollDirection == .horizontal)
            default: layout = .other
            }
            // A cell of a section that scrolls orthogonally sits in that section's own scroller.
            let inOrthogonalSection = cell.map { $0.superview !== collection && $0.superview is UIScrollView } ?? false
            switch ItemScrollPlan.plan(layout: layout, cellIsLoaded: cell != nil, inOrthogonalSection: inOrthogonalSection) {
            case .revealCell:
                reveal(cell)
            case .scrollToItem(let vertically, let horizontally):
                var position: UICollectionView.ScrollPosition = []
                if vertically { position.insert(.centeredVertically) }
                if horizontally { position.insert(.centeredHorizontally) }
                collection.scrollToItem(at: indexPath, at: position, animated: true)
            }
        default:
            break
        }
    }

    /// Scrolls the scroll views around `view` as `NestedRevealScroll` says: along each axis only
    /// the nearest one that can scroll along it moves, by the least that shows `view` between its
    /// adjusted insets; paging scroll views and a page view controller's own scroll view never move.
    static func reveal(_ view: UIView?) {
        guard let view else { return }
        var chain: [UIScrollView] = []
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView { chain.append(scrollView) }
            ancestor = current.superview
        }
        let facts = chain.map { scrollerFacts($0, around: view) }
        for (scrollView, offset) in zip(chain, NestedRevealScroll.offsets(facts)) {
            let target = CGPoint(x: CGFloat(offset.x), y: CGFloat(offset.y))
            if target != scrollView.contentOffset { scrollView.setContentOffset(target, animated: true) }
        }
    }

    /// What `NestedRevealScroll` needs of `scrollView`, with `view`'s frame in its coordinates.
    private static func scrollerFacts(_ scrollView: UIScrollView, around view: UIView) -> NestedRevealScroll.Scroller {
        let frame = view.convert(view.bounds, to: scrollView)
        let insets = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset
        let size = scrollView.bounds.size
        let content = scrollView.contentSize
        let horizontal = NestedRevealScroll.Axis(
            offset: Double(offset.x), length: Double(size.width), insetBefore: Double(insets.left),
            insetAfter: Double(insets.right), contentLength: Double(content.width),
            start: Double(frame.minX), end: Double(frame.maxX))
        let vertical = NestedRevealScroll.Axis(
            offset: Double(offset.y), length: Double(size.height), insetBefore: Double(insets.top),
            insetAfter: Double(insets.bottom), contentLength: Double(content.height),
            start: Double(frame.minY), end: Double(frame.maxY))
        let paging = scrollView.isPagingEnabled || isPageControllerScrollView(scrollView)
        return NestedRevealScroll.Scroller(horizontal: horizontal, vertical: vertical,
                                           isScrollEnabled: scrollView.isScrollEnabled, isPaging: paging)
    }

    /// True for the scroll view a `UIPageViewController` keeps in its own view.
    private static func isPageControllerScrollView(_ scrollView: UIScrollView) -> Bool {
        scrollView.superview?.next is UIPageViewController
    }

    /// Scrolls `scrollView` by the least that shows `frame` (in the scroll view's coordinates)
    /// between its adjusted insets (`RevealScroll`).
    static func reveal(_ frame: CGRect, in scrollView: UIScrollView) {
        let insets = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset
        let x = RevealScroll.offset(current: Double(offset.x), start: Double(frame.minX), end: Double(frame.maxX),
                                    length: Double(scrollView.bounds.width), insetBefore: Double(insets.left),
                                    insetAfter: Double(insets.right), contentLength: Double(scrollView.contentSize.width))
        let y = RevealScroll.offset(current: Double(offset.y), start: Double(frame.minY), end: Double(frame.maxY),
                                    length: Double(scrollView.bounds.height), insetBefore: Double(insets.top),
                                    insetAfter: Double(insets.bottom), contentLength: Double(scrollView.contentSize.height))
        let target = CGPoint(x: CGFloat(x), y: CGFloat(y))
        if target != offset { scrollView.setContentOffset(target, animated: true) }
    }
}
#endif
