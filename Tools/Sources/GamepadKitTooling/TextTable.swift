import GamepadKitInterchange

/// Left-aligned columns padded to their widest cell, for the tools' readable output. Every
/// cell is shown at most ``maximumCellCharacters`` characters long, with control characters
/// escaped (``DisplayText``): a 1 MB id or one holding a line break stays one short cell.
struct TextTable {
    var header: [String]
    var rows: [[String]]

    /// The most characters of a cell the table shows; longer cells end in `…`.
    static let maximumCellCharacters = 60

    var lines: [String] {
        let columns = header.count
        let header = header.map { DisplayText.shown($0, maximum: Self.maximumCellCharacters) }
        let rows = rows.map { row in row.map { DisplayText.shown($0, maximum: Self.maximumCellCharacters) } }
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.prefix(columns).enumerated() {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for index in 0..<columns {
                let cell = index < cells.count ? cells[index] : ""
                if index == columns - 1 {
                    text += cell
                } else {
                    text += cell + String(repeating: " ", count: widths[index] - cell.count + 2)
                }
            }
            return text
        }
        let rule = widths.map { String(repeating: "-", count: $0) }
        return [line(header), line(rule)] + rows.map(line)
    }
}
