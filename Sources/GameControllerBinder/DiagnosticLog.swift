#if canImport(UIKit)
import Foundation

/// GamepadKit's log lines, tagged with the subsystem "GamepadKit" and a category
/// (`configuration`, `focus`, `input`, `effects`), e.g.
/// `[GamepadKit/configuration] GamepadKit.plist: highlight.lineWidth: …`.
///
/// Written with `NSLog`, which lands in the unified log (Console.app, `log stream`) and in
/// Xcode's console.
struct DiagnosticLog: Sendable {
    let subsystem: String
    let category: String

    init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    func error(_ message: String) {
        NSLog("%@", "[\(subsystem)/\(category)] \(message)")
    }

    /// For the lines the configuration's `debug` options turn on.
    func debug(_ message: String) {
        NSLog("%@", "[\(subsystem)/\(category)] \(message)")
    }
}
#endif
