import Foundation
import GamepadKitCore

/// Reads Interface Builder files (`.storyboard`, `.xib`) as written by Xcode into layout scenes.
///
/// - **Platforms.** iOS and tvOS documents are read; AppKit, WatchKit and pre-2013 `<archive>`
///   files are refused with a message saying what they are (see `InterfaceBuilderPlatform`).
/// - **Scenes.** A storyboard gives one scene per `<scene>` whose view controller has a root view
///   (the child with `key="view"`); navigation, tab bar and other container controllers, which
///   have none, are skipped. A xib gives one scene per top-level view. A scene is named by its
///   controller's `storyboardIdentifier`, else its `userLabel`, else its `customClass`, else its
///   `id`; a xib view by its File's Owner's class when it is the owner's `view` (or the only
///   view), else its `userLabel`, `customClass`, `id`. Scenes with equal names are told apart
///   as `Name (Title)` by their navigation item's, controller's or tab's title, else by id.
/// - **Bounds.** The root view's frame size (390×844 when it has none); the root view is placed
///   at the origin, under a synthetic `window` node.
/// - **Bars.** A controller shown in a navigation controller gets its navigation bar (its
///   navigation item's left and right bar button items, and a back button when it is not the
///   root of the stack), the navigation controller's toolbar when it is shown (its
///   `toolbarItems`), and the tab bar of the tab bar controller it is a tab of (see
///   `StoryboardFlow`). They follow the root view under the `window` node, as `.navigationBar`,
///   `.toolbar` and `.tabBar` containers of `.barButton`, `.backButton` and `.tabBarItem`
///   nodes, laid out where UIKit puts them (see `BarLayout`). Bars placed in a view (`toolbar`,
///   `navigationBar`, `tabBar` elements) hold their `<items>` the same way. A root table,
///   collection or scroll view is scrolled so that its content starts under the top bars.
/// - **Frames.** Each view's `<rect key="frame">`, in its parent's coordinates. A view without one
///   fills its parent. A scroll view's `<point key="contentOffset">` is read when present, and so
///   are `pagingEnabled="YES"` and `scrollEnabled="NO"` on a scroll view, table or collection.
/// - **Roles** come from element names (see `kindsByElement`); any other element with a frame is a
///   plain view, and elements without a frame (`subviews`, `cells`, constraints, colours…) are
///   walked through, never errors. A text view with `editable="NO"` is marked not focusable.
/// - **Lists.** Static table cells (`sections/tableViewSection/cells`) get their section and row.
///   A storyboard knows nothing of a dynamic table's data, so its prototype cells stand in for
///   rows: the prototypes become rows 0.0, 0.1… of a single section. Collection view cells become
///   items 0.0, 0.1…. Table rows without a rect are stacked by their row height (see
///   `TableRowStack`); controls inside cells stay the cells' children.
/// - **Ids.** A view's accessibility identifier when it has one (as the iOS layer does at run
///   time), else its Interface Builder `id`.
/// - **Attributes.** `hidden`, `alpha`, `userInteractionEnabled`, `enabled`, `clipsSubviews`;
///   a `layer.cornerRadius` user-defined runtime attribute. The label is the visible title (a
///   button's normal-state or configuration title, a label's or field's text or placeholder, a
///   cell's first label, a bar item's title or system item), else the accessibility label, else
///   the `userLabel`.
public enum InterfaceBuilderDocument {
    /// The screen size used when a root view has no frame.
    public static let defaultScreenSize = LayoutSize(width: 390, height: 844)

    /// Views nested deeper than this are refused.
    public static let maximumDepth = 100

    /// Elements of any kind nested deeper than this are refused while the XML is read, before
    /// any view is made (a view sits two elements below its parent: `<view><subviews><view>`).
    public static let maximumElementNesting = MarkupElement.maximumNesting

