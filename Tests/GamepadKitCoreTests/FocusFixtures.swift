@testable import GamepadKitCore

/// Hand-built snapshots for the focus engine's tests: clean grids and lists whose neighbours are
/// unambiguous under any sensible spatial policy.
enum FocusFixtures {
    static let bounds = Rect(x: 0, y: 0, width: 400, height: 800)

    static func element(_ id: String, _ kind: ViewKind = .button, x: Double, y: Double, width: Double = 100, height: Double = 60, container: String? = nil) -> FocusCandidate {
        FocusCandidate(id: id, kind: kind, frame: Rect(x: x, y: y, width: width, height: height), scrollContainerID: container)
    }

    /// A grid of buttons named `r<row>c<column>`: 100×60 cells, 120 apart horizontally and
    /// 100 apart vertically, starting at (20, 100).
    static func grid(rows: Int = 3, columns: Int = 3) -> [FocusCandidate] {
        var cells: [FocusCandidate] = []
        for row in 0..<rows {
            for column in 0..<columns {
                cells.append(element("r\(row)c\(column)", x: 20 + Double(column) * 120, y: 100 + Double(row) * 100))
            }
        }
        return cells
    }

    static func frame(of id: String, in candidates: [FocusCandidate]) -> Rect {
        candidates.first { $0.id == id }?.frame ?? .zero
    }

    static func snapshot(_ candidates: [FocusCandidate], lists: [ListInfo] = [], modal: String? = nil, context: ScreenContext = ScreenContext()) -> FocusSnapshot {
        FocusSnapshot(bounds: bounds, candidates: candidates, lists: lists, modalScopeID: modal, context: context)
    }

    /// A table `listID` at x 0…300 whose rows are 60 high, the first visible one at `top`.
    /// `visible` lists the rows on screen, in order from the top.
    static func table(_ listID: String, sections: [Int], visible: [RowPath], top: Double = 100) -> (rows: [FocusCandidate], list: ListInfo) {
        var rows: [FocusCandidate] = []
        var visibleRows: [RowPath: String] = [:]
        for (offset, path) in visible.enumerated() {
            let id = RowPath.rowID(list: listID, path: path)
            rows.append(FocusCandidate(id: id, kind: .tableRow, frame: Rect(x: 0, y: top + Double(offset) * 60, width: 300, height: 60),
                                       listID: listID, rowPath: path, scrollContainerID: listID))
            visibleRows[path] = id
        }
        let height = Double(max(1, visible.count)) * 60
        let list = ListInfo(id: listID, kind: .table, frame: Rect(x: 0, y: top, width: 300, height: height),
                            sectionRowCounts: sections, visibleRows: visibleRows)
        return (rows, list)
    }

    /// A three-column collection `listID` of `count` items in one section; `visible` is the
    /// range of item numbers on screen, laid out from the top at `top` (items 100×100, 120 apart).
    static func collection(_ listID: String, count: Int, visible: Range<Int>, columns: Int = 3, top: Double = 100) -> (items: [FocusCandidate], list: ListInfo) {
        var items: [FocusCandidate] = []
        var visibleRows: [RowPath: String] = [:]
        for (offset, item) in visible.enumerated() {
            let path = RowPath(section: 0, row: item)
            let id = RowPath.rowID(list: listID, path: path)
            let x = 20 + Double(offset % columns) * 120
            let y = top + Double(offset / columns) * 120
            items.append(FocusCandidate(id: id, kind: .collectionItem, frame: Rect(x: x, y: y, width: 100, height: 100),
                                        listID: listID, rowPath: path, scrollContainerID: listID))
            visibleRows[path] = id
        }
        let list = ListInfo(id: listID, kind: .collection, frame: Rect(x: 0, y: top, width: 400, height: 400),
                            sectionRowCounts: [count], visibleRows: visibleRows)
        return (items, list)
    }

    /// A collection `listID` of one section whose items (all on screen) have `frames`, the list
    /// at `listFrame`. With a `viewport`, the items it does not hold whole need a scroll into it.
    static func collection(_ listID: String, frames: [Rect], listFrame: Rect, viewport: Rect? = nil) -> (items: [FocusCandidate], list: ListInfo) {
        var items: [FocusCandidate] = []
        var visibleRows: [RowPath: String] = [:]
        for (item, frame) in frames.enumerated() {
            let path = RowPath(section: 0, row: item)
            let id = RowPath.rowID(list: listID, path: path)
            items.append(FocusCandidate(id: id, kind: .collectionItem, frame: frame, listID: listID, rowPath: path, scrollContainerID: listID,
                                        needsScroll: viewport.map { !$0.contains(frame) } ?? false, scrollViewport: viewport))
            visibleRows[path] = id
        }
        let list = ListInfo(id: listID, kind: .collection, frame: listFrame, sectionRowCounts: [frames.count], visibleRows: visibleRows)
        return (items, list)
    }

    /// Whether the moves `engine` makes (`FocusEngine.moveTarget(fromCandidateAt:_:)`) reach every
    /// candidate of its snapshot from the one with id `start`.
    static func reachesEveryCandidate(_ engine: FocusEngine, from start: String) -> Bool {
        guard let candidates = engine.snapshot?.candidates, let first = candidates.firstIndex(where: { $0.id == start }) else { return false }
        return MoveReachability.reached(count: candidates.count, from: first, landing: engine.moveTarget(fromCandidateAt:_:),
                                        offscreen: { _, _ in nil }).allSatisfy { $0 }
    }

    static func row(_ listID: String, _ section: Int, _ row: Int) -> String {
        RowPath.rowID(list: listID, path: RowPath(section: section, row: row))
    }

    /// An engine that has taken `snapshot` and been woken by a first press, so it shows focus.
    static func awakeEngine(on snapshot: FocusSnapshot, settings: FocusSettings = FocusSettings()) -> FocusEngine {
        var engine = FocusEngine(settings: settings)
        _ = engine.update(snapshot)
        _ = engine.handle(.activate)
        return engine
    }
}
