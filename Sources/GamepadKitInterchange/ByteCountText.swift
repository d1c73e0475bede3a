/// Sizes in messages: `512 bytes`, `20 KB`, `10.5 MB` (1 KB = 1,024 bytes).
enum ByteCountText {
    static func text(_ count: Int) -> String {
        let kilobyte = 1024.0
        let megabyte = kilobyte * 1024
        let value = Double(count)
        if value >= megabyte { return "\(rounded(value / megabyte)) MB" }
        if value >= kilobyte { return "\(rounded(value / kilobyte)) KB" }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }

    /// One decimal, none when it is zero.
    private static func rounded(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, tenths < 1e15 else { return "\(value)" }
        let whole = Int(tenths) / 10
        let fraction = Int(tenths) % 10
        return fraction == 0 ? "\(whole)" : "\(whole).\(fraction)"
    }
}
