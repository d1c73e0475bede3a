/// What may be written in the public part of a GamepadKit log line (the unified log shows it to
/// anyone reading the device's logs) and what must stay in its private part (redacted unless a
/// debugger is attached or a logging profile lifts it).
///
/// Public: what the developer wrote or the hardware is — configuration key paths, class names,
/// controller inputs, counts. Private: what the app shows or the user entered — accessibility
/// labels, alert and action titles, element ids (an id may be made of an accessibility label),
/// typed text.
public enum LogPrivacy {
    /// A kind of value a log line carries.
    public enum Value: Hashable, Sendable, CaseIterable {
        /// A `GamepadKit.plist` key path.
        case configurationKeyPath
        /// A class name (a view controller's, a view's).
        case className
        /// A controller button, stick or key.
        case controllerInput
        /// An element id of a scan (may be made of an accessibility label).
        case elementID
        /// An accessibility label.
        case accessibilityLabel
        /// An alert's or an alert action's title.
        case alertTitle
        /// Text the user typed.
        case typedText
        /// A `rowSegues` key (`"<controller class>/<cell reuse identifier>"`): developer names.
        case rowSegueKey
    }

    /// True when a value of `kind` may be logged publicly.
    public static func isPublic(_ kind: Value) -> Bool {
        switch kind {
        case .configurationKeyPath, .className, .controllerInput, .rowSegueKey: true
        case .elementID, .accessibilityLabel, .alertTitle, .typedText: false
        }
    }
}
