/// Sizes in messages: `512 bytes`, `20 KB`, `10.5 MB` (1 KB = 1,024 bytes). A size that one
/// decimal does not give exactly also says its bytes, `32 MB (33,554,433 bytes)`, so that a file
/// one byte over a limit is never described as the limit itself.
enum ByteCountText {
    static func text(_ count: Int) -> String {
        let kilobyte = 1024.0
        let megabyte = kilobyte * 1024
        let value = Double(count)
        let unit: (size: Double, name: String)
        if value >= megabyte {
            unit = (megabyte, "MB")
        } else if value >= kilobyte {
            unit = (kilobyte, "KB")
        } else {
            return count == 1 ? "1 byte" : "\(grouped(count)) bytes"
        }
        let tenths = (value / unit.size * 10).rounded()
        guard tenths.isFinite, tenths < 1e15 else { return "\(grouped(count)) bytes" }
        let whole = Int(tenths) / 10
        let fraction = Int(tenths) % 10
        let shown = (fraction == 0 ? "\(whole)" : "\(whole).\(fraction)") + " " + unit.name
        return tenths / 10 * unit.size == value ? shown : "\(shown) (\(grouped(count)) bytes)"
    }

    /// `33,554,433`.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return count < 0 ? "-" + out : out
    }
}
