extension ControllerKind {
    /// The family of a controller, from what GameController reports about it.
    ///
    /// - Parameters:
    ///   - profileClassName: the class of its input profile (`GCDualSenseGamepad`,
    ///     `GCDualShockGamepad`, `GCXboxGamepad`, `GCExtendedGamepad`…), the most reliable hint.
    ///   - productCategory: `GCDevice.productCategory` (`"DualSense"`, `"DualShock 4"`,
    ///     `"Xbox One"`, `"Xbox Series"`, `"MFi"`, `"Keyboard"`…).
    ///   - vendorName: `GCDevice.vendorName` (`"DualSense Wireless Controller"`,
    ///     `"Xbox Wireless Controller"`…), used when the others say nothing specific.
    ///
    /// Matching ignores case, spaces and punctuation; anything unrecognised is `.generic`.
    public init(profileClassName: String? = nil, productCategory: String? = nil, vendorName: String? = nil) {
        for hint in [profileClassName, productCategory, vendorName] {
            if let hint, let kind = Self.kind(mentionedIn: hint) {
                self = kind
                return
            }
        }
        self = .generic
    }

    private static func kind(mentionedIn text: String) -> ControllerKind? {
        let folded = String(text.lowercased().filter { $0.isLetter || $0.isNumber })
        if folded.contains("dualsense") { return .dualSense }
        if folded.contains("dualshock") { return .dualShock }
        if folded.contains("xbox") { return .xbox }
        if folded.contains("keyboard") { return .keyboard }
        return nil
    }
}
