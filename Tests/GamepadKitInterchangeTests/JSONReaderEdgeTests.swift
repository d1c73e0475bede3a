import Foundation
import Testing
@testable import GamepadKitInterchange

private func syntaxError(_ text: String) -> JSONReader.SyntaxError? {
    do {
        _ = try JSONReader.parse(Array(text.utf8))
        return nil
    } catch {
        return error as? JSONReader.SyntaxError
    }
}

@Suite("JSON reader: edges")
struct JSONReaderEdgeTests {
    @Test("a lone high surrogate before another escape is refused, so \"\\ud800\\u0041\" cannot lose its A")
    func loneHighSurrogate() {
        #expect(syntaxError(#"["\ud800\u0041"]"#) == JSONReader.SyntaxError(
            line: 1, column: 3, message: "the escape \\ud800 is half of a surrogate pair without its other half; it is not a character"))
        #expect(syntaxError(#"["x\udbff"]"#)?.message == "the escape \\udbff is half of a surrogate pair without its other half; it is not a character")
        #expect(syntaxError(#"["\udc00"]"#)?.message == "the escape \\udc00 is half of a surrogate pair without its other half; it is not a character")
    }

    @Test("a surrogate pair is one character, and distinct escapes stay distinct strings")
    func surrogatePair() throws {
        #expect(try JSONReader.parse(Array(#"["\ud83d\ude00", "\u0041"]"#.utf8)) == .array([.string("😀"), .string("A")]))
    }

    @Test("bytes that are not UTF-8 inside a string are refused rather than replaced")
    func invalidUTF8InString() {
        let bytes = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
        do {
            _ = try JSONReader.parse(bytes)
            Issue.record("accepted a string with the byte 0xFF")
        } catch let error as JSONReader.SyntaxError {
            #expect(error == JSONReader.SyntaxError(line: 1, column: 4, message: "a string holds the byte 0xFF, which is not UTF-8 there; JSON text is UTF-8"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("numbers with leading zeros are refused; 0, 0.5 and -0 are fine")
    func leadingZeros() throws {
        #expect(syntaxError("[01]") == JSONReader.SyntaxError(line: 1, column: 2, message: "a number starts with 0 followed by more digits; JSON numbers have no leading zeros"))
        #expect(syntaxError("[-007]")?.column == 3)
        #expect(try JSONReader.parse(Array("[0, 0.5, -0, 10]".utf8)) == .array([.number(0), .number(0.5), .number(-0.0), .number(10)]))
    }
}