    /// The view kind of each Interface Builder element name that is not a plain view.
    public static let kindsByElement: [String: ViewKind] = [
        "button": .button,
        "switch": .switch,
        "slider": .slider,
        "stepper": .stepper,
        "segmentedControl": .segmented,
        "datePicker": .datePicker,
        "pickerView": .picker,
        "pageControl": .pageControl,
        "colorWell": .colorWell,
        "textField": .textField,
        "textView": .textView,
        "searchBar": .searchBar,
        "tableView": .table,
        "tableViewCell": .tableRow,
        "collectionView": .collection,
        "collectionViewCell": .collectionItem,
        "scrollView": .scroll,
        "stackView": .stack,
        "label": .label,
        "imageView": .image,
        "navigationBar": .navigationBar,
        "toolbar": .toolbar,
        "tabBar": .tabBar,
    ]

    /// The content views of cells: views even without a frame (they then fill their cell).
    public static let contentViewElements: Set<String> = ["tableViewCellContentView", "collectionViewCellContentView"]

    /// Reads the scenes of a storyboard or xib.
    ///
    /// - Parameters:
    ///   - data: The file's XML.
    ///   - file: The file name for error messages.
    /// - Throws: `InterchangeError` with the line of malformed XML or of a bad value, of the first
    ///   element nested deeper than ``maximumElementNesting`` or of the first view nested deeper
    ///   than ``maximumDepth``, or when the document has controllers but none with a view here
    ///   (a SwiftUI hosting controller's storyboard). An empty document (no scene, no view) has no
    ///   scenes: the result is empty.
    ///   - storyboardNamed: The contents of another storyboard of the same folder by name (no
    ///     extension), for the tab titles of storyboard references; nil when not known.
    ///   - options: The device and writing direction to lay scenes out for from their
    ///     constraints; by default the stored frames (see ``LayoutOptions``).
    public static func scenes(from data: Data, file: String? = nil,
                              storyboardNamed: (@Sendable (String) -> Data?)? = nil,
                              options: LayoutOptions = LayoutOptions()) throws -> [LayoutScene] {
        let parsed: MarkupElement
        do {
            parsed = try MarkupElement.parse(data)
        } catch let error as MarkupElement.SyntaxError {
            throw InterchangeError(file: file, location: "line \(error.line)", message: error.message)
        }
        var reader = InterfaceBuilderReader(file: file, storyboardNamed: storyboardNamed)
        reader.layoutOptions = options
        reader.layoutOptions.device = options.device(for: parsed)
        // Size classes: those of the device laid out for, else of the file's own device (whose
        // stored frames keep every subview; only constraints and values follow the size class).
        let traits = (reader.layoutOptions.device ?? LayoutDevice.stored(in: parsed)).map(SizeClassTraits.init(device:))
        let document = FrameInsets.resolve(SizeClassVariations.resolve(parsed, traits: traits,
                                                                       keepsSubviews: reader.layoutOptions.device == nil))
        reader.imageSizes = InterfaceBuilderReader.imageSizes(in: document)
        reader.outletNames = InterfaceBuilderReader.outletNames(in: document)
        reader.backgroundImageNames = ReadableNames.backgroundImageNames(in: document)
        reader.storedScreenWidth = LayoutDevice.stored(in: parsed)?.size.width
        reader.toolsVersion = SimulatedScreen.toolsVersion(of: parsed)
        return try reader.scenes(of: document)
    }
}

extension InterfaceBuilderDocument {
    /// Why a document that gave no scenes (`scenes(from:file:storyboardNamed:options:)` returned
    /// none) has nothing to map, for a tool's note: "the document has no scenes", or "no scene
    /// has a view here (its controllers make their views in code: viewController
    /// AEUIPlayerViewController)" for a storyboard whose controllers build their views in code or
    /// host SwiftUI. Nil when `data` is no readable document.
    public static func emptyDocumentReason(in data: Data) -> String? {
        guard let document = try? MarkupElement.parse(data) else { return nil }
        let controllers = (document.child("scenes")?.children("scene") ?? [])
            .flatMap { $0.child("objects")?.children ?? [] }
            .filter { $0.name != "placeholder" }
            .map { [$0.name, $0["customClass"]].compactMap { $0 }.joined(separator: " ") }
        guard !controllers.isEmpty else { return "the document has no scenes" }
        let named = controllers.prefix(3).map { ClippedText.clipped($0) }.joined(separator: ", ")
        let more = controllers.count > 3 ? " and \(controllers.count - 3) more" : ""
        return "no scene has a view here (its controllers make their views in code: \(named)\(more))"
    }
}

