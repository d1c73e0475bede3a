import Foundation
import Testing
@testable import GamepadKitTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Tools: output that cannot be written ends in one line and a non-zero status")
struct UnwritableOutputTests {
    /// The text written to a pipe's write end (closed afterwards) by `body`.
    private func captured(_ body: (Int32) -> Void) -> String {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        body(ends[1])
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        close(ends[0])
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("map's table written to /dev/full: status 2 and one line saying the device is full")
    func fullDevice() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        var status = ExitStatus.success
        let said = captured { errors in
            status = StandardStreams.emit(MapTool.run(file: nil, json: false), outputDescriptor: full, errorDescriptor: errors)
        }
        #expect(status == .badInput)
        #expect(said == "gamepadkit: cannot write to standard output: No space left on device; the output is incomplete\n")
    }

    @Test("lint written to a pipe whose reader has gone: status 2 and one line naming the stopped reader")
    func closedPipe() {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        var status = ExitStatus.success
        let said = captured { errors in
            status = StandardStreams.emit(LintTool.run(paths: [], json: false, strict: false), outputDescriptor: ends[1], errorDescriptor: errors)
        }
        #expect(status == .badInput)
        #expect(said.hasPrefix("gamepadkit: cannot write to standard output: the program reading it has stopped"))
        #expect(said.split(separator: "\n").count == 1)
    }

    @Test("a run whose output is written keeps its own status and error text")
    func writableOutput() {
        var written = ""
        let said = captured { errors in
            written = captured { output in
                #expect(StandardStreams.emit(ToolResult(output: "table\n", errorOutput: "note", status: .findings),
                                             outputDescriptor: output, errorDescriptor: errors) == .findings)
            }
        }
        #expect(written == "table\n")
        #expect(said == "gamepadkit: note\n")
    }

    @Test("every subcommand's output goes through the checked writer: no FileHandle writes, no try! in the tools")
    func noTrappingWrites() throws {
        let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: tools.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: tools.appendingPathComponent(file).path, encoding: .utf8)
            #expect(!text.contains("try!"), "\(file)")
            #expect(!text.contains("standardOutput.write"), "\(file)")
            #expect(!text.contains("standardError.write"), "\(file)")
        }
    }

    @Test("render --out - writes the PNG to standard output and nothing else")
    func renderToStandardOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A converter stand-in that writes a fixed picture to the file after -o.
        let script = try folder.write("rsvg-convert", """
            #!/bin/sh
            while [ $# -gt 0 ]; do if [ "$1" = "-o" ]; then shift; printf 'PNG-BYTES' > "$1"; fi; shift; done
            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let converter = PNGConverter(program: .rsvgConvert, path: script)
        let result = RenderTool.run(file: nil, out: "-", converter: converter)
        #expect(result.status == .success)
        #expect(result.output.isEmpty)
        #expect(result.outputBytes == Array("PNG-BYTES".utf8))
        #expect(!FileManager.default.fileExists(atPath: "-.svg"))

        let none = RenderTool.run(file: nil, out: "-", converter: nil)
        #expect(none.status == .badInput)
        #expect(none.errorOutput.contains("no SVG-to-PNG converter was found"))
        #expect(PNGConverter.fileArgument("-.svg") == "./-.svg")
    }
}
