import Foundation
import Testing
@testable import GamepadKitCore

/// Property lists small on disk that would be huge in memory, and property lists Foundation
/// cannot read: each is one issue at the key path "" with the standard configuration, found
/// before Foundation bridges anything.
@Suite("Configuration: files that expand, and files that do not parse")
struct ConfigurationExpansionTests {
    private let accepted = "accepted: an XML or binary property list whose root is a dictionary"

    /// `{"k": a0}` where each array `a(i)` holds `a(i+1)` twice and the last holds `true`:
    /// 2^`levels` paths to the last object.
    static func sharedReferenceChain(levels: Int) -> Data {
        var objects: [[UInt8]] = [[0xD1, 0x01, 0x02], [0x51, 0x6B]]
        for level in 0..<levels {
            let next = UInt8(2 + level + 1)
            objects.append([0xA2, next, next])
        }
        objects.append([0x09])
        return BinaryPropertyList.make(objects)
    }

    /// `bplist00` with four-byte offsets (for objects past the first 256 bytes) and one-byte references.
    static func makeWide(_ objects: [[UInt8]]) -> Data {
        func bigEndian(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets += bigEndian(bytes.count, 4)
            bytes += object
        }
        let tableStart = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 4, 1] + bigEndian(objects.count, 8) + bigEndian(0, 8) + bigEndian(tableStart, 8)
        return Data(bytes)
    }

    private func soleIssue(_ data: Data) -> String? {
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result.configuration == .standard)
        #expect(result.issues.count == 1)
        #expect(result.issues.first?.keyPath == "")
        return result.issues.first?.message
    }

    @Test("20 arrays that each refer to the next one four times (2^40 paths in 169 bytes) are refused, not bridged")
    func sharedReferencesFourfold() {
        var objects: [[UInt8]] = [[0xD1, 0x01, 0x02], [0x51, 0x6B]]
        for level in 0..<20 {
            let next = UInt8(2 + level + 1)
            objects.append([0xA4, next, next, next, next])
        }
        objects.append([0x09])
        let data = BinaryPropertyList.make(objects)
        #expect(data.count == 169)
        #expect(soleIssue(data) == "the property list expands to more than 10000 values (a value referenced from several places counts once per reference); \(accepted)")
    }

    @Test("40 arrays that each refer to the next one twice (2^40 paths in 209 bytes) are refused, not bridged")
    func sharedReferencesDoubling() {
        let data = Self.sharedReferenceChain(levels: 40)
        #expect(data.count == 209)
        #expect(soleIssue(data) == "the property list nests more than 32 arrays and dictionaries deep; \(accepted)")
    }

    @Test("14 doubling arrays (16,384 copies of one value) stay within the depth and are refused for their size")
    func sharedReferencesShallowDoubling() {
        #expect(soleIssue(Self.sharedReferenceChain(levels: 14)) == "the property list expands to more than 10000 values (a value referenced from several places counts once per reference); \(accepted)")
    }

    @Test("a few shared references expand to a few values and decode")
    func fewSharedReferences() {
        // 2^3 = 8 copies of `true` in nested arrays: far under the limit, and not a configuration key.
        let result = GamepadKitConfiguration.decode(plist: Self.sharedReferenceChain(levels: 3))
        #expect(result.issues.map(\.keyPath) == ["k"])
    }

    @Test("equal strings Foundation writes once and refers to from several places still decode")
    func uniquedStrings() throws {
        let dictionary: [String: Any] = ["excludedScreens": ["Settings", "Settings", "Login"], "preferredInitialFocus": ["Settings", "Login"]]
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result.issues == [])
        #expect(result.configuration.excludedScreens == ["Settings", "Login"])
        #expect(result.configuration.preferredInitialFocus == ["Settings", "Login"])
    }

    @Test("a 100 KB string referred to three times expands past the bytes a configuration may hold")
    func sharedHugeString() {
        let length = 100_000
        let key: [UInt8] = [0x5F, 0x10, 0x0F] + Array("excludedScreens".utf8)
        let text: [UInt8] = [0x5F, 0x12, 0x00, 0x01, 0x86, 0xA0] + Array(repeating: UInt8(ascii: "a"), count: length)
        let data = Self.makeWide([[0xD1, 0x01, 0x02], key, [0xA3, 0x03, 0x03, 0x03], text])
        #expect(data.count < 101_000)
        #expect(soleIssue(data) == "the property list expands to more than 262144 bytes of strings and data (a value referenced from several places counts once per reference); \(accepted)")
    }

    @Test("the same 100 KB string referred to twice is within the limits and decodes")
    func sharedLargeStringWithinLimits() {
        let key: [UInt8] = [0x5F, 0x10, 0x0F] + Array("excludedScreens".utf8)
        let text: [UInt8] = [0x5F, 0x12, 0x00, 0x01, 0x86, 0xA0] + Array(repeating: UInt8(ascii: "a"), count: 100_000)
        let result = GamepadKitConfiguration.decode(plist: Self.makeWide([[0xD1, 0x01, 0x02], key, [0xA2, 0x03, 0x03], text]))
        #expect(result.issues == [])
        #expect(result.configuration.excludedScreens == [String(repeating: "a", count: 100_000)])
    }

    @Test("an array that contains itself is refused as a cycle")
    func cycle() {
        let data = BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0xA1, 0x02]])
        #expect(soleIssue(data) == "object 2 contains itself, which no property list file can describe; \(accepted)")
    }

    @Test("40 arrays nested in one another are refused as too deep")
    func tooDeep() {
        var objects: [[UInt8]] = [[0xD1, 0x01, 0x02], [0x51, 0x6B]]
        for level in 0..<40 { objects.append([0xA1, UInt8(2 + level + 1)]) }
        objects.append([0x09])
        #expect(soleIssue(BinaryPropertyList.make(objects)) == "the property list nests more than 32 arrays and dictionaries deep; \(accepted)")
    }

    @Test("a file over 256 KB is refused unread, whatever its format")
    func hugeFile() {
        let padding = String(repeating: " ", count: 300_000)
        let data = Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict>\(padding)</dict></plist>".utf8)
        #expect(soleIssue(data) == "the file is \(data.count) bytes, larger than the 262144 bytes a configuration may have; \(accepted)")
    }

    @Test("a malformed XML property list says what is wrong and on which line")
    func malformedXML() {
        let data = Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>k</key>\n<strin>x</string>\n</dict></plist>".utf8)
        #expect(soleIssue(data) == "the data is not a property list (XML: encountered unknown tag strin on line 5); \(accepted)")
    }

    @Test("a huge unknown tag is clipped in the reason")
    func hugeTag() {
        let tag = String(repeating: "t", count: 5_000)
        let data = Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>k</key><\(tag)/></dict></plist>".utf8)
        let message = soleIssue(data)
        #expect(message == "the data is not a property list (XML: encountered unknown tag \(String(repeating: "t", count: 60))… on line 2); \(accepted)")
    }

    @Test("a malformed OpenStep property list says what is wrong and on which line")
    func malformedOpenStep() {
        let data = Data("{\n  a = b;\n  c = \"unterminated;\n}".utf8)
        #expect(soleIssue(data) == "the data is not a property list (OpenStep text: unterminated quoted string starting on line 3); \(accepted)")
    }

    @Test("a 4 MB unknown key is clipped in its key path and message, and gets no suggestion")
    func hugeUnknownKeyPath() {
        let key = String(repeating: "b", count: 4_000_000)
        let result = GamepadKitConfiguration.decode(dictionary: [key: 1, "highlight": [key: 1], "bindings": [key: "activate"]])
        let shown = String(repeating: "b", count: 60) + "…"
        #expect(result.issues.map(\.keyPath) == ["\(shown)", "bindings.\(shown)", "highlight.\(shown)"].sorted())
        #expect(result.issues.allSatisfy { !$0.message.contains(String(repeating: "b", count: 61)) && !$0.message.contains("did you mean") })
    }

    @Test("a misspelt key within two edits still gets its suggestion")
    func suggestionKept() {
        let result = GamepadKitConfiguration.decode(dictionary: ["wrapAround": true])
        #expect(result.issues.first?.message.contains("(did you mean 'wrapsAround'?)") == true)
    }
}
