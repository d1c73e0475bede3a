/// A keyboard the controller drives, as data: pages of rows of keys.
///
/// Rows are laid out left to right from grid unit 0, each key ``ControllerKeyboardKey/width``
/// units wide. Moving up or down goes to the key of the next row that covers the centre of the
/// focused key (the nearest one when none does); moving left or right goes to the neighbouring
/// key of the row and wraps around at its ends. The built-in layouts live in
/// `ControllerKeyboardLayout+Builtin.swift`; a new one is a value like them.
public struct ControllerKeyboardLayout: Hashable, Sendable {
    /// One page of keys (letters, numbers, symbols, a digit grid).
    public struct Page: Hashable, Sendable {
        /// The page's name, for diagnostics and tools ("letters", "numbers", "symbols").
        public var name: String
        /// The rows, top first; none is empty.
        public var rows: [[ControllerKeyboardKey]]

        /// Creates a page; empty rows are dropped.
        public init(name: String, rows: [[ControllerKeyboardKey]]) {
            self.name = name
            self.rows = rows.filter { !$0.isEmpty }
        }
    }

    /// A key's place: page, row and index in the row.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// The page (letters, numbers, symbols) the key is on.
        public var page: Int
        /// The row on that page, top first.
        public var row: Int
        /// The key's index in its row, leading first.
        public var column: Int

        /// The key at `column` of `row` on `page`.
        public init(page: Int, row: Int, column: Int) {
            self.page = page
            self.row = row
            self.column = column
        }

        public var description: String { "page \(page) row \(row) key \(column)" }
    }

    /// The layout's name ("qwerty", "azerty", "qwertz", "email-qwerty", "number-pad"…).
    public var name: String
    /// The pages; the first is shown when editing starts.
    public var pages: [Page]
    /// The key focused when the keyboard appears (on the first page).
    public var initialFocus: Position
    /// True when holding A on a letter offers its accented forms (false for ASCII-capable layouts).
    public var offersAccents: Bool

    /// Creates a layout. A layout without a key gets one page holding a lone space key, and an
    /// initial focus outside the pages is moved to the first key, so every layout can be driven.
    public init(name: String, pages: [Page], initialFocus: Position, offersAccents: Bool = true) {
        self.name = name
        var pages = pages.filter { !$0.rows.isEmpty }
        if pages.isEmpty {
            pages = [Page(name: "space", rows: [[ControllerKeyboardKey(.space, label: "space")]])]
        }
        self.pages = pages
        self.offersAccents = offersAccents
        self.initialFocus = initialFocus
        if key(at: initialFocus) == nil || initialFocus.page != 0 {
            self.initialFocus = Position(page: 0, row: 0, column: 0)
        }
    }

    /// The key at `position`, or nil outside the layout.
    public func key(at position: Position) -> ControllerKeyboardKey? {
        guard pages.indices.contains(position.page) else { return nil }
        let rows = pages[position.page].rows
        guard rows.indices.contains(position.row), rows[position.row].indices.contains(position.column) else { return nil }
        return rows[position.row][position.column]
    }

    /// Every position of the layout's keys, page by page, row by row.
    public var positions: [Position] {
        var result: [Position] = []
        for (pageIndex, page) in pages.enumerated() {
            for (rowIndex, row) in page.rows.enumerated() {
                for column in row.indices {
                    result.append(Position(page: pageIndex, row: rowIndex, column: column))
                }
            }
        }
        return result
    }

    /// The position `direction` leads to from `position` inside its page, or nil when there is
    /// no row above (or below). Left and right wrap around the row.
    public func neighbour(of position: Position, _ direction: MoveDirection) -> Position? {
        guard key(at: position) != nil else { return nil }
        let rows = pages[position.page].rows
        let row = rows[position.row]
        switch direction {
        case .left:
            return Position(page: position.page, row: position.row, column: (position.column + row.count - 1) % row.count)
        case .right:
            return Position(page: position.page, row: position.row, column: (position.column + 1) % row.count)
        case .up, .down:
            let target = position.row + (direction == .up ? -1 : 1)
            guard rows.indices.contains(target) else { return nil }
            let center = Self.centerTimesTwo(of: position.column, in: row)
            return Position(page: position.page, row: target, column: Self.column(coveringCenterTimesTwo: center, in: rows[target]))
        }
    }

    /// The column of `row` whose span covers the doubled centre `center` (doubled so that
    /// half units stay integers), else the nearest; a tie goes to the left key.
    static func column(coveringCenterTimesTwo center: Int, in row: [ControllerKeyboardKey]) -> Int {
        var start = 0
        var best = 0
        var bestDistance = Int.max
        for (index, key) in row.enumerated() {
            let from = start * 2, to = (start + key.width) * 2
            if center >= from && center < to { return index }
            let distance = center < from ? from - center : center - to + 1
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
            start += key.width
        }
        return best
    }

    /// Twice the centre of the key at `column` of `row`, in grid units.
    static func centerTimesTwo(of column: Int, in row: [ControllerKeyboardKey]) -> Int {
        let start = row.prefix(column).reduce(0) { $0 + $1.width }
        return start * 2 + row[column].width
    }
}
