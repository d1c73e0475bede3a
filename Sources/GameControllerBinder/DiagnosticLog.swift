#if canImport(UIKit)
import Foundation

/// GamepadKit's log lines, tagged with the subsystem "GamepadKit" and a category
/// (`configuration`, `focus`, `input`, `effects`), e.g.
/// `[GamepadKit/configuration] GamepadKit.plist: highlight.lineWidth: …`.
///
/// Written with `NSLog`, which lands in the unified log (Console.app, `log stream`) and in
/// Xcode's console. Not `os.Logger`: the module must also build with toolchains whose iOS SDK
/// cannot compile `import os` (its Swift interface fails to build there), and `NSLog` needs
/// nothing beyond Foundation. Every configuration issue is logged as one `error` line that
/// names its key path (`<source>: <keyPath>: <message>`, see `ConfigurationSource`).
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
