/// A parsed JSON value. The layout reader walks these so it can name the exact node and field
/// that is wrong, which a `Decodable` model cannot do.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// Any number. `NaN` and `Infinity` (which some writers emit) are read too, so the layout
    /// reader can reject them with the node's path rather than a bare syntax error.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short name of the value's type, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
