#if canImport(UIKit)
import Foundation
import os

/// GamepadKit's log lines, in the unified logging system (Console.app, `log stream`, Xcode's
/// console) under the subsystem `GamepadKit` and a category (`configuration`, `focus`,
/// `input`, `effects`, `api`), e.g. `log stream --predicate 'subsystem == "GamepadKit"'`.
///
/// Messages are public: they name key paths, class names, element ids and controller inputs,
/// never what the user typed. Every configuration issue is logged as one `error` line that
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

    /// For the lines the configuration's `debug` options turn on. Logged at the `notice` level
    /// so that they show in Xcode's console and `log stream` without extra settings (the
    /// options themselves are the switch).
    func debug(_ message: String) {
        logger.notice("\(message, privacy: .public)")
    }
}
#endif
