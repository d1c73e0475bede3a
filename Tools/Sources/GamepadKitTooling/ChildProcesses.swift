import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the helper programs the tools start (the PNG converter) with a time limit, and makes
/// sure none outlives the tool: a program past its limit is stopped, and when the tool itself is
/// stopped by `SIGINT`, `SIGTERM` or `SIGHUP` while programs run, they are stopped before the
/// tool exits. Stopping is `SIGKILL`: a program started from a thread on which the signal
/// machinery blocks `SIGTERM` inherits that block, and could not be stopped otherwise.
enum ChildProcesses {
    /// How a program ended: its exit status, what it printed (standard output and error, at most
    /// 64 KB unless the caller asked for more), and whether it was stopped for running past its
    /// time limit. `errorOutput` holds standard error when it was asked for apart, else it is empty.
    struct Result: Sendable {
        var status: Int32
        var output: String
        var timedOut: Bool
        var errorOutput: String = ""
    }

    /// The most output kept from a program.
    static let maximumOutputBytes = 64 * 1024

    /// Runs `path` with `arguments`, standard input empty, and waits at most `timeLimit` seconds.
    /// At most `outputLimit` bytes of output are kept; with `separateErrors`, standard error is
    /// kept apart (at most 64 KB), so it can never land inside standard output.
    static func run(
        _ path: String, _ arguments: [String], timeLimit: Double,
        outputLimit: Int = maximumOutputBytes, separateErrors: Bool = false
    ) throws -> Result {
        SignalCleanup.installOnce()
        // Output goes to a file, not a pipe: a program that prints a lot can never block on a
        // full pipe, and nothing has to read while waiting.
        let outputURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("gamepadkit-\(UUID().uuidString).out")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil) else {
            throw ToolFailure("cannot create a temporary file in \(NSTemporaryDirectory())")
        }
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        defer { try? outputHandle.close() }
        let errorURL = outputURL.appendingPathExtension("err")
        if separateErrors, !FileManager.default.createFile(atPath: errorURL.path, contents: nil) {
            throw ToolFailure("cannot create a temporary file in \(NSTemporaryDirectory())")
        }
        defer { if separateErrors { try? FileManager.default.removeItem(at: errorURL) } }
        let errorHandle = separateErrors ? try FileHandle(forWritingTo: errorURL) : outputHandle
        defer { if separateErrors { try? errorHandle.close() } }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let pid = process.processIdentifier
        Registry.shared.add(pid)
        defer { Registry.shared.remove(pid) }

        var timedOut = false
        let limit = timeLimit.isFinite ? max(0, min(timeLimit, 86_400)) : 86_400
        if finished.wait(timeout: .now() + limit) == .timedOut {
            timedOut = true
            kill(pid, SIGKILL)
            finished.wait()
        }
        process.waitUntilExit()

        func bytes(of url: URL, limit: Int) -> Data {
            (try? FileHandle(forReadingFrom: url)).flatMap { handle in
                defer { try? handle.close() }
                return try? handle.read(upToCount: max(0, limit))
            } ?? Data()
        }
        let outputBytes = bytes(of: outputURL, limit: outputLimit)
        let errorBytes = separateErrors ? bytes(of: errorURL, limit: maximumOutputBytes) : Data()
        return Result(status: process.terminationStatus, output: String(decoding: outputBytes, as: UTF8.self), timedOut: timedOut,
                      errorOutput: String(decoding: errorBytes, as: UTF8.self))
    }

    /// The programs running now, by process id.
    final class Registry: @unchecked Sendable {
        static let shared = Registry()
        private let lock = NSLock()
        private var running: Set<pid_t> = []

        func add(_ pid: pid_t) {
            lock.lock()
            running.insert(pid)
            lock.unlock()
        }

        func remove(_ pid: pid_t) {
            lock.lock()
            running.remove(pid)
            lock.unlock()
        }

        /// Stops every running program (`SIGKILL`).
        func terminateAll() {
            lock.lock()
            let pids = running
            lock.unlock()
            for pid in pids { kill(pid, SIGKILL) }
        }
    }

    /// Stops the running programs when the tool is stopped by a signal, then exits as the signal
    /// would have (status 128 + the signal's number).
    enum SignalCleanup {
        /// The installed signal sources, kept alive for the life of the process. They are
        /// created once and never changed afterwards.
        private final class Sources: @unchecked Sendable {
            let sources: [any DispatchSourceSignal]

            init() {
                sources = [SIGINT, SIGTERM, SIGHUP].map { signalNumber in
                    #if canImport(Darwin)
                    // kqueue reports signals without stopping their default action, so it is
                    // turned off; libdispatch on Linux catches the signal itself, and an ignored
                    // signal would be inherited by the programs started (which could then not be
                    // stopped with SIGTERM).
                    signal(signalNumber, SIG_IGN)
                    #endif
                    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                    source.setEventHandler {
                        Registry.shared.terminateAll()
                        exit(128 + signalNumber)
                    }
                    source.resume()
                    return source
                }
            }
        }

        private static let installed = Sources()

        /// Installs the handlers the first time it is called; later calls do nothing.
        static func installOnce() {
            _ = installed
        }
    }
}
