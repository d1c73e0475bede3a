/// One `<constraint>` of an Interface Builder file:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant` at
/// `priority`. A constraint without a `firstItem` is about the view that holds it (its
/// `<constraints>` parent), as is a size constraint without a `secondItem`.
struct InterfaceBuilderConstraint: Sendable {
    /// The attributes of a layout item that constraints can name.
    enum Attribute: String, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case baseline, firstBaseline, lastBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        /// The attribute measured on the item's layout margins rather than its frame.
        var isMargin: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins: true
            default: false
            }
        }

        /// The same attribute on the frame (`leadingMargin` → `leading`).
        var onFrame: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }

        /// A position (rather than a width or height), measured from the holder's origin.
        var isPosition: Bool { self != .width && self != .height }
    }

    var id: String?
    var firstItem: String?
    var firstAttribute: Attribute
    var relation: LinearConstraint.Relation
    var secondItem: String?
    var secondAttribute: Attribute?
    var multiplier: Double
    var constant: Double
    var priority: Double
    /// The line of the `<constraint>` element.
    var line: Int

    /// The constraint written by `element`, nil when it is a placeholder (removed at build
    /// time), names an attribute this reader does not know, or has a value that is not a
    /// finite number.
    init?(_ element: MarkupElement) {
        guard element.name == "constraint", element["placeholder"] != "YES",
              let first = element["firstAttribute"].flatMap(Attribute.init(rawValue:)) else { return nil }
        id = element["id"]
        firstItem = element["firstItem"]
        firstAttribute = first
        secondItem = element["secondItem"]
        if let second = element["secondAttribute"] {
            guard let attribute = Attribute(rawValue: second) else { return nil }
            secondAttribute = attribute
        }
        switch element["relation"] {
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        default: relation = .equal
        }
        guard let multiplier = Self.number(element["multiplier"], default: 1, ratio: true),
              let constant = Self.number(element["constant"], default: 0),
              let priority = Self.number(element["priority"], default: 1000) else { return nil }
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        line = element.line
    }

    /// `text` as a number; a multiplier may be a ratio, `3:4` or `1/3`. Spaces around the
    /// number and the ratio's parts are ignored, as Interface Builder keeps a ratio typed
    /// `0.8 : 1`.
    static func number(_ text: String?, default value: Double, ratio: Bool = false) -> Double? {
        guard let text = text.map({ Self.stripped($0[...]) }) else { return value }
        if ratio, let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            guard let numerator = Double(Self.stripped(text[..<separator])),
                  let denominator = Double(Self.stripped(text[text.index(after: separator)...])),
                  denominator != 0, numerator.isFinite, denominator.isFinite, abs(numerator / denominator) < 1e7 else { return nil }
            return numerator / denominator
        }
        guard let number = Double(text), number.isFinite, abs(number) < 1e7 else { return nil }
        return number
    }

    /// `text` without the spaces and tabs around it.
    private static func stripped(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
