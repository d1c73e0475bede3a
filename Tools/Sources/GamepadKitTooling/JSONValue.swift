import GamepadKitInterchange

/// A JSON document built in code and printed with its keys in the order they were given, so the
/// tools' machine output is byte-for-byte stable (Foundation's encoder does not promise an order).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object whose members print in this order.
    case object([(String, JSONValue)])

    /// A string, or `null` for nil.
    public static func optionalString(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The compact text of the value: no spaces, no line breaks. Whole numbers print without a
    /// fraction (`12`, not `12.0`); numbers that are not finite print as `null`.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null:
            out += "null"
        case .bool(let value):
            out += value ? "true" : "false"
        case .number(let value):
            out += value.isFinite ? value.compactText : "null"
        case .string(let value):
            JSONValue.writeQuoted(value, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                JSONValue.writeQuoted(member.0, to: &out)
                out += ":"
                member.1.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeQuoted(_ string: String, to out: inout String) {
        out += JSONString.quoted(string)
    }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
