/// A colour as four components in 0...1, written in `GamepadKit.plist` as `"#RRGGBB"` or
/// `"#RRGGBBAA"`.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// Creates a colour; each component is clamped into 0...1 (a component that is not a
    /// number becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [Double] = []
        var index = 0
        while index < digits.count {
            guard let byte = UInt8(String(digits[index ..< index + 2]), radix: 16) else { return nil }
            bytes.append(Double(byte) / 255)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// The colour as `"#RRGGBBAA"`, each component rounded to the nearest byte.
    public var hexString: String {
        "#" + [red, green, blue, alpha].map { component in
            // The components are public and settable: a NaN or out-of-range one written after
            // `init` is clamped here rather than trapping in the conversion.
            let byte = Int(saturating: (Self.unit(component) * 255).rounded(), in: 0...255)
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    public var description: String { hexString }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : value.clamped(to: 0...1)
    }
}
