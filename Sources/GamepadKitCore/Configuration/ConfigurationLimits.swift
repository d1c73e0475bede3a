/// How much a configuration file may hold, so that reading one costs the app a few milliseconds
/// and kilobytes at most, whatever the file.
///
/// A real `GamepadKit.plist` holds a few dozen values in a few kilobytes, and an Info.plist a
/// few hundred; the limits are far above both and far below what would cost the app time or
/// memory at launch.
public enum ConfigurationLimits {
    /// The largest configuration file read, in bytes (256 KB); a larger file is refused unread.
    public static let maximumFileBytes = 262_144
    /// The most values (strings, numbers, arrays, dictionaries…) a file may expand to, a value
    /// referenced from several places of a binary property list counting once per reference.
    public static let maximumExpandedObjects = 10_000
    /// The most bytes of strings and data a file may expand to, counted the same way.
    public static let maximumExpandedBytes = 262_144
    /// The deepest nesting of arrays and dictionaries, the root dictionary counting as one.
    public static let maximumDepth = 32
}
