import Foundation
import Testing
@testable import GamepadKitTooling

@Suite("Tools: values echoed in messages are clipped, and type's input is bounded")
struct ClippedEchoTests {
    @Test("an unknown --keyboard name of 200,000 characters is echoed clipped, exit 2")
    func unknownKeyboardClipped() {
        let name = String(repeating: "k", count: 200_000)
        let result = TypeTool.run(text: "hi", keyboard: name)
        #expect(result.status == .badInput)
        #expect(result.errorOutput.utf8.count < 300)
        #expect(result.errorOutput.hasPrefix("unknown keyboard '" + String(repeating: "k", count: 60) + "…'; accepted: default"))
    }

    @Test("a character of 100,000 combining marks the keyboard cannot type is shown by its first scalars and its length")
    func untypableCharacterClipped() {
        let character = "a" + String(repeating: "\u{301}", count: 100_000)
        let result = TypeTool.run(text: "12" + character, keyboard: "number")
        #expect(result.status == .badInput)
        #expect(result.errorOutput.utf8.count < 500)
        #expect(result.errorOutput.contains("… (one character of 100001 Unicode scalars)"))
    }

    @Test("a text over the limit is refused with exit 2 in words, before any planning")
    func textOverTheLimit() {
        let text = String(repeating: "a", count: 128 * 1024)
        let clock = ContinuousClock()
        let start = clock.now
        let result = TypeTool.run(text: text)
        #expect(clock.now - start < .seconds(5))
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "the text is longer than 4096 characters (131072 characters), the most type plans in one run; type it in parts")
        #expect(TypeTool.run(text: String(repeating: "a", count: 40)).status == .success)
    }

    @Test("map's text table clips a 1 MB id to one short cell")
    func mapTableClipsIDs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = String(repeating: "i", count: 1_000_000)
        let file = try folder.write("Huge.json", """
            {"size":[390,844],"views":[{"id":"\(id)","kind":"button","frame":[20,100,350,44],"children":[]}]}
            """)
        let result = MapTool.run(file: file, json: false)
        #expect(result.status == .success)
        #expect(result.output.utf8.count < 1_000)
        #expect(result.output.contains(String(repeating: "i", count: 60) + "…"))
    }

    @Test("a layout file one byte over 32 MB is described with its bytes, not as 32 MB")
    func oneByteOverTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("Big.json")
        #expect(FileManager.default.createFile(atPath: file, contents: Data(count: 32 * 1024 * 1024 + 1)))
        let result = MapTool.run(file: file, json: false)
        #expect(result.status == .badInput)
        #expect(result.errorOutput.contains("is 32 MB (33,554,433 bytes); layout files larger than 32 MB are not read"))
    }
}
