import GamepadKitCore

/// The layout JSON keys that say how a scroll view, table or collection scrolls, all optional:
/// `paging` (true: it turns whole pages, `isPagingEnabled`), `scrollEnabled` (false: a finger
/// cannot scroll it, so what lies outside it is no stop) and `contentSize` (`[width, height]`;
/// without it the extent of the node's children is taken). Files without them read as before.
extension LayoutJSONDecoder {
    static let scrollKeys = ["paging", "scrollEnabled", "contentSize"]

    func readScrollFields(_ fields: [String: JSONValue], into node: inout ViewNode, path: String) throws {
        for key in Self.scrollKeys where fields[key] != nil && !node.kind.scrollsContent {
            throw InterchangeError(file: file, location: path,
                                   message: "\(key) belongs on a scroll view, table, collection or text view, not on a \(node.kind.rawValue)")
        }
        for key in ["paging", "scrollEnabled"] {
            guard let value = fields[key] else { continue }
            guard case .bool(let flag) = value else {
                throw InterchangeError(file: file, location: path, message: "\(key) must be true or false; found \(value.typeName)")
            }
            if key == "paging" { node.isPaging = flag } else { node.isScrollEnabled = flag }
        }
        if let value = fields["contentSize"] {
            guard case .array(let items) = value, items.count == 2 else {
                throw InterchangeError(file: file, location: path, message: "contentSize must be [width, height]")
            }
            var numbers: [Double] = []
            for item in items {
                guard case .number(let number) = item, number.isFinite, number >= 0 else {
                    throw InterchangeError(file: file, location: path, message: "contentSize must hold 2 finite numbers, 0 or more: [width, height]")
                }
                numbers.append(number)
            }
            node.contentSize = LayoutSize(width: numbers[0], height: numbers[1])
        }
    }
}
