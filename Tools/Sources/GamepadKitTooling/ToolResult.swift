import GamepadKitInterchange

/// How a `gamepadkit` run ends, as the process exit status.
public enum ExitStatus: Int32, Hashable, Sendable {
    /// Everything went as asked.
    case success = 0
    /// `lint --strict` found something.
    case findings = 1
    /// A file, a folder, a name or an option could not be used; the message says which.
    case badInput = 2
}

/// What a run of one of the tools produced: the text for standard output, the text for standard
/// error, and the exit status. The tools compute it without printing, so tests check all three.
public struct ToolResult: Hashable, Sendable {
    public var output: String
    public var errorOutput: String
    public var status: ExitStatus
    /// Bytes for standard output after `output` (a PNG for `render --out -`); usually empty.
    public var outputBytes: [UInt8] = []

    public init(output: String = "", errorOutput: String = "", status: ExitStatus = .success, outputBytes: [UInt8] = []) {
        self.output = output
        self.errorOutput = errorOutput
        self.status = status
        self.outputBytes = outputBytes
    }

    /// A run that stopped on bad input, with `message` for standard error (on one line: a line
    /// break or another control character from a file name or an id is shown as an escape).
    public static func badInput(_ message: String) -> ToolResult {
        ToolResult(errorOutput: DisplayText.escaped(message), status: .badInput)
    }
}

/// Bad input met by a tool: a missing file, an unsupported file type, a malformed layout, an
/// unknown scene or press name. The message names the file (and line or node) and what is wrong.
public struct ToolFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