/// Turns the element tree of an Interface Builder document into scenes.
struct InterfaceBuilderReader {
    let file: String?
    var storyboardNamed: (@Sendable (String) -> Data?)? = nil
    /// The views collection copies may still add to the scene being read (one per scene).
    var copyBudget = CopiedViewBudget()
    /// The device and writing direction scenes are laid out for from their constraints.
    var layoutOptions = LayoutOptions()
    /// The document's image resources by name, for intrinsic sizes.
    var imageSizes: [String: LayoutSize] = [:]
    /// The ids the document's outlets point at, with the property of the first (``outletNames(in:)``).
    var outletNames: [String: String] = [:]
    /// The background image names of the document's buttons, by id (``ReadableNames/backgroundImageNames(in:)``).
    var backgroundImageNames: [String: String] = [:]
    /// The width of the document's "View As" device, in the orientation it was saved in.
    var storedScreenWidth: Double?
    /// The document's `toolsVersion` (the Interface Builder build that saved it); nil when it
    /// reads as no number (Xcode 15 and later write 32700.99.1234).
    var toolsVersion: Double?
    /// Laid out for another device, a table's stored rows stretch with the table
    /// (`TableRowStack`): true unless the scene's root view is stored narrower than the
    /// document's device (a child controller's view, which its container sizes).
    var rowsFollowTable = true
    /// Frames solved from constraints, by Interface Builder id, used instead of stored ones.
    var solvedFrames: [String: Rect] = [:]

    /// The storyboard `name` refers to, when ``storyboardNamed`` finds it and it parses (see
    /// `StoryboardFlow.tabItem(referencedBy:in:)`).
    func referencedDocument(named name: String) -> MarkupElement? {
        guard let data = storyboardNamed?(name) else { return nil }
        return try? MarkupElement.parse(data)
    }

    func failure(_ line: Int, _ message: String) -> InterchangeError {
        InterchangeError(file: file, location: "line \(line)", message: message)
    }

    /// The id of the view `element`: its accessibility identifier, else its Interface Builder id.
    func viewID(of element: MarkupElement) -> String {
        element.child("accessibility")?["identifier"] ?? element["id"] ?? "\(element.name)@line\(element.line)"
    }

    /// True for an element that is a view: a known view element or anything with a frame.
    func isView(_ element: MarkupElement) -> Bool {
        element.name == "view" || InterfaceBuilderDocument.kindsByElement[element.name] != nil
            || InterfaceBuilderDocument.contentViewElements.contains(element.name)
            || element.child("rect", key: "frame") != nil
    }

