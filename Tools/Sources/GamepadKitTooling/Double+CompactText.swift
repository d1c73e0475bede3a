import GamepadKitCore

extension Double {
    /// `12` rather than `12.0`, `12.5` as is: numbers as people and JSON readers expect them.
    var compactText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}

extension Rect {
    /// `[x, y, w, h]` with compact numbers.
    var compactText: String {
        "[\(minX.compactText), \(minY.compactText), \(width.compactText), \(height.compactText)]"
    }

    /// `[x, y, w, h]` as a JSON array.
    var jsonArray: JSONValue {
        .array([.number(minX), .number(minY), .number(width), .number(height)])
    }
}
