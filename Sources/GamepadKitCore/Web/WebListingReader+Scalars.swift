// Strings and numbers of the page script's JSON, read byte by byte (see `WebListingReader`).

extension WebListingReader {
    /// A string's place in the text, between its quotes.
    struct ScannedString {
        var range: Range<Int>
        /// No escape and no control character: the bytes are the text.
        var isPlain: Bool
    }

    /// Takes a string (at `index`, its opening quote) without decoding it. A backslash takes the
    /// byte after it, and after `\u` four more that are not a quote; what they mean is checked
    /// when the string is read as text (`decode`).
    mutating func scanString() throws -> ScannedString {
        index += 1
        let start = index
        var isPlain = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return ScannedString(range: start..<(index - 1), isPlain: isPlain)
            }
            if byte == UInt8(ascii: "\\") {
                isPlain = false
                guard index + 1 < bytes.count else { throw Malformed() }
                if bytes[index + 1] == UInt8(ascii: "u") {
                    guard bytes.count - (index + 2) >= 4 else { throw Malformed() }
                    for offset in 2..<6 where bytes[index + offset] == UInt8(ascii: "\"") { throw Malformed() }
                    index += 6
                } else {
                    index += 2
                }
                continue
            }
            if byte < 0x20 { isPlain = false }
            index += 1
        }
        throw Malformed()
    }

    /// Decodes the string between `range` (scanned, not plain) into `scratch`; false when it is
    /// no text: a control character, an unknown escape, `\u` without four hex digits, or half a
    /// surrogate pair.
    mutating func decode(_ range: Range<Int>) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        var at = range.lowerBound
        let end = range.upperBound
        while at < end {
            let byte = bytes[at]
            if byte < 0x20 { return false }
            guard byte == UInt8(ascii: "\\") else {
                scratch.append(byte)
                at += 1
                continue
            }
            // The scan made sure an escape has its byte, and `\u` its four more, before `end`.
            let escape = bytes[at + 1]
            at += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                guard var value = hexQuad(at) else { return false }
                at += 4
                if UTF16.isLeadSurrogate(UInt16(value)) {
                    guard end - at >= 6, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u"),
                          let low = hexQuad(at + 2), UTF16.isTrailSurrogate(UInt16(low)) else { return false }
                    at += 6
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { return false }
                append(scalar)
            default:
                return false
            }
        }
        return true
    }

    /// The four hex digits at `at` (known to be in the text), or nil.
    private func hexQuad(_ at: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[at + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            scratch.append(UInt8(value))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Takes a number (at `index`, a digit or `-`): the run of `0-9 . + - e E` from there. Its
    /// value, or nil when the run is not a JSON number, or is one a Double cannot hold (its
    /// magnitude rounds to infinity, or to zero while a digit of it is not zero).
    mutating func scanNumber() -> Double? {
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default:
                return Self.value(of: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
        return Self.value(of: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// Powers of ten a Double holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of a JSON number's text, or nil (see `scanNumber`).
    private static func value(of token: UnsafeBufferPointer<UInt8>) -> Double? {
        var at = 0
        let end = token.count
        func isDigit(_ offset: Int) -> Bool { offset < end && token[offset] &- UInt8(ascii: "0") < 10 }
        let isNegative = token[0] == UInt8(ascii: "-")
        if isNegative { at = 1 }
        guard isDigit(at) else { return nil }
        var mantissa: UInt64 = 0
        var digits = 0  // in `mantissa`, from its first non-zero one
        var exponent = 0
        var isExact = true
        func take(_ digit: UInt8, fractional: Bool) {
            if digits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                if mantissa != 0 { digits += 1 }
                if fractional { exponent -= 1 }
            } else {
                isExact = false
                if !fractional { exponent += 1 }
            }
        }
        if token[at] == UInt8(ascii: "0") {
            at += 1
            if isDigit(at) { return nil }
        } else {
            while isDigit(at) { take(token[at] &- UInt8(ascii: "0"), fractional: false); at += 1 }
        }
        if at < end, token[at] == UInt8(ascii: ".") {
            at += 1
            guard isDigit(at) else { return nil }
            while isDigit(at) { take(token[at] &- UInt8(ascii: "0"), fractional: true); at += 1 }
        }
        if at < end, token[at] == UInt8(ascii: "e") || token[at] == UInt8(ascii: "E") {
            at += 1
            var exponentIsNegative = false
            if at < end, token[at] == UInt8(ascii: "+") || token[at] == UInt8(ascii: "-") {
                exponentIsNegative = token[at] == UInt8(ascii: "-")
                at += 1
            }
            guard isDigit(at) else { return nil }
            var written = 0
            while isDigit(at) {
                written = min(written * 10 + Int(token[at] &- UInt8(ascii: "0")), 1_000_000)
                at += 1
            }
            exponent += exponentIsNegative ? -written : written
        }
        guard at == end else { return nil }
        if mantissa == 0 { return isNegative ? -0.0 : 0.0 }
        if isExact, mantissa <= 1 << 53, abs(exponent) <= 22 {
            let magnitude = exponent >= 0 ? Double(mantissa) * exactPowersOfTen[exponent] : Double(mantissa) / exactPowersOfTen[-exponent]
            return isNegative ? -magnitude : magnitude
        }
        // Rare (long or far from 1): the correctly rounded reading of the whole text.
        guard let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite, value != 0 else { return nil }
        return value
    }
}
