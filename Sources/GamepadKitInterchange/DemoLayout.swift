import GamepadKitCore

/// A built-in settings screen (390×844) that the tools use when they are given no file.
///
/// It holds the situations spatial navigation has to get right: a Back button alone in the
/// navigation bar, a row of filter buttons that are not quite aligned, a 2×2 grid of cards whose
/// right column sits 13 pt lower, a switch, a slider and a text field down the page, a table with
/// four rows on screen and eight more below, and Save and Cancel side by side at the bottom. A
/// hidden button and a disabled one show what the scanner leaves out.
public enum DemoLayout {
    /// The demo screen.
    public static var scene: LayoutScene {
        LayoutScene(name: "Settings", size: LayoutSize(width: 390, height: 844), views: [
            navigationBar,
            filters,
            cards,
            controls,
            history,
            button("cancel", "Cancel", Rect(x: 16, y: 788, width: 171, height: 44)),
            button("save", "Save", Rect(x: 203, y: 788, width: 171, height: 44)),
        ])
    }

    private static func button(_ id: String, _ title: String, _ frame: Rect, cornerRadius: Double = 10) -> ViewNode {
        ViewNode(id: id, kind: .button, frame: frame,
                 children: [label("\(id).title", title, Rect(x: 8, y: 8, width: frame.width - 16, height: frame.height - 16))],
                 cornerRadius: cornerRadius, label: title)
    }

    private static func label(_ id: String, _ text: String, _ frame: Rect) -> ViewNode {
        ViewNode(id: id, kind: .label, frame: frame, label: text)
    }

    private static var navigationBar: ViewNode {
        ViewNode(id: "navigationBar", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 96), children: [
            button("back", "Back", Rect(x: 8, y: 52, width: 72, height: 36), cornerRadius: 8),
            label("title", "Settings", Rect(x: 120, y: 56, width: 150, height: 28)),
        ])
    }

    /// Three filter buttons in a row, each a few points off the others' line.
    private static var filters: ViewNode {
        var archived = button("archived", "Archived", Rect(x: 300, y: 4, width: 74, height: 40))
        archived.isHidden = true
        return ViewNode(id: "filters", kind: .stack, frame: Rect(x: 0, y: 108, width: 390, height: 52), children: [
            button("all", "All", Rect(x: 16, y: 4, width: 80, height: 40)),
            button("recent", "Recent", Rect(x: 108, y: 9, width: 90, height: 40)),
            button("shared", "Shared", Rect(x: 210, y: 1, width: 90, height: 40)),
            archived,
        ])
    }

    /// A 2×2 grid of cards the app marks focusable; the right column is 13 pt lower.
    private static var cards: ViewNode {
        func card(_ id: String, _ title: String, x: Double, y: Double) -> ViewNode {
            ViewNode(id: id, kind: .view, frame: Rect(x: x, y: y, width: 171, height: 112), children: [
                ViewNode(id: "\(id).icon", kind: .image, frame: Rect(x: 12, y: 12, width: 40, height: 40)),
                label("\(id).title", title, Rect(x: 12, y: 72, width: 147, height: 24)),
            ], focusableOverride: true, cornerRadius: 16, label: title)
        }
        return ViewNode(id: "cards", kind: .view, frame: Rect(x: 0, y: 172, width: 390, height: 265), children: [
            card("photos", "Photos", x: 16, y: 0),
            card("music", "Music", x: 203, y: 13),
            card("files", "Files", x: 16, y: 128),
            card("games", "Games", x: 203, y: 141),
        ])
    }

    /// A switch with its caption, a slider, a text field and a disabled button.
    private static var controls: ViewNode {
        var sync = button("syncNow", "Sync Now", Rect(x: 226, y: 0, width: 80, height: 31))
        sync.isEnabled = false
        return ViewNode(id: "controls", kind: .view, frame: Rect(x: 0, y: 449, width: 390, height: 140), children: [
            label("wifiCaption", "Wi-Fi", Rect(x: 16, y: 4, width: 120, height: 24)),
            sync,
            ViewNode(id: "wifi", kind: .switch, frame: Rect(x: 323, y: 0, width: 51, height: 31), cornerRadius: 15.5, label: "Wi-Fi"),
            ViewNode(id: "brightness", kind: .slider, frame: Rect(x: 16, y: 47, width: 358, height: 31), label: "Brightness"),
            ViewNode(id: "name", kind: .textField, frame: Rect(x: 16, y: 94, width: 358, height: 40), cornerRadius: 6, label: "Device Name"),
        ])
    }

    /// A table showing rows 0…3 of 12; the cell for row 4 is already laid out below the viewport.
    private static var history: ViewNode {
        let rows = (0..<5).map { row in
            ViewNode(id: "historyCell\(row)", kind: .tableRow, frame: Rect(x: 0, y: Double(row) * 44, width: 390, height: 44),
                     children: [label("historyCell\(row).title", "Backup \(row + 1)", Rect(x: 16, y: 11, width: 300, height: 22))],
                     rowPath: RowPath(section: 0, row: row), label: "Backup \(row + 1)")
        }
        return ViewNode(id: "history", kind: .table, frame: Rect(x: 0, y: 601, width: 390, height: 176),
                        children: rows, clipsToBounds: true, sectionRowCounts: [12])
    }
}