    /// The view `element` and its subtree. A view without a `<rect>` gets `defaultFrame`, else
    /// fills its parent.
    func view(_ element: MarkupElement, parentSize: LayoutSize, depth: Int, defaultFrame: Rect? = nil) throws -> ViewNode {
        guard depth <= InterfaceBuilderDocument.maximumDepth else {
            throw failure(element.line, "views nest deeper than \(InterfaceBuilderDocument.maximumDepth) levels")
        }
        let kind = InterfaceBuilderDocument.kindsByElement[element.name] ?? .view
        let frame = try element["id"].flatMap { solvedFrames[$0] } ?? frame(of: element) ?? defaultFrame ?? Rect(origin: .zero, size: parentSize)
        // The accessibility identifier first, as at run time on iOS, so that ids in reports match
        // the ids `preferredInitialFocus` and the app use; else Interface Builder's object id.
        var node = ViewNode(id: viewID(of: element), kind: kind, frame: frame)
        node.isHidden = element["hidden"] == "YES"
        node.isEnabled = element["enabled"] != "NO"
        node.isInteractive = element["userInteractionEnabled"] != "NO"
        node.clipsToBounds = element["clipsSubviews"] == "YES"
        if let alpha = element["alpha"] {
            guard let value = Double(alpha), value.isFinite else { throw failure(element.line, "alpha '\(alpha)' is not a number") }
            node.alpha = min(1, max(0, value))
        }
        if kind == .textView, element["editable"] == "NO" { node.focusableOverride = false }
        if kind.scrollsContent {
            // How it scrolls: whole pages, or not at all by a finger.
            node.isPaging = element["pagingEnabled"] == "YES"
            node.isScrollEnabled = element["scrollEnabled"] != "NO"
        }
        if kind.scrollsContent, let offset = element.child("point", key: "contentOffset") {
            node.contentOffset = LayoutPoint(x: try coordinate(offset, "x") ?? 0, y: try coordinate(offset, "y") ?? 0)
        }
        node.cornerRadius = cornerRadius(of: element) ?? 0

        var rows = RowNumbering()
        let header = kind == .table ? element.children.first { isView($0) && $0["key"] == "tableHeaderView" } : nil
        var stack = TableRowStack(table: element, width: frame.width, headerFrame: try header.flatMap { try self.frame(of: $0) },
                                  stretch: kind == .table ? try rowStretch(of: element, width: frame.width) : 0)
        node.children = try childViews(of: element, list: kind.isList ? kind : nil, rows: &rows, stack: &stack, parentSize: frame.size, depth: depth)
        if kind == .table { placeFooterView(of: element, in: &node.children, below: stack.nextY, width: frame.width) }
        if kind.isList {
            node.sectionRowCounts = rows.counts
            applyRowSelection(to: &node.children, cells: Self.cellElements(of: element), list: element)
        }
        node.wheelCount = wheelCount(of: element)
        if kind == .button { node.takesNoAction = takesNoAction(element) }
        if kind.isBar { node.children += try barItems(of: element, kind: kind, frame: frame, depth: depth) }
        node.label = label(of: element, kind: kind, children: node.children)
        return node
    }

    /// How much wider than stored the rows of `table`, laid out `width` wide, become: laid out
    /// for another device they stretch with the table (`TableRowStack`), unless the scene's root
    /// is a child controller's view (``rowsFollowTable``). Kept out of ``view(_:parentSize:depth:defaultFrame:)``,
    /// which recurses once per level of nesting.
    private func rowStretch(of table: MarkupElement, width: Double) throws -> Double {
        guard layoutOptions.solvesEveryFrame, rowsFollowTable, let stored = try frame(of: table) else { return 0 }
        return width - stored.width
    }

    /// UIKit puts a table's footer view (`tableFooterView`: a Sign Out or Leave button, a note)
    /// below its last section, as wide as the table. A footer stored above the rows' end (files
    /// of older Xcode versions store it at y 0 or above, over the first rows) is moved there;
    /// one stored below them keeps Xcode's frame.
    private func placeFooterView(of table: MarkupElement, in children: inout [ViewNode], below rowsEnd: Double, width: Double) {
        guard let footer = table.children.first(where: { isView($0) && $0["key"] == "tableFooterView" }) else { return }
        // By id and kind: an id may be an accessibility identifier another view shares.
        let id = viewID(of: footer), kind = InterfaceBuilderDocument.kindsByElement[footer.name] ?? .view
        guard let index = children.lastIndex(where: { $0.id == id && $0.kind == kind }) ?? children.lastIndex(where: { $0.id == id }),
              children[index].frame.minY < rowsEnd - 0.5 else { return }
        children[index].frame = Rect(x: 0, y: rowsEnd, width: width, height: children[index].frame.height)
    }

