import Foundation

/// Reads the root dictionary of a configuration property list (`GamepadKit.plist`, or an
/// Info.plist), refusing what is not a dictionary of property list types *before* Foundation
/// bridges any of it.
///
/// A binary property list is checked object by object first (`BinaryPropertyListCheck`):
/// Foundation on Linux crashes bridging a set, which binary property lists can hold. XML and
/// OpenStep property lists are checked for well-formedness first (`PropertyListTextCheck`):
/// Foundation on Linux never frees the error it builds for a file it cannot parse, so a malformed
/// file must not reach it. Text property lists have no shared references and no declared entities,
/// and nest no deeper than binary ones, so they expand to no more than their bytes, which are
/// bounded by ``ConfigurationLimits/maximumFileBytes`` like a binary file's.
public enum ConfigurationPropertyList {
    /// What the issues say a configuration file should be.
    static let accepted = "an XML or binary property list whose root is a dictionary"

    /// The root dictionary of the property list in `data`.
    ///
    /// - Throws: a ``ConfigurationIssue`` with the key path `""` when the data is not a property
    ///   list, its root is not a dictionary, or it is a binary property list holding a type a
    ///   configuration cannot hold (a set, an ordered set, a keyed-archive UID, a dictionary key
    ///   that is not a string) — the message says which and what is accepted.
    public static func rootDictionary(of data: Data) throws(ConfigurationIssue) -> [String: Any] {
        guard data.count <= ConfigurationLimits.maximumFileBytes else {
            throw ConfigurationIssue(keyPath: "", message: "the file is \(data.count) bytes, larger than the \(ConfigurationLimits.maximumFileBytes) bytes a configuration may have; accepted: \(accepted)")
        }
        do {
            if BinaryPropertyListCheck.isBinaryPropertyList(data) {
                try BinaryPropertyListCheck.check(data)
            } else {
                try PropertyListTextCheck.check([UInt8](data))
            }
        } catch {
            throw ConfigurationIssue(keyPath: "", message: "\(error.message); accepted: \(accepted)")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ConfigurationIssue(keyPath: "", message: "\(PropertyListParseFailure.message(for: error, data: data)); accepted: \(accepted)")
        }
        let value = PropertyListValue(root)
        guard case let .dictionary(dictionary) = value else {
            throw ConfigurationIssue(keyPath: "", message: "the root is \(value.summary), not a dictionary; accepted: \(accepted)")
        }
        return dictionary
    }
}
