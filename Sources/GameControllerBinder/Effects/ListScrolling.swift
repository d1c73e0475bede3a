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
    /// by the least in every scroll view around it; else centred along the layout's axes). A
    /// paging list turns whole pages to the row, its cell loaded or not (its frame is known).
    static func scroll(_ list: UIScrollView?, to row: RowPath) {
        switch list {
        case let table as UITableView:
            guard table.numberOfSections > row.section, row.section >= 0,
                  table.numberOfRows(inSection: row.section) > row.row, row.row >= 0 else { return }
            let indexPath = IndexPath(row: row.row, section: row.section)
            let cell = table.cellForRow(at: indexPath)
            if ItemScrollPlan.revealsTableCell(cellIsLoaded: cell != nil, isPaging: table.turnsWholePages,
                                               isScrollEnabled: table.isScrollEnabled) {
                reveal(cell)
            } else if ItemScrollPlan.revealsTableRowFrame(cellIsLoaded: cell != nil, isPaging: table.turnsWholePages,
                                                          isScrollEnabled: table.isScrollEnabled) {
                reveal(contentFrame: table.rectForRow(at: indexPath), of: table)
            } else {
                OwnScrolls.willScroll(table)
                table.scrollToRow(at: indexPath, at: .none, animated: true)
            }
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
            switch ItemScrollPlan.plan(layout: layout, cellIsLoaded: cell != nil, inOrthogonalSection: inOrthogonalSection,
                                       isPaging: collection.turnsWholePages, isScrollEnabled: collection.isScrollEnabled) {
            case .revealCell:
                reveal(cell)
            case .revealItemFrame:
                // A layout that gives no attributes for it yet: scrolled to as any other item.
                if let frame = collection.layoutAttributesForItem(at: indexPath)?.frame, !frame.isEmpty {
                    reveal(contentFrame: frame, of: collection)
                } else {
                    OwnScrolls.willScroll(collection)
                    collection.scrollToItem(at: indexPath, at: [.centeredVertically, .centeredHorizontally], animated: true)
                }
            case .scrollToItem(let vertically, let horizontally):
                var position: UICollectionView.ScrollPosition = []
                if vertically { position.insert(.centeredVertically) }
                if horizontally { position.insert(.centeredHorizontally) }
                OwnScrolls.willScroll(collection)
                collection.scrollToItem(at: indexPath, at: position, animated: true)
            }
        default:
            break
        }
    }

    /// Scrolls the scroll views around `view` as `NestedRevealScroll` says: the nearest one along
    /// each axis by the least that shows `view` between its adjusted insets, then each one further
    /// out that does not show it yet; paging ones turn whole pages (a page view controller's
    /// through its own page turn); ones with scrolling off never move.
    /// Reveals `frame`, in `list`'s content (its bounds' coordinates: where a row's or an item's
    /// cell will be), as `reveal(_:)` reveals a loaded cell there.
    private static func reveal(contentFrame frame: CGRect, of list: UIScrollView) {
        guard !frame.isNull, !frame.isEmpty else { return }
        reveal(list.convert(frame, to: nil), inScrollViewsFrom: list)
    }

    static func reveal(_ view: UIView?) {
        guard let view else { return }
        reveal(view.convert(view.bounds, to: nil), inScrollViewsFrom: view.superview)
    }

    /// Scrolls `start` (when it is a scroll view) and the scroll views around it as
    /// `NestedRevealScroll` says, to show `windowFrame` (in window coordinates).
    static func reveal(_ windowFrame: CGRect, inScrollViewsFrom start: UIView?) {
        var chain: [UIScrollView] = []
        var ancestor = start
        while let current = ancestor {
            if let scrollView = current as? UIScrollView { chain.append(scrollView) }
            ancestor = current.superview
        }
        guard !chain.isEmpty else { return }
        let facts = chain.map { scrollerFacts($0, around: $0.convert(windowFrame, from: nil)) }
        for (scrollView, offset) in zip(chain, NestedRevealScroll.offsets(facts)) {
            let target = CGPoint(x: CGFloat(offset.x), y: CGFloat(offset.y))
            let current = scrollView.contentOffset
            guard target != current else { continue }
            if let pageController = scrollView.owningPageController {
                // Its scroll view is the page controller's own: the turn goes through it, so that
                // it and its delegate know the page.
                PageTurning.turnPage(of: pageController, forward: isForward(from: current, to: target, in: pageController))
            } else {
                OwnScrolls.willScroll(scrollView)
                scrollView.setContentOffset(target, animated: true)
            }
        }
    }

    /// True when `target` lies after `current` in the reading order of `pageController`'s pages
    /// (to the left in a right-to-left horizontal layout).
    private static func isForward(from current: CGPoint, to target: CGPoint, in pageController: UIPageViewController) -> Bool {
        guard pageController.navigationOrientation == .horizontal else { return target.y > current.y }
        let rightToLeft = pageController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (target.x > current.x) != rightToLeft
    }

    /// What `NestedRevealScroll` needs of `scrollView`, with the element's `frame` in its
    /// coordinates: the facts the scanner reads into its `ViewNode` (`ViewTreeBuilder`) and
    /// predicts the reveal from, through the same constructor.
    private static func scrollerFacts(_ scrollView: UIScrollView, around frame: CGRect) -> NestedRevealScroll.Scroller {
        NestedRevealScroll.Scroller(contentOffset: LayoutPoint(scrollView.contentOffset), boundsSize: LayoutSize(scrollView.bounds.size),
                                    adjustedContentInset: LayoutInsets(scrollView.adjustedContentInset),
                                    contentSize: LayoutSize(scrollView.contentSize), isPaging: scrollView.turnsWholePages,
                                    isScrollEnabled: scrollView.isScrollEnabled, elementFrame: Rect(frame))
    }
}
#endif
