/// Which elements *contain* other elements: an element whose frame holds another element's frame
/// entirely (edges may touch) and is not the same frame. The typical one is an invisible
/// full-screen "dismiss" button behind a popup, with the popup's buttons on top of it.
///
/// Navigation treats such an element differently: nothing lies beyond its edges in any direction
/// (the others are inside it), so moves from it are measured from its centre, and it is the last
/// choice for the initial focus (``ReadingOrder``).
///
/// ``flags(_:)`` finds them without comparing every pair: the elements' centres go into a uniform
/// grid (cells about the size of the median element, about one cell per element), each cell's
/// elements sorted by half-perimeter (width + height). A contained element that is not the same
/// frame is strictly smaller in width + height and has its centre inside the container, so a
/// query visits only the cells the box covers and, in each cell, only the elements smaller than
/// the box, and stops at the first one it contains. Identical frames stacked on each other or
/// elements of one size overlapping one another are therefore not compared at all.
/// ``flagsComparingAllPairs(_:)`` computes the same thing the slow way, to check against.
enum ContainingElements {
    /// True when `inner` lies entirely within `outer` (edges may touch) and is not the same box.
    @inline(__always)
    static func contains(_ outer: NavigationBox, _ inner: NavigationBox) -> Bool {
        outer.minX <= inner.minX && inner.maxX <= outer.maxX
            && outer.minY <= inner.minY && inner.maxY <= outer.maxY
            && outer != inner
    }

    /// For each box, whether it contains another of `boxes` (see the type's documentation).
    static func flags(_ boxes: [NavigationBox]) -> [Bool] {
        let n = boxes.count
        var result = [Bool](repeating: false, count: n)
        guard n > 1 else { return result }
        var size = [Double](repeating: 0, count: n)
        var centreX = [Double](repeating: 0, count: n)
        var centreY = [Double](repeating: 0, count: n)
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for i in 0..<n {
            let b = boxes[i]
            size[i] = (b.maxX - b.minX) + (b.maxY - b.minY)
            centreX[i] = min(max(0.5 * b.minX + 0.5 * b.maxX, b.minX), b.maxX)
            centreY[i] = min(max(0.5 * b.minY + 0.5 * b.maxY, b.minY), b.maxY)
            minX = min(minX, centreX[i]); maxX = max(maxX, centreX[i])
            minY = min(minY, centreY[i]); maxY = max(maxY, centreY[i])
        }
        // Cells the size of the median element (of an evenly spaced sample: the cell size only
        // changes the speed, never the flags).
        let budget = n + 16
        let typicalWidth = RankedLayout.median(boxes) { $0.maxX - $0.minX }
        let typicalHeight = RankedLayout.median(boxes) { $0.maxY - $0.minY }
        var columnCount = GridAxis.cellCount(span: maxX - minX, typicalSize: typicalWidth, limit: budget)
        var rowCount = GridAxis.cellCount(span: maxY - minY, typicalSize: typicalHeight, limit: budget)
        while rowCount * columnCount > budget {
            if rowCount >= columnCount { rowCount = (rowCount + 1) / 2 } else { columnCount = (columnCount + 1) / 2 }
        }
        let columns = GridAxis(lower: minX, upper: maxX, cellCount: columnCount)
        let rows = GridAxis(lower: minY, upper: maxY, cellCount: rowCount)
        let width = columns.count
        let cellCount = rows.count * width

        // Elements bucketed by the cell of their centre, in index order, then each cell's run
        // sorted by size (ties by index). Cells hold few elements, so this is far cheaper than
        // sorting all of them first.
        var cellOf = [Int](repeating: 0, count: n)
        var start = [Int](repeating: 0, count: cellCount + 1)
        for i in 0..<n {
            let cell = rows.cell(centreY[i]) * width + columns.cell(centreX[i])
            cellOf[i] = cell
            start[cell + 1] += 1
        }
        for cell in 0..<cellCount { start[cell + 1] += start[cell] }
        var fill = start
        var members = [Int](repeating: 0, count: n)
        for i in 0..<n {
            members[fill[cellOf[i]]] = i
            fill[cellOf[i]] += 1
        }
        for cell in 0..<cellCount where start[cell + 1] - start[cell] > 1 {
            sortBySize(&members, start[cell]..<start[cell + 1], size)
        }

        for i in 0..<n {
            let outer = boxes[i]
            // A box of infinite size (huge finite edges) cannot prune by size.
            let bounded = size[i].isFinite
            let firstColumn = columns.cell(outer.minX), lastColumn = columns.cell(outer.maxX)
            search: for r in rows.cell(outer.minY)...rows.cell(outer.maxY) {
                for c in firstColumn...lastColumn {
                    let cell = r * width + c
                    for e in start[cell]..<start[cell + 1] {
                        let j = members[e]
                        if bounded && !(size[j] < size[i]) { break }
                        if j != i && contains(outer, boxes[j]) {
                            result[i] = true
                            break search
                        }
                    }
                }
            }
        }
        return result
    }

    /// Sorts `members[range]` (indices, in increasing order) by `size`, ties by index: by
    /// insertion, which keeps the index order of equal sizes, for the short runs of ordinary
    /// cells; by the standard sort for a crowded cell (elements stacked on one another).
    private static func sortBySize(_ members: inout [Int], _ range: Range<Int>, _ size: [Double]) {
        guard range.count <= 32 else {
            members[range].sort { size[$0] != size[$1] ? size[$0] < size[$1] : $0 < $1 }
            return
        }
        var i = range.lowerBound + 1
        while i < range.upperBound {
            let member = members[i]
            var j = i
            while j > range.lowerBound && size[member] < size[members[j - 1]] {
                members[j] = members[j - 1]
                j -= 1
            }
            members[j] = member
            i += 1
        }
    }

    /// The same flags as ``flags(_:)``, by comparing every pair (O(n²)); for checking.
    static func flagsComparingAllPairs(_ boxes: [NavigationBox]) -> [Bool] {
        boxes.indices.map { i in
            boxes.indices.contains { j in j != i && contains(boxes[i], boxes[j]) }
        }
    }
}
