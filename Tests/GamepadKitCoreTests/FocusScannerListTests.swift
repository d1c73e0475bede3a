import Testing
@testable import GamepadKitCore

/// A 390×44 table row for `path`, at `y` in the table's content.
func tableRow(_ id: String, _ section: Int, _ row: Int, y: Double) -> ViewNode {
    ViewNode(id: id, kind: .tableRow, frame: Rect(x: 0, y: y, width: 390, height: 44), rowPath: RowPath(section: section, row: row))
}

@Suite("FocusScanner: tables and collections")
struct ScannerListTests {
    /// A table at y 200, 200 tall, scrolled down by 60, showing rows 0.1…0.5 of 20 in its first
    /// section and 3 in its second. Cell ids are those of reused cell objects, not of rows.
    func scrolledTable() -> ViewNode {
        let cells = [
            tableRow("cellA", 0, 0, y: 0),     // window y 140…184: above the viewport
            tableRow("cellB", 0, 1, y: 44),    // 184…228: partly visible
            tableRow("cellC", 0, 2, y: 88),    // 228…272
            tableRow("cellD", 0, 3, y: 132),   // 272…316
            tableRow("cellE", 0, 4, y: 176),   // 316…360
            tableRow("cellF", 0, 5, y: 220),   // 360…404: partly visible
            tableRow("cellG", 0, 6, y: 264),   // 404…448: below the viewport
        ]
        return ViewNode(id: "history", kind: .table, frame: Rect(x: 0, y: 200, width: 390, height: 200),
                        children: cells, contentOffset: LayoutPoint(x: 0, y: 60), sectionRowCounts: [20, 3])
    }

