import GamepadKitCore

/// What a storyboard or xib tells about touches: a cell's selection (`accessoryType`,
/// `selectionStyle`, a segue leaving from the cell, its table's `allowsSelection` and
/// `allowsMultipleSelection`) and a wheel picker's wheels.
extension InterfaceBuilderReader {
    /// The selection facts of a `tableViewCell` or `collectionViewCell` element; `list` is its
    /// table or collection element when known.
    func rowSelection(of cell: MarkupElement, in list: MarkupElement?) -> RowSelectionFacts {
        var facts = RowSelectionFacts()
        if let type = cell["accessoryType"], let accessory = RowAccessory(rawValue: type) {
            facts.accessory = accessory
        }
        facts.selectionStyleIsNone = cell["selectionStyle"] == "none"
        // A segue from the cell is a selection segue: selecting the row performs it.
        facts.delegateHandlesSelection = cell.child("connections")?.children("segue").isEmpty == false
        if let list {
            facts.listAllowsSelection = list["allowsSelection"] != "NO"
            facts.allowsMultipleSelection = list["allowsMultipleSelection"] == "YES"
            facts.allowsSelectionDuringEditing = list["allowsSelectionDuringEditing"] == "YES"
        }
        return facts
    }

    /// The wheels of a `pickerView` (one, as the file does not say) or of a `datePicker` in the
    /// wheels style (by its mode: date 3, time 3, date and time 4, count down 2); nil otherwise.
    func wheelCount(of element: MarkupElement) -> Int? {
        switch element.name {
        case "pickerView":
            return 1
        case "datePicker":
            guard element["style"] == "wheels" || element["datePickerStyle"] == "wheels" else { return nil }
            switch element["datePickerMode"] {
            case "time": return 3
            case "dateAndTime": return 4
            case "countDownTimer": return 2
            default: return 3
            }
        default:
            return nil
        }
    }

    /// Sets the selection facts of every cell directly under `list` (not those of a list nested
    /// in a cell, which has its own element).
    func applyRowSelection(to nodes: inout [ViewNode], cells: [MarkupElement], list: MarkupElement) {
        var byID: [String: RowSelectionFacts] = [:]
        for cell in cells {
            let id = cell.child("accessibility")?["identifier"] ?? cell["id"] ?? "\(cell.name)@line\(cell.line)"
            byID[id] = rowSelection(of: cell, in: list)
        }
        for index in nodes.indices where nodes[index].kind.isListRow {
            if let facts = byID[nodes[index].id] { nodes[index].rowSelection = facts }
        }
    }
}
