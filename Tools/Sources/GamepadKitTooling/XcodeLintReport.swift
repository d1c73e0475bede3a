import GamepadKitInterchange

/// `gamepadkit lint --format xcode`: one line per finding and configuration issue, in the form
/// compilers print and Xcode's issue navigator reads from a Run Script build phase:
/// `path:line:column: warning: kind: message` (or `error:`). A storyboard or xib finding points
/// at the start tag of its element (else of its scene); a layout JSON finding at the file's first
/// line; a configuration issue at the `<key>` of its key path.
///
/// Severity: an unreachable element and a configuration issue are errors, the other kinds
/// warnings; with `--strict` every line is an error, as every finding then fails the build.
/// The built-in demo layout has no file: its findings print as `demo:1:1: …`.
public enum XcodeLintReport {
    /// One line of the report.
    public struct Line: Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var location: LayoutSourceLocation
        public var severity: LintSeverity
        public var message: String

        /// The line; a path or message holding a line break or another control character has
        /// it escaped (``DisplayText``), so one finding is always exactly one line.
        public var description: String {
            "\(DisplayText.escaped(path)):\(location.line):\(location.column): \(severity.rawValue): \(DisplayText.escaped(message))"
        }
    }

    /// The lines for `scenes` and `configurations`: configurations first, then scenes in order,
    /// each scene's findings in report order (at most ``LintReport/findingsListedPerKind`` of a
    /// kind per scene).
    public static func lines(_ scenes: [SceneLint], configurations: [ConfigurationLint], strict: Bool) -> [Line] {
        var lines: [Line] = []
        for configuration in configurations {
            let locator = ConfigurationKeyLocator(path: configuration.file)
            lines += configuration.listedIssues.map { issue in
                Line(path: configuration.file, location: locator.location(of: issue.keyPath), severity: .error,
                     message: "configuration: \(issue.keyPath.isEmpty ? "" : issue.keyPath + ": ")\(issue.message)")
            }
        }
        for scene in scenes {
            lines += LintReport.listedFindings(scene).map { finding in
                Line(path: scene.file ?? "demo", location: scene.location(of: finding),
                     severity: strict ? .error : finding.kind.severity,
                     message: "\(finding.kind.title): \(finding.message) [scene \(scene.sceneName)]")
            }
        }
        return lines
    }

    /// The report's text: the lines, each ending in a line break (empty when there is nothing).
    public static func text(_ lines: [Line]) -> String {
        lines.map { $0.description + "\n" }.joined()
    }
}
