/// The arguments of the `gamepadkit-lint` command plugin (`swift package gamepadkit-lint …`),
/// split into the options passed on to `gamepadkit lint` and the paths to lint.
///
/// The plugin compiles this very file (its folder holds a link to it), so what is tested here is
/// what the plugin does. It knows which of `lint`'s options take a value: `--device all` and
/// `--format json` pass `all` and `json` on with their option, never as paths; `--device=all`
/// is one argument. Only the standard library is used, as a plugin has no other module.
public struct LintCommandArguments: Equatable, Sendable {
    /// `lint`'s options that take a value (the next argument, or `=value`).
    public static let valueOptions: Set<String> = ["--format", "--device"]

    /// Options and their values, in the order given.
    public var options: [String] = []
    /// Paths (files and folders) to lint, in the order given.
    public var paths: [String] = []
    /// An option that takes a value and was given none (the last argument); `gamepadkit lint`
    /// gets it as it is and says what is missing.
    public var optionMissingValue: String?

    /// Splits `arguments` (what remains once the plugin took its own `--target` options).
    public init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                paths += remaining
                break
            }
            if Self.valueOptions.contains(argument) {
                options.append(argument)
                if let value = remaining.popFirst() {
                    options.append(value)
                } else {
                    optionMissingValue = argument
                }
            } else if argument.hasPrefix("--") {
                options.append(argument)
            } else {
                paths.append(argument)
            }
        }
    }

    /// True when an output format was asked for (`--format F`, `--format=F` or `--json`).
    public var choosesFormat: Bool {
        options.contains { $0 == "--json" || $0 == "--format" || $0.hasPrefix("--format=") }
    }

    /// The options for `gamepadkit lint`: Xcode's format unless another was asked for, so an
    /// error finding fails the command.
    public var lintOptions: [String] {
        choosesFormat ? options : ["--format", "xcode"] + options
    }
}
