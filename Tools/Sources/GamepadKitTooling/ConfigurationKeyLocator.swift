import Foundation
import GamepadKitInterchange

/// Finds the line of a configuration key path (`highlight.color`, `bindings.buttonA`,
/// `excludedScreens[2]`) in an XML property list's text, for reports that point at lines: each
/// component's `<key>` is looked for after the line of the one before. A path that cannot be
/// found (a binary property list, a missing key) points at the first line.
struct ConfigurationKeyLocator {
    private let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Reads the file at `path`; an unreadable file gives a locator that answers the first line.
    init(path: String) {
        let data = (try? FileContents.read(path: path, limit: ConfigurationLint.maximumFileSize)) ?? Data()
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// The location of `keyPath`'s last component that could be found, else the file's start.
    func location(of keyPath: String) -> LayoutSourceLocation {
        var found = LayoutSourceLocation.fileStart
        var from = 0
        for component in keyPath.split(separator: ".") {
            let key = component.split(separator: "[").first.map(String.init) ?? String(component)
            let tag = "<key>\(key)</key>"
            guard let index = lines[from...].firstIndex(where: { $0.contains(tag) }),
                  let range = lines[index].range(of: tag) else { break }
            found = LayoutSourceLocation(line: index + 1, column: lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)
            from = index + 1
            guard from < lines.count else { break }
        }
        return found
    }
}
