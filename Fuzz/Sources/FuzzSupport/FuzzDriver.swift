#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's entry point for programs that have their own `main`: it reads libFuzzer's options
/// from the command line and calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer over one harness. Each harness is an executable whose `main.swift` hands its
/// input function to ``run(_:)``; SwiftPM gives every executable a `main`, so libFuzzer's own
/// `main` is not used.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments (`-max_total_time=10 corpus/`, a crash file…)
    /// and exits with its status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var count = CommandLine.argc
        var values = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&count, &values, callback))
    }

    /// The input as an array of bytes (an empty input has no pointer).
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Stops the run with a message libFuzzer records with the input that broke `invariant`.
    public static func check(_ condition: Bool, _ invariant: @autoclosure () -> String) {
        if !condition {
            let message = Array("invariant broken: \(invariant())\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            abort()
        }
    }
}
