import Foundation

/// A value from a property list (or an Info.plist dictionary) sorted by what it is.
///
/// Foundation hands numbers and booleans over as `NSNumber` on Apple platforms and partly as
/// Swift values on Linux, and `NSNumber` converts silently between the two (`1 as? Bool`).
/// Sorting by the value's real class keeps `<true/>` from passing for a number and `<integer>1`
/// from passing for a boolean.
enum PropertyListValue {
    case string(String)
    case number(Double)
    case boolean(Bool)
    case array([Any])
    case dictionary([String: Any])
    case other(String)

    init(_ value: Any) {
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            self = Self.isBoolean(number) ? .boolean(number.boolValue) : .number(number.doubleValue)
        } else if type(of: value) == Bool.self, let boolean = value as? Bool {
            self = .boolean(boolean)
        } else if let string = value as? String {
            self = .string(string)
        } else if let integer = value as? any BinaryInteger {
            self = .number(Double(integer))
        } else if let real = value as? any BinaryFloatingPoint {
            self = .number(Double(real))
        } else if let dictionary = value as? [String: Any] {
            self = .dictionary(dictionary)
        } else if let array = value as? [Any] {
            self = .array(array)
        } else if value is Date {
            self = .other("a date")
        } else if value is Data {
            self = .other("data")
        } else {
            self = .other("a value of type \(type(of: value))")
        }
    }

    /// The string, or nil for any other kind of value.
    var stringValue: String? {
        if case let .string(text) = self { text } else { nil }
    }

    /// The number, or nil for any other kind of value (a boolean is not a number).
    var numberValue: Double? {
        if case let .number(number) = self { number } else { nil }
    }

    /// The boolean, or nil for any other kind of value (a number is not a boolean).
    var booleanValue: Bool? {
        if case let .boolean(boolean) = self { boolean } else { nil }
    }

    /// The array, or nil for any other kind of value.
    var arrayValue: [Any]? {
        if case let .array(elements) = self { elements } else { nil }
    }

    /// The dictionary, or nil for any other kind of value.
    var dictionaryValue: [String: Any]? {
        if case let .dictionary(entries) = self { entries } else { nil }
    }

    /// How the value reads in an issue message: `a string ("fast")`, `the number 3`.
    var summary: String {
        switch self {
        case let .string(text): "a string (\"\(text.count > 60 ? text.prefix(60) + "…" : text)\")"
        case let .number(number): "the number \(ConfigurationText.number(number))"
        case let .boolean(boolean): "a boolean (\(boolean))"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case let .other(description): description
        }
    }

    /// Booleans are the instances of the class Foundation uses for `true` and `false`.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
    }
}

/// Formatting shared by the configuration's messages.
enum ConfigurationText {
    /// `3` rather than `3.0`; other numbers as Swift prints them.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Names separated by commas: `a, b, c`.
    static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}