    /// The cell elements of a table (static sections and prototypes) or collection.
    static func cellElements(of list: MarkupElement) -> [MarkupElement] {
        var cells: [MarkupElement] = []
        for section in list.child("sections")?.children("tableViewSection") ?? [] {
            cells += section.child("cells")?.children("tableViewCell") ?? []
        }
        cells += list.child("prototypes")?.children.filter { $0.name == "tableViewCell" } ?? []
        cells += list.child("cells")?.children.filter { $0.name == "collectionViewCell" } ?? []
        return cells
    }

    /// Rows of a table or collection as they are found: the row paths handed out and the counts.
    private struct RowNumbering {
        var counts: [Int] = []

        /// Makes sure `section` is counted, even when it turns out to have no rows.
        mutating func open(section: Int) {
            while counts.count <= section { counts.append(0) }
        }

        mutating func next(inSection section: Int) -> RowPath {
            open(section: section)
            defer { counts[section] += 1 }
            return RowPath(section: section, row: counts[section])
        }
    }

    /// The views under `element`, in document order, walking through elements that are not views.
    /// The walk recurses once per element level, which the markup reader has already bounded
    /// (``MarkupElement/maximumNesting``); views are further bounded by `depth`.
    /// Table rows without a rect are stacked by `stack` (see ``TableRowStack``).
    private func childViews(of element: MarkupElement, list: ViewKind?, rows: inout RowNumbering, stack: inout TableRowStack,
                            parentSize: LayoutSize, depth: Int) throws -> [ViewNode] {
        var views: [ViewNode] = []
        for child in element.children {
            if isView(child) {
                views.append(try view(child, parentSize: parentSize, depth: depth + 1))
            } else if list == .table, child.name == "sections" {
                // Cells that all declare one frame, or that lie over the header view, are stacked
                // as if they had none.
                let staticCells = child.children("tableViewSection").flatMap { $0.child("cells")?.children("tableViewCell") ?? [] }
                let stale = try StaleCellFrames.sharedFrame(of: element, reader: self) != nil
                    || stack.storedAboveRows(staticCells.map { try frame(of: $0) })
                for (section, sectionElement) in child.children("tableViewSection").enumerated() {
                    rows.open(section: section)
                    stack.beginSection(sectionElement)
                    for cell in sectionElement.child("cells")?.children("tableViewCell") ?? [] {
                        let frame = stack.frame(of: cell, declared: stale ? nil : try frame(of: cell))
                        var row = try tableRow(cell, frame: frame, parentSize: parentSize, depth: depth + 1)
                        row.rowPath = rows.next(inSection: section)
                        views.append(row)
                    }
                    stack.endSection(sectionElement)
                }
            } else if list == .collection, child.name == "cells", let flow = CollectionFlowLayout(collection: element) {
                let prototypes = child.children.filter(isView)
                let sizes = try prototypes.map { try frame(of: $0)?.size }
                let nodes = try prototypes.map { try view($0, parentSize: parentSize, depth: depth + 1) }
                var copies = [Int](repeating: 0, count: prototypes.count)
                // Copies of huge prototypes are limited, so a hostile cell cannot multiply memory;
                // the scene's budget bounds the copies of all its collections together.
                let viewCounts = nodes.map(Self.viewCount)
                let largest = viewCounts.max() ?? 1
                let limit = max(prototypes.count, CollectionFlowLayout.maximumCopiedViews / max(1, largest))
                // The items fill the collection as laid out, and at least as far along its
                // scrolling axis as the file's own frame reaches: laid out at a shorter device,
                // the same items are there, the last ones below the fold.
                var filled = parentSize
                if let stored = try frame(of: element)?.size {
                    if flow.horizontal { filled.width = max(filled.width, stored.width) } else { filled.height = max(filled.height, stored.height) }
                }
                for item in flow.items(prototypes: sizes, in: parentSize, filling: filled).prefix(limit) {
                    var row = nodes[item.prototype]
                    if copies[item.prototype] > 0 {
                        guard copyBudget.take(viewCounts[item.prototype]) else { continue }
                        row = Self.copy(row, number: copies[item.prototype])
                    }
                    copies[item.prototype] += 1
                    row.frame = item.frame
                    row.rowPath = rows.next(inSection: 0)
                    row.label = ReadableNames.itemName(content: nodes[item.prototype].label, number: (row.rowPath?.row ?? 0) + 1)
                    views.append(row)
                }
            } else if (list == .table && child.name == "prototypes") || (list == .collection && child.name == "cells") {
                let cells = child.children.filter(isView)
                // Prototypes stored on top of one another (older Xcode versions save every one at
                // y 0, 320 pt wide), or over the header view, are stacked as if they had no frame,
                // as wide as the table.
                let stored = list == .table ? try cells.map { try frame(of: $0) } : []
                let stale = list == .table && (TableRowStack.overlap(stored) || stack.storedAboveRows(stored))
                for cell in cells {
                    var row: ViewNode
                    if list == .table {
                        let frame = stack.frame(of: cell, declared: stale ? nil : try frame(of: cell))
                        row = try tableRow(cell, frame: frame, parentSize: parentSize, depth: depth + 1)
                    } else {
                        row = try view(cell, parentSize: parentSize, depth: depth + 1)
                    }
                    row.rowPath = rows.next(inSection: 0)
                    // A cell the file gives nothing to read is named by its reuse identifier.
                    if row.label == nil { row.label = cell["reuseIdentifier"].flatMap(ReadableNames.words(ofIdentifier:)) }
                    views.append(row)
                }
            } else if !isBarItemList(child, of: element) {
                views += try childViews(of: child, list: list, rows: &rows, stack: &stack, parentSize: parentSize, depth: depth)
            }
        }
        return ReadableNames.namingControlsByTheirLabels(views).map { named($0) }
    }

