import Foundation
import Testing
@testable import GamepadKitCore

/// Binary property lists built byte by byte: one-byte offsets and references, objects in order.
enum BinaryPropertyList {
    /// `bplist00`, the objects, their offset table and the trailer (top object `top`).
    static func make(_ objects: [[UInt8]], top: UInt8 = 0) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let tableStart = UInt8(bytes.count)
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
        bytes += [0, 0, 0, 0, 0, 0, 0, top]
        bytes += [0, 0, 0, 0, 0, 0, 0, tableStart]
        return Data(bytes)
    }
}

@Suite("Configuration: hostile property lists")
struct ConfigurationHostileInputTests {
    private let accepted = "accepted: an XML or binary property list whose root is a dictionary"

    @Test("a 46-byte binary property list whose root is a set is refused with an issue, not a crash")
    func rootIsASet() {
        // A set of one integer: the shape that crashes Foundation's bridging on Linux.
        let data = BinaryPropertyList.make([[0xC1, 0x01], [0x10, 0x05]])
        #expect(data.count == 46)
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result == ConfigurationLoadResult(configuration: .standard, issues: [ConfigurationIssue(
            keyPath: "", message: "object 0 is a set, which is not a property list type a configuration can hold; \(accepted)"
        )]))
    }

    @Test("a set nested inside the root dictionary is refused before Foundation reads the file")
    func nestedSet() {
        // {"bindings": set(5)}
        let data = BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x58] + Array("bindings".utf8), [0xC1, 0x03], [0x10, 0x05]])
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result.issues == [ConfigurationIssue(keyPath: "", message: "object 2 is a set, which is not a property list type a configuration can hold; \(accepted)")])
        #expect(result.configuration == .standard)
    }

    @Test("keyed-archive UIDs, ordered sets and non-string keys are refused by name")
    func otherForeignTypes() {
        let uid = GamepadKitConfiguration.decode(plist: BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x51, 0x61], [0x80, 0x03]]))
        #expect(uid.issues.map(\.message) == ["object 2 is a keyed-archive UID, which is not a property list type a configuration can hold; \(accepted)"])
        let ordered = GamepadKitConfiguration.decode(plist: BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x51, 0x61], [0xB0]]))
        #expect(ordered.issues.map(\.message) == ["object 2 is an ordered set, which is not a property list type a configuration can hold; \(accepted)"])
        let integerKey = GamepadKitConfiguration.decode(plist: BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x10, 0x07], [0x09]]))
        #expect(integerKey.issues.map(\.message) == ["dictionary 0 has a key that is an integer; keys must be strings; \(accepted)"])
    }

    @Test("a binary property list whose root is an array names what the root is")
    func binaryRootArray() {
        let result = GamepadKitConfiguration.decode(plist: BinaryPropertyList.make([[0xA1, 0x01], [0x09]]))
        #expect(result.issues == [ConfigurationIssue(keyPath: "", message: "the root is an array, not a dictionary; \(accepted)")])
    }

    @Test("offsets and counts pointing outside the file are refused as a damaged property list")
    func damagedTables() {
        // The offset table claims 200 objects.
        var tooMany = [UInt8](BinaryPropertyList.make([[0xD0]]))
        tooMany[tooMany.count - 17] = 200
        // The dictionary claims 15 entries in a file that has room for none.
        let longDictionary = BinaryPropertyList.make([[0xDF, 0x10, 0x0F]])
        // An object offset pointing into the trailer.
        var wildOffset = [UInt8](BinaryPropertyList.make([[0xD0]]))
        wildOffset[9] = 60
        for data in [Data(tooMany), longDictionary, Data(wildOffset)] {
            let result = GamepadKitConfiguration.decode(plist: data)
            #expect(result.configuration == .standard)
            #expect(result.issues.count == 1)
            #expect(result.issues.first?.message.hasPrefix("the data is not a property list (a damaged binary property list: ") == true)
        }
    }

    @Test("a well-formed binary configuration still decodes")
    func binaryConfigurationDecodes() throws {
        let dictionary: [String: Any] = ["wrapsAround": true, "repeat": ["interval": 0.2]]
        let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result.issues == [])
        #expect(result.configuration.wrapsAround)
        #expect(result.configuration.input.repeatTiming.interval == 0.2)
    }

    @Test("the root issue shows at most 60 characters of a huge string root")
    func hugeStringRoot() {
        let text = String(repeating: "x", count: 100_000)
        let data = Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><string>\(text)</string></plist>".utf8)
        let result = GamepadKitConfiguration.decode(plist: data)
        let expected = "the root is a string (\"\(String(repeating: "x", count: 60))…\"), not a dictionary; \(accepted)"
        #expect(result.issues == [ConfigurationIssue(keyPath: "", message: expected)])
    }
}

@Suite("Configuration: unusual keys")
struct ConfigurationUnusualKeyTests {
    @Test("an empty top-level key is reported at the key path \"\", never mistaken for an issue about the whole file")
    func emptyKey() {
        let result = GamepadKitConfiguration.decode(dictionary: ["": 1, "wrapsAround": true])
        #expect(result.issues.map(\.keyPath) == ["\"\""])
        #expect(result.issues.first?.message.hasPrefix("unknown key ''") == true)
        #expect(result.configuration.wrapsAround)
    }

    @Test("a 10,000-character unknown key is shown clipped in its message")
    func hugeUnknownKey() {
        let key = String(repeating: "k", count: 10_000)
        let result = GamepadKitConfiguration.decode(dictionary: [key: 1])
        #expect(result.issues.first?.message.hasPrefix("unknown key '\(String(repeating: "k", count: 60))…';") == true)
    }
}
