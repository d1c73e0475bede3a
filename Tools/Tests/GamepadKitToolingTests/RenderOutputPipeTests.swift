import Foundation
import Testing
@testable import GamepadKitTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("render --out X writes X.svg only over a regular file")
struct RenderOutputPipeTests {
    @Test("render --out map, where map.svg is a pipe, is bad input and writes nothing (it used to block)")
    func svgBesideIsAPipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let layout = try folder.write("column.json", columnLayoutJSON)
        #expect(mkfifo(folder.file("map.svg"), 0o600) == 0)
        let result = RenderTool.run(file: layout, out: folder.file("map"), converter: nil)
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "\(folder.file("map.svg")): is not a regular file; the map is written only to a regular .svg or .png file")
    }
}

@Suite("SVG text shows control and bidirectional characters as escapes")
struct SVGTextEscapeTests {
    @Test("a right-to-left override, a line separator, a C1 control and DEL in a label are written as escapes; markup is escaped as before")
    func escapes() {
        #expect(XMLText.escaped("a\u{202E}b\u{2028}c\u{85}d\u{7F}e<&>") == "a\\u{202E}b\\u{2028}c\\u{85}d\\u{7F}e&lt;&amp;&gt;")
        #expect(XMLText.escaped("Café \u{1}x") == "Café  x")
    }
}
