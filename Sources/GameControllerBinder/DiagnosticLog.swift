#if canImport(UIKit)
import Foundation
import os
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// GamepadKit's log lines, in the unified logging system (Console.app, `log stream`, Xcode's
/// console) under the subsystem `GamepadKit` and a category (`configuration`, `focus`,
/// `input`, `effects`, `api`), e.g. `log stream --predicate 'subsystem == "GamepadKit"'`.
///
/// The message text is public: it names key paths, class names and controller inputs, never what
/// the user typed nor what the app shows. A value is logged public or private as `LogPrivacy`
/// says for its kind: an accessibility label, an alert action's title or an element id (which
/// may be made of a label) goes in the private part, which the unified log redacts unless a
/// debugger is attached or a profile lifts it. Every configuration issue is logged as one `error` line that
/// names its key path (`<source>: <keyPath>: <message>`, see `ConfigurationSource`); the lines
/// the configuration's `debug` options turn on are `debug` lines.
struct DiagnosticLog: Sendable {
    static let subsystem = "GamepadKit"

    private let logger: Logger

    init(category: String) {
        logger = Logger(subsystem: Self.subsystem, category: category)
    }

    func error(_ message: String) {
        logger.error("\(message, privacy: .public)")
    }

    /// `message` (public), then `value`, public or private as `LogPrivacy` says for its kind.
    func error(_ message: String, _ kind: LogPrivacy.Value, _ value: String) {
        if LogPrivacy.isPublic(kind) {
            logger.error("\(message, privacy: .public) \(value, privacy: .public)")
        } else {
            logger.error("\(message, privacy: .public) \(value, privacy: .private)")
        }
    }

    /// A `notice` line for a suspicion rather than a fault (a guess that may be wrong): `message`
    /// (public), then `value`, public or private as `LogPrivacy` says for its kind.
    func notice(_ message: String, _ kind: LogPrivacy.Value, _ value: String) {
        if LogPrivacy.isPublic(kind) {
            logger.notice("\(message, privacy: .public) \(value, privacy: .public)")
        } else {
            logger.notice("\(message, privacy: .public) \(value, privacy: .private)")
        }
    }

    /// A `debug` line that is all a value of `kind` (a focus command naming element ids).
    func debug(_ kind: LogPrivacy.Value, _ value: String) {
        if LogPrivacy.isPublic(kind) {
            logger.notice("\(value, privacy: .public)")
        } else {
            logger.notice("\(value, privacy: .private)")
        }
    }

    /// For the lines the configuration's `debug` options turn on. Logged at the `notice` level
    /// so that they show in Xcode's console and `log stream` without extra settings (the
    /// options themselves are the switch).
    func debug(_ message: String) {
        logger.notice("\(message, privacy: .public)")
    }
}
#endif