    /// `view` named, when nothing in the file names it otherwise, by its background image (a
    /// button's), else by the outlet that points at it (`favoriteButton` reads "favorite
    /// button"): a control or a list, whose stop would otherwise show its Interface Builder id.
    /// Subviews are named with their siblings; a scene's root (a xib's top-level button) by
    /// ``makeScene(named:rootView:keepsTop:screen:panelWidth:)``.
    func named(_ view: ViewNode) -> ViewNode {
        guard view.label == nil, view.kind.isFocusableByDefault || view.kind.isList,
              let name = backgroundImageNames[view.id] ?? outletNames[view.id].flatMap(ReadableNames.words(ofIdentifier:)) else { return view }
        var named = view
        named.label = name
        return named
    }

    /// UIKit sizes a cell's content view to the cell: a content view stored shorter or narrower
    /// than the row it ends up in (files of older Xcode versions store 320×43 for every cell) grows
    /// to the row's bounds, keeping the room it leaves for an accessory and the separator (its
    /// stored trailing gap to the cell, and its bottom gap when that is at most 1 pt). It never shrinks.
    func fitContentView(of row: inout ViewNode, cell: MarkupElement, to rowFrame: Rect) throws {
        guard let contentElement = cell.children.first(where: { $0.name == "tableViewCellContentView" }),
              let index = row.children.firstIndex(where: { $0.id == viewID(of: contentElement) }) else { return }
        row.children[index].frame = try fittedContentFrame(row.children[index].frame, of: contentElement, cell: cell, to: rowFrame)
    }

    /// The frame ``fitContentView(of:cell:to:)`` gives `content` (the content view's frame as
    /// read, `contentElement` its element) in a row at `rowFrame`.
    func fittedContentFrame(_ content: Rect, of contentElement: MarkupElement, cell: MarkupElement, to rowFrame: Rect) throws -> Rect {
        // A content view stored without a frame has no gaps of its own to keep.
        let stored = contentElement.child("rect", key: "frame") == nil ? nil : try frame(of: cell)
        var content = content
        let trailingGap = stored.map { max(0, $0.width - content.maxX) } ?? 0
        let storedBottomGap = stored.map { max(0, $0.height - content.maxY) } ?? 0
        let bottomGap = storedBottomGap <= 1 ? storedBottomGap : 0  // a separator's room, else a stale height
        content.size.width = max(content.width, rowFrame.width - content.minX - trailingGap)
        content.size.height = max(content.height, rowFrame.height - content.minY - bottomGap)
        return content
    }

