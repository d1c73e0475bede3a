import GamepadKitCore

/// Where a storyboard collection view's flow layout puts its items, for a file that stores one
/// prototype cell per kind of item: the prototypes are repeated, in order, as
/// `UICollectionViewFlowLayout` would lay them out, until they fill the collection's visible area
/// (and at least the area the file stores it at).
///
/// The layout (`collectionViewFlowLayout key="collectionViewLayout"`) gives the scroll direction
/// (`scrollDirection="horizontal"`, else vertical), `minimumLineSpacing` and
/// `minimumInteritemSpacing` (10 pt each when absent), the `sectionInset` and the
/// `headerReferenceSize`. Each item is the size of its prototype's frame, else `itemSize`, else
/// 50×50 pt.
///
/// Vertical scrolling fills lines left to right from the section inset: as many items as fit
/// with at least the interitem spacing, spread so that a full line reaches both insets (the
/// extra space goes between the items); a line with room for one item only centres it. Lines
/// go down by the item height plus the line spacing, below the header, as long as a line starts
/// inside the collection's height. Horizontal scrolling is the same turned by 90°: columns top
/// to bottom, columns left to right while one starts inside the width. At most
/// ``maximumItems`` items are made (fewer when a prototype holds so many views that the copies
/// would exceed ``maximumCopiedViews``).
///
/// A collection with another layout (a custom `collectionViewLayout`, compositional layouts set
/// in code) keeps its prototypes where the file puts them.
struct CollectionFlowLayout {
    static let maximumItems = 120
    /// The most views the copies of a collection's prototypes may add in all; fewer items are
    /// made from prototypes with many views.
    static let maximumCopiedViews = 20_000
    static let defaultSpacing = 10.0
    static let defaultItemSize = LayoutSize(width: 50, height: 50)

    var horizontal: Bool
    var lineSpacing: Double
    var interitemSpacing: Double
    var inset: LayoutInsets
    var header: LayoutSize
    var itemSize: LayoutSize

    /// The flow layout of `collection` (a `collectionView` element), or nil when it has another layout.
    init?(collection: MarkupElement) {
        guard let layout = collection.children.first(where: { $0["key"] == "collectionViewLayout" }),
              layout.name == "collectionViewFlowLayout" else { return nil }
        horizontal = layout["scrollDirection"] == "horizontal"
        lineSpacing = Self.number(layout["minimumLineSpacing"]) ?? Self.defaultSpacing
        interitemSpacing = Self.number(layout["minimumInteritemSpacing"]) ?? Self.defaultSpacing
        let sectionInset = layout.child("inset", key: "sectionInset")
        inset = LayoutInsets(top: Self.number(sectionInset?["minY"]) ?? 0, left: Self.number(sectionInset?["minX"]) ?? 0,
                             bottom: Self.number(sectionInset?["maxY"]) ?? 0, right: Self.number(sectionInset?["maxX"]) ?? 0)
        let headerSize = layout.child("size", key: "headerReferenceSize")
        header = LayoutSize(width: Self.number(headerSize?["width"]) ?? 0, height: Self.number(headerSize?["height"]) ?? 0)
        let item = layout.child("size", key: "itemSize")
        itemSize = LayoutSize(width: Self.number(item?["width"]).flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultItemSize.width,
                              height: Self.number(item?["height"]).flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultItemSize.height)
    }

    /// The frames of the items in a collection of `size` whose prototypes have `sizes` (nil: the
    /// layout's item size), each with the index of the prototype it repeats. Lines are made until
    /// they fill `filled` (else `size`) along the scrolling axis: a collection laid out shorter
    /// than the file stores it keeps the file's items, the last ones out of view.
    func items(prototypes sizes: [LayoutSize?], in size: LayoutSize, filling filled: LayoutSize? = nil) -> [(prototype: Int, frame: Rect)] {
        let filled = filled ?? size
        guard !sizes.isEmpty else { return [] }
        let sizes = sizes.map { size -> LayoutSize in
            guard let size, size.width > 0, size.height > 0 else { return itemSize }
            return size
        }
        // Work in "line" coordinates: `across` runs along a line, `along` from line to line.
        let lineLength = horizontal ? size.height - inset.top - inset.bottom : size.width - inset.left - inset.right
        let visibleAlong = horizontal ? filled.width : filled.height
        var along = horizontal ? header.width + inset.left : header.height + inset.top
        var result: [(prototype: Int, frame: Rect)] = []
        var next = 0
        while along < visibleAlong && result.count < Self.maximumItems {
            // One line: as many items as fit with the minimum spacing (at least one).
            var line: [(Int, LayoutSize)] = []
            var used = 0.0
            while result.count + line.count < Self.maximumItems {
                let index = next % sizes.count
                let item = sizes[index]
                let length = horizontal ? item.height : item.width
                let needed = line.isEmpty ? length : used + interitemSpacing + length
                guard line.isEmpty || needed <= lineLength else { break }
                line.append((index, item))
                used = needed
                next += 1
            }
            let lengths = line.map { horizontal ? $0.1.height : $0.1.width }
            let free = max(0, lineLength - lengths.reduce(0, +))
            let gap = line.count > 1 ? free / Double(line.count - 1) : 0
            var across = line.count == 1 ? free / 2 : 0
            let thickness = line.map { horizontal ? $0.1.width : $0.1.height }.max() ?? 0
            for (index, item) in line {
                let frame = horizontal
                    ? Rect(x: along, y: inset.top + across, width: item.width, height: item.height)
                    : Rect(x: inset.left + across, y: along, width: item.width, height: item.height)
                result.append((index, frame))
                across += (horizontal ? item.height : item.width) + gap
            }
            along += thickness + lineSpacing
        }
        return result
    }

    private static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
