@testable import GamepadKitCore

/// Screens built the way real iPhone apps build them (390×844, status bar 47 pt): static tables
/// whose cells hold controls, navigation and tab bars, a form longer than the screen.
enum RealScreens {
    /// A navigation bar under the status bar with Cancel on the left and Save on the right.
    static func navigationBar() -> ViewNode {
        ViewNode(id: "navBar", kind: .navigationBar, frame: Rect(x: 0, y: 47, width: 390, height: 44), children: [
            ViewNode(id: "title", kind: .label, frame: Rect(x: 150, y: 11, width: 90, height: 22)),
            ViewNode(id: "cancel", kind: .barButton, frame: Rect(x: 8, y: 0, width: 70, height: 44), label: "Cancel"),
            ViewNode(id: "save", kind: .barButton, frame: Rect(x: 312, y: 0, width: 70, height: 44), label: "Save"),
        ])
    }

    /// A tab bar at the bottom with three items.
    static func tabBar() -> ViewNode {
        ViewNode(id: "tabBar", kind: .tabBar, frame: Rect(x: 0, y: 761, width: 390, height: 83), children: (0..<3).map { index in
            ViewNode(id: "tab\(index)", kind: .tabBarItem, frame: Rect(x: Double(index) * 130, y: 0, width: 130, height: 49))
        })
    }

    /// The content area between the bars: y 91…761.
    static let contentFrame = Rect(x: 0, y: 91, width: 390, height: 670)

    /// A 390×44 cell of a static table at `y`, holding a title label and `controls`.
    static func cell(_ id: String, _ section: Int, _ row: Int, y: Double, controls: [ViewNode] = []) -> ViewNode {
        let content = ViewNode(id: "\(id).content", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 44),
                               children: [ViewNode(id: "\(id).title", kind: .label, frame: Rect(x: 16, y: 11, width: 150, height: 22))] + controls)
        return ViewNode(id: id, kind: .tableRow, frame: Rect(x: 0, y: y, width: 390, height: 44), children: [content],
                        rowPath: RowPath(section: section, row: row))
    }

    /// A static login table: email and password cells holding text fields, a cell holding the
    /// Log in button, and a "Forgot password?" cell with no control.
    static func loginTable() -> ViewNode {
        func field(_ id: String) -> ViewNode {
            ViewNode(id: id, kind: .textField, frame: Rect(x: 120, y: 7, width: 254, height: 30))
        }
        let table = ViewNode(id: "login", kind: .table, frame: contentFrame, children: [
            cell("emailCell", 0, 0, y: 35, controls: [field("email")]),
            cell("passwordCell", 0, 1, y: 79, controls: [field("password")]),
            cell("logInCell", 1, 0, y: 158, controls: [ViewNode(id: "logIn", kind: .button, frame: Rect(x: 16, y: 0, width: 358, height: 44))]),
            cell("forgotCell", 1, 1, y: 202),
        ], clipsToBounds: true, sectionRowCounts: [2, 2])
        return window([navigationBar(), table])
    }

    /// A settings table of 25 rows, 44 pt each, from the top of the content area: a switch in
    /// each row except row 5 (a slider), row 10 (a disclosure row without a control) and row 12
    /// (a text field). Rows 0…14 are on screen, row 15 is cut by the table's bottom, rows 16…24
    /// lie below the fold.
    static func settingsTable() -> ViewNode {
        let rows = (0..<25).map { row -> ViewNode in
            let control: [ViewNode]
            switch row {
            case 5: control = [ViewNode(id: "brightness", kind: .slider, frame: Rect(x: 180, y: 7, width: 194, height: 30))]
            case 10: control = []
            case 12: control = [ViewNode(id: "deviceName", kind: .textField, frame: Rect(x: 180, y: 7, width: 194, height: 30))]
            default: control = [ViewNode(id: "switch\(row)", kind: .switch, frame: Rect(x: 323, y: 6.5, width: 51, height: 31))]
            }
            return cell("settingsCell\(row)", 0, row, y: Double(row) * 44, controls: control)
        }
        let table = ViewNode(id: "settings", kind: .table, frame: contentFrame, children: rows, sectionRowCounts: [25])
        return window([navigationBar(), table, tabBar()])
    }

    /// A friend-requests table: Alice (no control), then a row holding Accept and Decline
    /// buttons, then Bob (no control).
    static func requestsTable() -> ViewNode {
        let buttons = [
            ViewNode(id: "accept", kind: .button, frame: Rect(x: 200, y: 7, width: 90, height: 30), label: "Accept"),
            ViewNode(id: "decline", kind: .button, frame: Rect(x: 300, y: 7, width: 74, height: 30), label: "Decline"),
        ]
        let table = ViewNode(id: "requests", kind: .table, frame: contentFrame, children: [
            cell("aliceCell", 0, 0, y: 0),
            cell("pendingCell", 0, 1, y: 44, controls: buttons),
            cell("bobCell", 0, 2, y: 88),
        ], sectionRowCounts: [3])
        return window([navigationBar(), table])
    }

    /// The number of text fields of the long form.
    static let formFieldCount = 21

    /// A form in a scroll view between a navigation bar and a tab bar: 21 text fields 64 pt
    /// apart and a Submit button, 1,420 pt of content in a 670 pt viewport, scrolled down by
    /// `offset`. Fields 0…9 are on screen at offset 0, field 10 is cut by the viewport's bottom.
    static func longForm(offset: Double = 0) -> ViewNode {
        var fields = (0..<formFieldCount).map { index in
            ViewNode(id: "field\(index)", kind: .textField, frame: Rect(x: 16, y: 16 + Double(index) * 64, width: 358, height: 44))
        }
        fields.append(ViewNode(id: "submit", kind: .button, frame: Rect(x: 16, y: 16 + Double(formFieldCount) * 64, width: 358, height: 44)))
        let stack = ViewNode(id: "formStack", kind: .stack, frame: Rect(x: 0, y: 0, width: 390, height: 1_420), children: fields)
        let form = ViewNode(id: "form", kind: .scroll, frame: contentFrame, children: [stack], contentOffset: LayoutPoint(x: 0, y: offset))
        return window([navigationBar(), form, tabBar()])
    }

    static func scan(_ root: ViewNode) -> FocusSnapshot {
        FocusScanner().scan(root, bounds: phoneScreen)
    }
}
