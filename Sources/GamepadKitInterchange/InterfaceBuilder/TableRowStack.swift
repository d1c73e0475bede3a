import GamepadKitCore

/// Frames for the rows of a storyboard table that have no `<rect>` (files of older Xcode
/// versions store none for static cells): rows are stacked from the table's top, each as wide
/// as the table and as tall as its own `rowHeight`, else the table's `rowHeight`, else 44 pt.
///
/// Sections add their header and footer around their rows: the table's `sectionHeaderHeight` and
/// `sectionFooterHeight` when set (greater than 0), else 18 pt each in a grouped table; in a plain
/// table only a section with a `headerTitle` (`footerTitle`) has a header (footer), 28 pt when
/// the table sets no height. A row that has a rect keeps it, and the rows after it continue
/// below it.
///
/// A table header view (`tableHeaderView`: a search bar, a profile card) comes first: the rows
/// start below it, as UIKit shows them. When a row is stored above the header's bottom (older
/// Xcode versions store a table's only prototype at y 0 under a 44-pt search bar), the table's
/// stored row frames are stale (`storedAboveRows`), and all its rows are stacked.
///
/// Laid out for another device (`--device`), a table wider or narrower than stored stretches its
/// stored rows by the difference, keeping their sides' insets (an inset grouped table's 20 pt):
/// UIKit sizes every row to its table.
struct TableRowStack {
    static let defaultRowHeight = 44.0
    static let groupedGap = 18.0
    static let plainTitleHeight = 28.0

    private let width: Double
    /// How much wider the table is than the file stores it (laid out for another device).
    private let stretch: Double
    private let rowHeight: Double
    private let isGrouped: Bool
    private let headerHeight: Double?
    private let footerHeight: Double?
    private(set) var nextY = 0.0
    /// Where the rows begin: the bottom of the table's header view, else 0.
    private let top: Double

    /// A stack for `table` (a `tableView` element) of `width`, under its header view at
    /// `headerFrame` (stored in the table's coordinates) when it has one; `stretch`: how much
    /// wider the table is laid out than stored.
    init(table: MarkupElement, width: Double, headerFrame: Rect? = nil, stretch: Double = 0) {
        self.width = width
        self.stretch = stretch.isFinite ? stretch : 0
        top = headerFrame.map { max(0, $0.maxY) } ?? 0
        nextY = top
        rowHeight = Self.positive(table["rowHeight"]) ?? Self.defaultRowHeight
        isGrouped = table["style"] == "grouped" || table["style"] == "insetGrouped"
        headerHeight = Self.positive(table["sectionHeaderHeight"])
        footerHeight = Self.positive(table["sectionFooterHeight"])
    }

    /// Starts `section` (a `tableViewSection` element; nil for a dynamic table's prototypes).
    mutating func beginSection(_ section: MarkupElement?) {
        guard let section else { return }
        nextY += gap(hasTitle: section["headerTitle"]?.isEmpty == false, setHeight: headerHeight)
    }

    /// Ends `section`.
    mutating func endSection(_ section: MarkupElement?) {
        guard let section else { return }
        nextY += gap(hasTitle: section["footerTitle"]?.isEmpty == false, setHeight: footerHeight)
    }

    /// The frame of `cell`: `declared` when the file has one, else the next place in the stack.
    mutating func frame(of cell: MarkupElement, declared: Rect?) -> Rect {
        if let declared {
            nextY = declared.maxY
            return Rect(x: declared.minX, y: declared.minY, width: max(0, declared.width + stretch), height: declared.height)
        }
        let height = Self.positive(cell["rowHeight"]) ?? rowHeight
        defer { nextY += height }
        return Rect(x: 0, y: nextY, width: width, height: height)
    }

    /// True when one of `frames` (stored row frames) starts above the rows' top, the bottom of
    /// the table's header view: those frames are stale.
    func storedAboveRows(_ frames: [Rect?]) -> Bool {
        top > 0 && frames.contains { ($0?.minY ?? top) < top - 0.5 }
    }

    /// True when two or more of `frames` (the stored frames of a table's prototype cells; nil for
    /// one without) start at the same place: rows never do, so the frames are stale.
    static func overlap(_ frames: [Rect?]) -> Bool {
        var origins: Set<LayoutPoint> = []
        for frame in frames.compactMap({ $0 }) where !origins.insert(frame.origin).inserted { return true }
        return false
    }

    private func gap(hasTitle: Bool, setHeight: Double?) -> Double {
        if isGrouped { return setHeight ?? Self.groupedGap }
        return hasTitle ? (setHeight ?? Self.plainTitleHeight) : 0
    }

    private static func positive(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite, value > 0 else { return nil }
        return value
    }
}
