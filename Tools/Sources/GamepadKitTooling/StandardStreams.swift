import Foundation
import GamepadKitInterchange
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's output to standard output and standard error with `write(2)`, so that output
/// that cannot be written (a full disk, `> /dev/full`, a pipe whose reader has gone) ends the run
/// with one line saying why and a non-zero status instead of a trap in Foundation's
/// `FileHandle.write(_:)`.
public enum StandardStreams {
    /// Why writing to a stream failed, in words (`No space left on device`).
    public struct WriteFailure: Error, Hashable, Sendable {
        /// The C library's text for the error number.
        public var reason: String
        /// The error number (`ENOSPC`, `EPIPE`…).
        public var code: Int32
    }

    /// Writes every byte of `bytes` to the open file `descriptor`, retrying partial writes and
    /// interrupted calls; nil when all were written, else why not.
    public static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> WriteFailure? {
        let buffer = Array(bytes)
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                return WriteFailure(reason: String(cString: strerror(code)), code: code)
            }
            if written == 0 { return WriteFailure(reason: "nothing could be written", code: 0) }
            offset += written
        }
        return nil
    }

    /// The line said on standard error when standard output cannot be written.
    public static func outputFailureMessage(_ failure: WriteFailure) -> String {
        let why = failure.code == EPIPE ? "the program reading it has stopped (\(failure.reason))" : failure.reason
        return "gamepadkit: cannot write to standard output: \(why); the output is incomplete\n"
    }

    /// Writes `result` (its output, its binary output, then `gamepadkit: ` and its error
    /// output) and returns the status to exit with: the result's own, or ``ExitStatus/badInput``
    /// with one line on `errorDescriptor` when the output could not be written.
    public static func emit(_ result: ToolResult, outputDescriptor: Int32 = STDOUT_FILENO, errorDescriptor: Int32 = STDERR_FILENO) -> ExitStatus {
        var failure: WriteFailure?
        // Whatever a tool printed, no control character but the line break reaches the terminal.
        if !result.output.isEmpty {
            failure = write(Array(DisplayText.escapedKeepingLineBreaks(result.output).utf8), to: outputDescriptor)
        }
        if failure == nil, !result.outputBytes.isEmpty {
            failure = write(result.outputBytes, to: outputDescriptor)
        }
        if !result.errorOutput.isEmpty {
            let safe = DisplayText.escapedKeepingLineBreaks(result.errorOutput)
            let text = safe.hasSuffix("\n") ? safe : safe + "\n"
            // Standard error that cannot be written either leaves nothing to say it with.
            _ = write(Array(("gamepadkit: " + text).utf8), to: errorDescriptor)
        }
        if let failure {
            _ = write(Array(outputFailureMessage(failure).utf8), to: errorDescriptor)
            return .badInput
        }
        return result.status
    }

    /// Prepares the process for output that may not be written: a reader that stops (`| head`)
    /// gives `EPIPE` instead of killing the tool silently with `SIGPIPE`, and text printed
    /// through `print` (help, usage) is flushed at exit with a failure said in one line and
    /// status 2.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        atexit {
            // nil flushes every C stream; standard output is the one the tools print to.
            guard fflush(nil) != 0 else { return }
            let code = errno
            let failure = WriteFailure(reason: String(cString: strerror(code)), code: code)
            _ = StandardStreams.write(Array(StandardStreams.outputFailureMessage(failure).utf8), to: STDERR_FILENO)
            _exit(ExitStatus.badInput.rawValue)
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
        #else
        Darwin.write(descriptor, pointer, count)
        #endif
    }
}