    @Test("rows become candidates named by list and row; rows scrolled out, or partly, need a scroll")
    func visibleRows() {
        let snapshot = FocusScanner().scan(window([scrolledTable()]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == (0...6).map { "history[0.\($0)]" })
        #expect(snapshot.candidates.allSatisfy { $0.listID == "history" && $0.scrollContainerID == "history" && $0.kind == .tableRow })
        #expect(snapshot.candidates.map(\.rowPath) == (0...6).map { RowPath(section: 0, row: $0) })
        #expect(snapshot.candidates.map(\.needsScroll) == [true, true, false, false, false, true, true])
        #expect(snapshot.candidates.first?.frame == Rect(x: 0, y: 140, width: 390, height: 44))
    }

    @Test("the list reports its visible frame, its row counts and which rows were found")
    func listInfo() {
        let snapshot = FocusScanner().scan(window([scrolledTable()]), bounds: phoneScreen)
        let expectedRows = Dictionary(uniqueKeysWithValues: (0...6).map { (RowPath(section: 0, row: $0), "history[0.\($0)]") })
        #expect(snapshot.lists == [ListInfo(id: "history", kind: .table, frame: Rect(x: 0, y: 200, width: 390, height: 200),
                                            sectionRowCounts: [20, 3], visibleRows: expectedRows)])
        #expect(snapshot.list(id: "history")?.rowCount == 23)
    }

    @Test("a table partly below the screen reports only its visible part as its frame")
    func listFrameIsVisiblePart() {
        let table = ViewNode(id: "t", kind: .table, frame: Rect(x: 0, y: 700, width: 390, height: 400),
                             children: [tableRow("c0", 0, 0, y: 0), tableRow("c4", 0, 4, y: 176)], sectionRowCounts: [30])
        let snapshot = FocusScanner().scan(window([table]), bounds: phoneScreen)
        #expect(snapshot.lists.map(\.frame) == [Rect(x: 0, y: 700, width: 390, height: 144)])
        // The row below the screen is inside the table's frame: scrolling the table reveals it.
        #expect(snapshot.candidates.map(\.id) == ["t[0.0]", "t[0.4]"])
        #expect(snapshot.candidates.map(\.needsScroll) == [false, true])
    }

    @Test("a list that does not give its row counts gets them from the rows on screen")
    func inferredCounts() {
        let table = ViewNode(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 400),
                             children: [tableRow("a", 0, 0, y: 0), tableRow("b", 0, 1, y: 44), tableRow("c", 2, 0, y: 132)])
        let snapshot = FocusScanner().scan(window([table]), bounds: phoneScreen)
        #expect(snapshot.lists.first?.sectionRowCounts == [2, 0, 1])
    }

    @Test("a second cell showing a row already on screen is skipped")
    func duplicateRow() {
        let table = ViewNode(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 400),
                             children: [tableRow("new", 0, 0, y: 0), tableRow("leaving", 0, 0, y: 2), tableRow("next", 0, 1, y: 44)],
                             sectionRowCounts: [2])
        let snapshot = FocusScanner().scan(window([table]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["t[0.0]", "t[0.1]"])
        #expect(snapshot.candidates.first?.frame.minY == 100)
    }

    @Test("collection items in a grid become candidates with item paths, inside their cell wrappers too")
    func collectionItems() {
        func item(_ section: Int, _ row: Int, x: Double, y: Double) -> ViewNode {
            ViewNode(id: "cell\(section)-\(row)", kind: .collectionItem, frame: Rect(x: x, y: y, width: 180, height: 120),
                     children: [ViewNode(id: "thumb\(section)-\(row)", kind: .image, frame: Rect(x: 0, y: 0, width: 180, height: 90))],
                     rowPath: RowPath(section: section, row: row))
        }
        let wrapper = ViewNode(id: "wrapper", kind: .view, frame: Rect(x: 0, y: 260, width: 390, height: 120),
                               children: [item(1, 0, x: 10, y: 0)])
        let grid = ViewNode(id: "photos", kind: .collection, frame: Rect(x: 0, y: 100, width: 390, height: 500),
                            children: [item(0, 0, x: 10, y: 0), item(0, 1, x: 200, y: 0), wrapper], sectionRowCounts: [2, 8])
        let snapshot = FocusScanner().scan(window([grid]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["photos[0.0]", "photos[0.1]", "photos[1.0]"])
        #expect(snapshot.candidates.map(\.frame.origin) == [LayoutPoint(x: 10, y: 100), LayoutPoint(x: 200, y: 100), LayoutPoint(x: 10, y: 360)])
        #expect(snapshot.lists.first?.visibleRows.count == 3)
    }

    @Test("a table inside a table row keeps its own rows apart from the outer table's")
    func nestedLists() {
        let inner = ViewNode(id: "inner", kind: .collection, frame: Rect(x: 0, y: 0, width: 390, height: 100),
                             children: [ViewNode(id: "chip", kind: .collectionItem, frame: Rect(x: 0, y: 0, width: 80, height: 40), rowPath: RowPath(section: 0, row: 0))],
                             sectionRowCounts: [5])
        // A plain view holding the inner list, as a row's content view would; rows themselves end the search.
        let holder = ViewNode(id: "holder", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 100), children: [inner])
        let outer = ViewNode(id: "outer", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 400),
                             children: [holder, tableRow("row", 0, 0, y: 100)], sectionRowCounts: [1])
        let snapshot = FocusScanner().scan(window([outer]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["inner[0.0]", "outer[0.0]"])
        #expect(snapshot.candidates.map(\.scrollContainerID) == ["inner", "outer"])
        #expect(snapshot.lists.map(\.id) == ["outer", "inner"])
    }

    @Test("a carousel row (a shelf) is no stop, its items are, whether or not the app marks the row not focusable")
    func carouselRow() {
        func table(rowFocusable: Bool?) -> ViewNode {
            let carousel = ViewNode(id: "carousel", kind: .collection, frame: Rect(x: 0, y: 0, width: 390, height: 120),
                                    children: [ViewNode(id: "poster", kind: .collectionItem, frame: Rect(x: 16, y: 10, width: 80, height: 100), rowPath: RowPath(section: 0, row: 0))],
                                    sectionRowCounts: [10])
            var row = ViewNode(id: "cell", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 120), children: [carousel],
                               rowPath: RowPath(section: 0, row: 0))
            row.focusableOverride = rowFocusable
            return ViewNode(id: "shelves", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 600), children: [row], sectionRowCounts: [4])
        }
        let shelf = FocusScanner().scan(window([table(rowFocusable: nil)]), bounds: phoneScreen)
        #expect(shelf.candidates.map(\.id) == ["carousel[0.0]"])
        #expect(shelf.list(id: "carousel")?.enclosingListID == "shelves")
        #expect(shelf.list(id: "carousel")?.enclosingRowPath == RowPath(section: 0, row: 0))
        let opened = FocusScanner().scan(window([table(rowFocusable: false)]), bounds: phoneScreen)
        #expect(opened.candidates.map(\.id) == ["carousel[0.0]"])
        #expect(opened.lists.map(\.id) == ["shelves", "carousel"])
        #expect(opened.list(id: "shelves")?.visibleRows.isEmpty == true)
    }

    @Test("a row without a row path is an ordinary candidate with its own id")
    func rowWithoutPath() {
        let table = ViewNode(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 400),
                             children: [ViewNode(id: "loose", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44))],
                             sectionRowCounts: [1])
        let candidate = FocusScanner().scan(window([table]), bounds: phoneScreen).candidates.first
        #expect(candidate?.id == "loose")
        #expect(candidate?.listID == nil)
    }

    @Test("a table scrolled entirely off screen reports neither itself nor its rows")
    func listOffScreen() {
        let table = ViewNode(id: "t", kind: .table, frame: Rect(x: 0, y: 900, width: 390, height: 400),
                             children: [tableRow("a", 0, 0, y: 0)], sectionRowCounts: [1])
        let snapshot = FocusScanner().scan(window([table]), bounds: phoneScreen)
        #expect(snapshot.lists.isEmpty)
        #expect(snapshot.candidates.isEmpty)
    }

    @Test("under a modal scope only the lists inside it are reported")
    func listsUnderModalScope() {
        let behind = ViewNode(id: "behind", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 844),
                              children: [tableRow("a", 0, 0, y: 0)], sectionRowCounts: [1])
        let picker = ViewNode(id: "picker", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 300),
                              children: [tableRow("b", 0, 0, y: 0)], sectionRowCounts: [4])
        var sheet = ViewNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 400, width: 390, height: 444), children: [picker])
        sheet.isModalScope = true
        let snapshot = FocusScanner().scan(window([behind, sheet]), bounds: phoneScreen)
        #expect(snapshot.lists.map(\.id) == ["picker"])
        #expect(snapshot.candidates.map(\.id) == ["picker[0.0]"])
    }
}
