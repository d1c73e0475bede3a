import Foundation
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// A layout JSON whose 20×20 button (a "too small" finding) has `id`, and a normal button below.
private func layout(tinyID id: String) -> String {
    """
    {"size":[390,844],"views":[
      {"id":\(JSONString.quoted(id)),"kind":"button","frame":[20,100,20,20],"children":[]},
      {"id":"ok","kind":"button","frame":[20,300,350,44],"children":[]}
    ]}
    """
}

/// Whether `line` holds a character ``DisplayText`` escapes.
private func hasControlCharacter(_ line: Substring) -> Bool {
    line.unicodeScalars.contains(where: DisplayText.isEscaped)
}

@Suite("Tools: ids and file names cannot inject lines or control sequences into text output")
struct InjectedTextTests {
    static let forgedID = "x\nForged.storyboard:1:1: error: unreachable: fake\u{1B}[2J\u{202E}evil\u{85}"

    @Test("an id holding a line break, ESC, a C1 control and a bidi override stays one xcode line, escaped")
    func xcodeFormatCannotBeForged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Screen.json", layout(tinyID: Self.forgedID))
        let result = LintTool.run(paths: [file], json: false, strict: false, format: .xcode)
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.hasPrefix("\(file):1:1: warning: too small: ") })
        #expect(!lines.contains(where: hasControlCharacter))
        #expect(result.output.contains(#"x\nForged.storyboard:1:1: error: unreachable: fake\u{1B}[2J\u{202E}evil\u{85}"#))
    }

    @Test("a file name holding a line break is escaped in xcode and text reports")
    func fileNameWithLineBreak() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("a\nb.json", layout(tinyID: "tiny"))
        let xcode = LintTool.run(paths: [file], json: false, strict: false, format: .xcode)
        #expect(xcode.output.split(separator: "\n").count == 1)
        #expect(xcode.output.hasPrefix(folder.path + "/a\\nb.json:1:1: warning: "))
        let text = LintTool.run(paths: [file], json: false, strict: false)
        #expect(text.output.contains(folder.path + "/a\\nb.json\n"))
        #expect(!text.output.split(separator: "\n").contains(where: hasControlCharacter))
    }

    @Test("lint's text report and map's table show the id escaped, on the line it belongs to")
    func textFormatsEscape() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Screen.json", layout(tinyID: Self.forgedID))
        let lint = LintTool.run(paths: [file], json: false, strict: false)
        #expect(!lint.output.split(separator: "\n").contains(where: hasControlCharacter))
        #expect(!lint.output.split(separator: "\n").contains { $0.hasPrefix("Forged.storyboard") })
        let map = MapTool.run(file: file, json: false)
        #expect(map.status == .success)
        let mapLines = map.output.split(separator: "\n")
        #expect(!mapLines.contains(where: hasControlCharacter))
        #expect(mapLines.count == 5)  // scene header, column titles, rule, two elements
    }

    @Test("JSON and SARIF keep the id whole, with C1 and bidi characters as \\u escapes")
    func jsonEscapes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Screen.json", layout(tinyID: Self.forgedID))
        for format in [LintOutputFormat.json, .sarif] {
            let result = LintTool.run(paths: [file], json: false, strict: false, format: format)
            #expect(!result.output.dropLast().contains("\n") || format == .sarif)
            #expect(!result.output.split(separator: "\n").contains(where: hasControlCharacter))
        }
        let map = MapTool.run(file: file, json: true)
        #expect(map.output.contains(#"x\nForged.storyboard:1:1: error: unreachable: fake\u001b[2J\u202eevil\u0085"#))
    }

    @Test("a bad-input message naming a file with an escape sequence is one line with the sequence escaped")
    func badInputMessage() {
        let result = MapTool.run(file: "/no/such\n\u{1B}[31mfile.json", json: false)
        #expect(result.status == .badInput)
        #expect(!result.errorOutput.contains("\n"))
        #expect(result.errorOutput.contains(#"such\n\u{1B}[31mfile.json"#))
    }

    @Test("a layout file whose name is not UTF-8 is reported as skipped, by its bytes")
    func nonUTF8FileName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Good.json", layout(tinyID: "tiny"))
        let raw = Array(folder.path.utf8) + Array("/Bad\u{FF}".utf8).dropLast(2) + [0xFF] + Array(".storyboard".utf8)
        let descriptor = (raw + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        try #require(descriptor >= 0)
        close(descriptor)
        let result = LintTool.run(paths: [folder.path], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.errorOutput == "skipped \(folder.path)/Bad\\xFF.storyboard: its name is not UTF-8, so it was not read; rename it to lint it")
        #expect(result.output.contains("Good.json"))
    }

    @Test("DisplayText escapes C0, DEL, C1, separators and bidi controls, and nothing else")
    func displayText() {
        #expect(DisplayText.escaped("a\tb\r\n\u{7F}\u{9B}\u{2028}\u{2066}é😀") == #"a\tb\r\n\u{7F}\u{9B}\u{2028}\u{2066}é😀"#)
        #expect(DisplayText.escapedKeepingLineBreaks("a\nb\u{1B}") == "a\nb\\u{1B}")
        #expect(DisplayText.shown(String(repeating: "é", count: 100), maximum: 3) == "ééé…")
        #expect(DisplayText.shown("\n\n", maximum: 60) == "\\n\\n")
    }
}
