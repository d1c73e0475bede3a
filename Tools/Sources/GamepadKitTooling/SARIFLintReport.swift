import Foundation
import GamepadKitInterchange

/// `gamepadkit lint --format sarif`: the findings as a SARIF 2.1.0 log, the format GitHub code
/// scanning uploads (`github/codeql-action/upload-sarif`).
///
/// One run whose tool driver `gamepadkit` lists a rule per finding kind (id
/// `gamepadkit.<kind>`, e.g. `gamepadkit.deadEnd`) and one for configuration issues
/// (`gamepadkit.configuration`), each with a short description, help text and default level.
/// Each result names its rule (id and index), its level (`error` or `warning`, as
/// `XcodeLintReport` decides), the message, and one physical location: the file as given on the
/// command line (a relative path stays relative, so it resolves against the repository root)
/// and the line and column of the element's start tag (see `XcodeLintReport`). The element id
/// and scene are kept as a logical location.
public enum SARIFLintReport {
    /// The SARIF version written.
    public static let version = "2.1.0"
    /// The schema the log declares.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The rules, in the order their indices refer to: every finding kind, then configuration.
    static var rules: [(id: String, name: String, title: String, help: String, level: LintSeverity)] {
        LintFindingKind.allCases.map { ($0.ruleID, $0.rawValue, $0.title, $0.help, $0.severity) }
            + [(ConfigurationRule.id, "configuration", ConfigurationRule.title, ConfigurationRule.help, .error)]
    }

    /// The log for `scenes` and `configurations`.
    public static func json(_ scenes: [SceneLint], configurations: [ConfigurationLint], strict: Bool, toolVersion: String = GamepadKitVersion.current) -> JSONValue {
        let rules = Self.rules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var results: [JSONValue] = []
        for configuration in configurations {
            let locator = ConfigurationKeyLocator(path: configuration.file)
            for issue in configuration.listedIssues {
                results.append(result(ruleID: ConfigurationRule.id, index: ruleIndex[ConfigurationRule.id] ?? 0, level: .error,
                                      message: issue.keyPath.isEmpty ? issue.message : "\(issue.keyPath): \(issue.message)",
                                      file: configuration.file, location: locator.location(of: issue.keyPath),
                                      logicalName: issue.keyPath.isEmpty ? nil : issue.keyPath, logicalKind: "member"))
            }
        }
        for scene in scenes {
            for finding in LintReport.listedFindings(scene) {
                results.append(result(ruleID: finding.kind.ruleID, index: ruleIndex[finding.kind.ruleID] ?? 0,
                                      level: strict ? .error : finding.kind.severity,
                                      message: "\(finding.kind.title): \(finding.message)",
                                      file: scene.file ?? "demo", location: scene.location(of: finding),
                                      logicalName: "\(scene.sceneName)/\(finding.elementID)", logicalKind: "element"))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("gamepadkit")),
            ("version", .string(toolVersion)),
            ("informationUri", .string("https://github.com/vladshakhtar/GameControllerBinder")),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("name", .string(rule.name)),
                    ("shortDescription", .object([("text", .string(rule.title))])),
                    ("fullDescription", .object([("text", .string(rule.help))])),
                    ("help", .object([("text", .string(rule.help))])),
                    ("defaultConfiguration", .object([("level", .string(rule.level.rawValue))])),
                ])
            })),
        ])
        return .object([
            ("$schema", .string(schema)),
            ("version", .string(version)),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("results", .array(results)),
            ])])),
        ])
    }

    private static func result(ruleID: String, index: Int, level: LintSeverity, message: String, file: String,
                               location: LayoutSourceLocation, logicalName: String?, logicalKind: String) -> JSONValue {
        var locationMembers: [(String, JSONValue)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(file)))])),
                ("region", .object([("startLine", .number(Double(location.line))), ("startColumn", .number(Double(location.column)))])),
            ])),
        ]
        if let logicalName {
            locationMembers.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(logicalName)), ("kind", .string(logicalKind))])])))
        }
        return .object([
            ("ruleId", .string(ruleID)),
            ("ruleIndex", .number(Double(index))),
            ("level", .string(level.rawValue)),
            ("message", .object([("text", .string(message))])),
            ("locations", .array([.object(locationMembers)])),
        ])
    }

    /// A path as a SARIF artifact URI: relative paths stay relative (percent-encoded), absolute
    /// paths become `file://` URIs.
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
