import GamepadKitCore

/// The layout JSON keys that a capture of a running screen (`LayoutCapture`) writes beyond
/// what a hand-written layout usually states, so that a captured tree reads back exactly:
/// `contentInset` (`[top, left, bottom, right]`, a scroll view's adjusted content inset) on any
/// node, and on a `tableRow` or `collectionItem` the rest of its selection facts:
/// `multipleSelection`, `editing`, `selectionDuringEditing` and `selected` (booleans).
extension LayoutJSONDecoder {
    static let rowCaptureKeys = ["multipleSelection", "editing", "selectionDuringEditing", "selected"]

    func readCaptureFields(_ fields: [String: JSONValue], into node: inout ViewNode, path: String) throws {
        if let value = fields["contentInset"] {
            guard case .array(let items) = value, items.count == 4 else {
                throw InterchangeError(file: file, location: path, message: "contentInset must be [top, left, bottom, right]")
            }
            var numbers: [Double] = []
            for item in items {
                guard case .number(let number) = item, number.isFinite else {
                    throw InterchangeError(file: file, location: path, message: "contentInset must hold 4 finite numbers [top, left, bottom, right]")
                }
                numbers.append(number)
            }
            node.contentInset = LayoutInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        }
        var facts = node.rowSelection ?? RowSelectionFacts()
        var hasFacts = node.rowSelection != nil
        for key in Self.rowCaptureKeys {
            guard let value = fields[key] else { continue }
            guard node.kind.isListRow else {
                throw InterchangeError(file: file, location: path, message: "\(key) belongs on a tableRow or collectionItem, not on a \(node.kind.rawValue)")
            }
            guard case .bool(let flag) = value else {
                throw InterchangeError(file: file, location: path, message: "\(key) must be true or false; found \(value.typeName)")
            }
            hasFacts = true
            switch key {
            case "multipleSelection": facts.allowsMultipleSelection = flag
            case "editing": facts.isEditing = flag
            case "selectionDuringEditing": facts.allowsSelectionDuringEditing = flag
            default: facts.isSelected = flag
            }
        }
        if hasFacts { node.rowSelection = facts }
    }
}