    /// The number of views in `node`'s tree.
    static func viewCount(_ node: ViewNode) -> Int {
        var count = 0
        var stack = [node]
        while let next = stack.popLast() {
            count += 1
            stack += next.children
        }
        return count
    }

    /// Copy `number` of a repeated prototype cell: every id in it gets `#number`, so the copies'
    /// controls stay apart.
    static func copy(_ node: ViewNode, number: Int) -> ViewNode {
        var node = node
        node.id += "#\(number)"
        node.children = node.children.map { copy($0, number: number) }
        return node
    }

    /// The stored frame of `element`. A negative width or height (Xcode saves a hairline view
    /// squeezed by its constraints as `height="-0.5"`) is read as the same rectangle drawn the
    /// other way, as Core Graphics standardizes a rectangle.
    func frame(of element: MarkupElement) throws -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        var frame = Rect(x: try coordinate(rect, "x") ?? 0, y: try coordinate(rect, "y") ?? 0,
                         width: try coordinate(rect, "width") ?? 0, height: try coordinate(rect, "height") ?? 0)
        if frame.width < 0 { frame = Rect(x: frame.minX + frame.width, y: frame.minY, width: -frame.width, height: frame.height) }
        if frame.height < 0 { frame = Rect(x: frame.minX, y: frame.minY + frame.height, width: frame.width, height: -frame.height) }
        return frame
    }

    private func coordinate(_ element: MarkupElement, _ attribute: String) throws -> Double? {
        guard let text = element[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw failure(element.line, "\(attribute)=\"\(text)\" of <\(element.name) key=\"\(element["key"] ?? "")\"> is not a finite number")
        }
        return value
    }

    /// The `layer.cornerRadius` set as a user-defined runtime attribute, if any.
    private func cornerRadius(of element: MarkupElement) -> Double? {
        let attributes = element.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
        guard let radius = attributes.first(where: { $0["keyPath"] == "layer.cornerRadius" }) else { return nil }
        let text = radius.children.first { $0["key"] == "value" }?["value"] ?? radius["value"]
        guard let value = text.flatMap(Double.init), value.isFinite, value >= 0 else { return nil }
        return value
    }

    private func label(of element: MarkupElement, kind: ViewKind, children: [ViewNode]) -> String? {
        var title: String?
        switch kind {
        case .button:
            // A configuration-style button shows its configuration's title over its state titles.
            title = element.child("buttonConfiguration")?["title"] ?? element.child("state", key: "normal")?["title"] ?? element["title"]
        case .label, .textField, .textView, .searchBar:
            title = element["text"] ?? element["placeholder"]
        case .tableRow, .collectionItem:
            // The cell's own readable name comes before its first image's file name.
            let readable = element.child("accessibility")?["label"] ?? element["userLabel"]
            return ReadableNames.preferredName(title: firstLabelText(in: children), readable: readable,
                                               image: firstLabelText(in: children, kind: .image))
        case .segmented:
            title = ReadableNames.segmentTitles(of: element)
        default:
            title = element["title"]
        }
        if let title, !title.isEmpty { return title }
        if let label = element.child("accessibility")?["label"] ?? element["userLabel"], !label.isEmpty { return label }
        switch kind {
        case .button: return ReadableNames.imageName(of: element)
        case .image: return element["image"].flatMap { $0.isEmpty ? nil : $0 }
        default: return nil
        }
    }

    /// The label of the first view of `kind` in `views` (depth first), for naming cells: a
    /// label's text, else an image view's image name.
    private func firstLabelText(in views: [ViewNode], kind: ViewKind = .label) -> String? {
        var stack = Array(views.reversed())
        while let view = stack.popLast() {
            if view.kind == kind, let text = view.label { return text }
            stack += view.children.reversed()
        }
        return nil
    }
}
