import Foundation
import Testing
@testable import GamepadKitCore

/// Text property lists are checked before Foundation reads them (on Linux, every file Foundation
/// fails to parse leaks the error it builds): a malformed file gets one issue saying what is
/// wrong and on which line, and never reaches Foundation; the files Xcode writes, and hand-written
/// ones with comments, CDATA and entities, still decode.
@Suite("Configuration: text property lists checked before Foundation reads them")
struct ConfigurationTextCheckTests {
    private let accepted = "accepted: an XML or binary property list whose root is a dictionary"
    private let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """

    /// The one issue of `text`, which must leave the standard configuration.
    private func soleIssue(_ text: String) -> String? {
        soleIssue(Data(text.utf8))
    }

    private func soleIssue(_ data: Data) -> String? {
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result.configuration == .standard)
        #expect(result.issues.count == 1)
        #expect(result.issues.first?.keyPath == "")
        return result.issues.first?.message
    }

    /// Whether Foundation itself reads `data` (used only on inputs small enough not to matter).
    private func foundationReads(_ data: Data) -> Bool {
        (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) != nil
    }

    // MARK: Refused, with the line and what is wrong

    @Test("a file cut off in the middle of a tag says where the file ends")
    func truncated() {
        let text = header + "<plist version=\"1.0\">\n<dict>\n\t<key>excludedScreens</key>\n\t<arr"
        #expect(soleIssue(text) == "the data is not a property list (XML: the file ends inside the tag <arr> begun on line 6); \(accepted)")
        #expect(!foundationReads(Data(text.utf8)))
    }

    @Test("a file that ends with a dictionary still open names the dictionary and the line it opened on")
    func unclosed() {
        let text = header + "<plist version=\"1.0\">\n<dict>\n\t<key>wrapsAround</key>\n\t<true/>\n"
        #expect(soleIssue(text) == "the data is not a property list (XML: <dict> (opened on line 4) is never closed: the file ends on line 7); \(accepted)")
        #expect(!foundationReads(Data(text.utf8)))
    }

    @Test("a closing tag that does not match names both tags and both lines")
    func mismatched() {
        let text = header + "<plist version=\"1.0\">\n<dict>\n\t<key>excludedScreens</key>\n\t<array>\n\t\t<string>Login</string>\n\t</dict>\n</plist>\n"
        #expect(soleIssue(text) == "the data is not a property list (XML: the closing tag </dict> on line 8 does not match <array> (opened on line 6)); \(accepted)")
        #expect(!foundationReads(Data(text.utf8)))
    }

    @Test("an entity XML property lists do not know is named")
    func badEntity() {
        let text = header + "<plist version=\"1.0\">\n<dict>\n\t<key>excludedScreens</key>\n\t<array><string>Terms&nbsp;of use</string></array>\n</dict>\n</plist>\n"
        #expect(soleIssue(text) == "the data is not a property list (XML: an unknown entity &nbsp; (known: &amp; &lt; &gt; &apos; &quot; and character references such as &#65; or &#x41;) on line 6); \(accepted)")
        #expect(!foundationReads(Data(text.utf8)))
        // A character reference to no character (a lone surrogate) is refused too.
        #expect(soleIssue(header + "<plist version=\"1.0\"><dict><key>&#xD800;</key><true/></dict></plist>")
            == "the data is not a property list (XML: the character reference &#xD800; names no character on line 3); \(accepted)")
    }

    @Test("anything after the root element but comments is refused, though Foundation would ignore it")
    func garbageAfterRoot() {
        let text = header + "<plist version=\"1.0\">\n<dict/>\n</plist>\ntrailing words\n"
        #expect(soleIssue(text) == "the data is not a property list (XML: there is more after the end of the root element on line 6); \(accepted)")
        let second = header + "<plist version=\"1.0\"><dict/></plist>\n<plist version=\"1.0\"><dict/></plist>\n"
        #expect(soleIssue(second) == "the data is not a property list (XML: there is more after the end of the root element on line 4); \(accepted)")
        // Comments after the root are fine.
        let result = GamepadKitConfiguration.decode(plist: Data((header + "<plist version=\"1.0\"><dict/></plist>\n<!-- generated -->\n").utf8))
        #expect(result.issues.isEmpty)
    }

    @Test("an empty file is one issue; a file of white space is an empty dictionary, as Foundation reads it")
    func emptyAndBlank() {
        #expect(soleIssue(Data()) == "the file is empty; \(accepted)")
        let blank = GamepadKitConfiguration.decode(plist: Data(" \n\t\n".utf8))
        #expect(blank == ConfigurationLoadResult(configuration: .standard, issues: []))
    }

    @Test("malformed tags, elements in the wrong place and bad values say what is wrong")
    func malformedShapes() {
        let cases: [(String, String)] = [
            ("<plist version=\"1.0\"><dict><string>a</string></dict></plist>", "<string> inside <dict> where a <key> was expected on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><key>b</key></dict></plist>", "<key> where a value was expected on line 3"),
            ("<plist version=\"1.0\"><dict/><dict/></plist>", "a second value, <dict>, in <plist> (it holds one) on line 3"),
            ("<plist version=\"1.0\"></plist>", "the <plist> element is empty on line 3"),
            ("<plist version=1.0><dict/></plist>", "the value of the attribute version of <plist> is not in quotes on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><integer>12x</integer></dict></plist>", "<integer> is not a whole number on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><integer>99999999999999999999</integer></dict></plist>", "<integer> is larger than 64 bits hold on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><real>1,5</real></dict></plist>", "<real> holds \"1,5\", which is not a number on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><date>2024-05-01</date></dict></plist>", "<date> is not a date written as 2024-05-01T12:00:00Z on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><data>AA!=</data></dict></plist>", "<data> holds '!', which is not base64 on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><true>yes</true></dict></plist>", "<true> holds nothing on line 3"),
            ("<plist version=\"1.0\"><dict><key>a<b/></key></dict></plist>", "<key> holds an element; it may hold only text on line 3"),
            ("<plist version=\"1.0\"><dict>text</dict></plist>", "unexpected 't' inside <dict>, where only elements may be on line 3"),
            ("<plist version=\"1.0\"><dict><key>a</key><string><![CDATA[x</string></dict></plist>", "the CDATA section begun on line 3 is never closed: the file ends on line 3"),
        ]
        // Foundation itself reads these three, but no property list writer writes them.
        let lenientInFoundation = ["<key>b</key></dict>", "version=1.0", "AA!="]
        for (body, reason) in cases {
            let text = header + body
            #expect(soleIssue(text) == "the data is not a property list (XML: \(reason)); \(accepted)", "\(body)")
            if !lenientInFoundation.contains(where: body.contains) {
                #expect(!foundationReads(Data(text.utf8)), "\(body)")
            }
        }
        // An empty comment is fine between elements (Foundation reads it there, not before the root).
        #expect(GamepadKitConfiguration.decode(plist: Data((header + "<plist version=\"1.0\"><dict><!----></dict></plist>").utf8)).issues.isEmpty)
        #expect(soleIssue(header + "<!----><plist version=\"1.0\"><dict/></plist>") == "the data is not a property list (XML: an empty comment or '--' right after '<!--' on line 3); \(accepted)")
    }

    @Test("a DOCTYPE that declares entities, and text that is not UTF-8, are refused")
    func doctypeSubsetAndEncoding() {
        let subset = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ENTITY a \"aaaa\"> ]>\n<plist version=\"1.0\"><dict/></plist>"
        #expect(soleIssue(subset) == "the data is not a property list (XML: a DOCTYPE with an internal subset (declarations in [ ]), which property lists do not have on line 2); \(accepted)")
        var latin = Array((header + "<plist version=\"1.0\"><dict><key>excludedScreens</key><array><string>Caf").utf8)
        latin += [0xE9] + Array("</string></array></dict></plist>".utf8)
        #expect(soleIssue(Data(latin)) == "the data is not a property list (line 3 has bytes that are not UTF-8); \(accepted)")
        let declared = "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><plist version=\"1.0\"><dict/></plist>"
        #expect(soleIssue(declared) == "the data is not a property list (the XML declaration names the encoding \"shift_jis\"; accepted: UTF-8, US-ASCII, ISO-8859-1, or UTF-16 with a byte order mark); \(accepted)")
        #expect(soleIssue(Data([0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00])) == "the data is not a property list (the file starts with a zero byte, as UTF-16 or UTF-32 text without a byte order mark does; save it as UTF-8); \(accepted)")
    }

    @Test("malformed OpenStep text says what is wrong and on which line")
    func malformedOpenStep() {
        #expect(soleIssue("{\n  excludedScreens = (Login, Settings;\n}") == "the data is not a property list (OpenStep text: expected ',' or ')' in the array opened on line 2 on line 2); \(accepted)")
        #expect(soleIssue("{ a = <0fa>; }") == "the data is not a property list (OpenStep text: data has an odd number of hexadecimal digits on line 1); \(accepted)")
        #expect(soleIssue("{ a = b; } }") == "the data is not a property list (OpenStep text: there is more ('}') after the end of the property list on line 1); \(accepted)")
        #expect(soleIssue("{ a = b; /* never closed") == "the data is not a property list (OpenStep text: the comment /* is never closed on line 1); \(accepted)")
    }

    @Test("arrays nested past the limit are refused as in binary files, in XML and in OpenStep text")
    func tooDeep() {
        let xml = header + "<plist version=\"1.0\"><dict><key>k</key>" + String(repeating: "<array>", count: 40) + String(repeating: "</array>", count: 40) + "</dict></plist>"
        #expect(soleIssue(xml) == "the property list nests more than 32 arrays and dictionaries deep; \(accepted)")
        let openStep = "{ k = " + String(repeating: "(", count: 40) + String(repeating: ")", count: 40) + "; }"
        #expect(soleIssue(openStep) == "the property list nests more than 32 arrays and dictionaries deep; \(accepted)")
    }

    @Test("every cut of a well-formed file is refused by the check, never by Foundation")
    func neverReachesFoundation() {
        var text = Array((header + "<plist version=\"1.0\"><dict><key>excludedScreens</key><array><string>a&amp;b</string></array></dict></plist>").utf8)
        // Every prefix of a well-formed file is malformed; none may fall through to Foundation.
        for length in 1 ..< text.count {
            let result = GamepadKitConfiguration.decode(plist: Data(text[..<length]))
            #expect(result.issues.count == 1)
            #expect(result.issues.allSatisfy { !$0.message.contains("Foundation's") }, "\(length)")
        }
        text.removeAll()
    }

    // MARK: Accepted, as before

    /// A configuration as Xcode writes it, with a comment, a CDATA section, entities and
    /// character references.
    private var xcodeStyle: String {
        header + """
            <plist version="1.0">
            <!-- Controller settings for the app -->
            <dict>
            \t<key>excludedScreens</key>
            \t<array>
            \t\t<string>Terms &amp; Conditions</string>
            \t\t<string>&#x41;bout &lt;beta&gt;</string>
            \t\t<string><![CDATA[Help & <Support>]]></string>
            \t\t<string>&#65;&apos;&quot;</string>
            \t</array>
            \t<key>wrapsAround</key>
            \t<true/>
            \t<key>preferredInitialFocus</key>
            \t<array/>
            </dict>
            </plist>

            """
    }

    private let expectedScreens = ["Terms & Conditions", "About <beta>", "Help & <Support>", "A'\""]

    @Test("the plists Xcode writes, with a DOCTYPE, comments, CDATA and entities, decode as before")
    func xcodeWritten() {
        let result = GamepadKitConfiguration.decode(plist: Data(xcodeStyle.utf8))
        #expect(result.issues == [])
        #expect(result.configuration.excludedScreens == Set(expectedScreens))
        #expect(result.configuration.wrapsAround == true)
    }

    @Test("a UTF-8 byte order mark, UTF-16 in either byte order and UTF-32 with a byte order mark still decode")
    func byteOrderMarks() {
        let utf8 = Data([0xEF, 0xBB, 0xBF] + Array(xcodeStyle.utf8))
        let utf16LE = Data([0xFF, 0xFE] + xcodeStyle.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let utf16BE = Data([0xFE, 0xFF] + xcodeStyle.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let utf32BE = Data([0x00, 0x00, 0xFE, 0xFF] + xcodeStyle.unicodeScalars.flatMap { scalar in
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: scalar.value >> $0) }
        })
        for data in [utf8, utf16LE, utf16BE, utf32BE] {
            #expect(foundationReads(data))
            let result = GamepadKitConfiguration.decode(plist: data)
            #expect(result.issues == [])
            #expect(result.configuration.excludedScreens == Set(expectedScreens))
        }
    }

    @Test("ISO-8859-1 named in the XML declaration still decodes")
    func latin1() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\"><dict><key>excludedScreens</key><array><string>Caf".utf8)
        bytes += [0xE9] + Array("</string></array></dict></plist>\n".utf8)
        let result = GamepadKitConfiguration.decode(plist: Data(bytes))
        #expect(result.issues == [])
        #expect(result.configuration.excludedScreens == ["Café"])
    }

    @Test("every kind of value Foundation writes in XML passes the check")
    func foundationWritten() throws {
        let values: [String: Any] = [
            "excludedScreens": ["Login", "Ünïcödé ✓", "<&>\"'", ""],
            "numbers": [0, -1, Int64.min, Int64.max, 1.5, -0.25, 1e300, Double.infinity] as [Any],
            "flags": [true, false] as [Any],
            "blob": Data([0, 1, 2, 250, 255]),
            "when": Date(timeIntervalSinceReferenceDate: 700_000_000),
            "nested": ["a": ["b": ["c": [] as [Any]] as [String: Any]] as [String: Any]] as [String: Any],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        let result = GamepadKitConfiguration.decode(plist: data)
        // Decoded (the unknown keys are reported one by one), not refused as a whole.
        #expect(!result.issues.contains { $0.keyPath.isEmpty })
        #expect(result.configuration.excludedScreens == ["Login", "Ünïcödé ✓", "<&>\"'"])
    }

    @Test("OpenStep text, and a bare dictionary without <plist>, decode as before")
    func openStepAndBareDictionary() {
        let openStep = GamepadKitConfiguration.decode(plist: Data("// settings\n{ excludedScreens = (Login, \"Sign Up\", ); /* on */ wrapsAround = 1; }".utf8))
        #expect(openStep.configuration.excludedScreens == ["Login", "Sign Up"])
        let bare = GamepadKitConfiguration.decode(plist: Data("<dict><key>excludedScreens</key><array><string>Login</string></array></dict>".utf8))
        #expect(bare.issues == [])
        #expect(bare.configuration.excludedScreens == ["Login"])
    }
}

/// Binary property lists the binary check passed and Foundation's binary reader then refused (so
/// that Foundation also tried, and failed, to read them as text, leaking each error). The fuzz
/// harness found two (an offset table followed by stray bytes, an empty UTF-16 string); these are
/// written by hand.
@Suite("Configuration: binary property lists Foundation's reader refuses are refused first")
struct ConfigurationBinaryStrictnessTests {
    private let accepted = "accepted: an XML or binary property list whose root is a dictionary"

    private func soleIssue(_ data: Data) -> String? {
        let result = GamepadKitConfiguration.decode(plist: data)
        #expect(result.configuration == .standard)
        #expect(result.issues.count == 1)
        return result.issues.first?.message
    }

    @Test("bytes between the offset table and the trailer, integers and reals of impossible sizes, and an empty UTF-16 string are refused")
    func impossibleSizes() {
        let wideInteger = BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0x15, 0x01]])
        #expect(soleIssue(wideInteger) == "the data is not a property list (a damaged binary property list: object 2 is an integer of an impossible size); \(accepted)")
        let halfReal = BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0x21, 0x3F, 0x80]])
        #expect(soleIssue(halfReal) == "the data is not a property list (a damaged binary property list: object 2 is a real number of an impossible size); \(accepted)")
        var padded = [UInt8](BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0x09]]))
        padded.insert(0, at: padded.count - 32)
        #expect(soleIssue(Data(padded)) == "the data is not a property list (a damaged binary property list: its offset table does not end where its trailer starts); \(accepted)")
        // The second finding: an empty string written as UTF-16 rather than ASCII.
        let emptyUTF16 = BinaryPropertyList.make([[0xD1, 0x01, 0x02], [0x51, 0x6B], [0x60]])
        #expect(soleIssue(emptyUTF16) == "the data is not a property list (a damaged binary property list: object 2 is an empty UTF-16 string); \(accepted)")
        for data in [wideInteger, halfReal, Data(padded), emptyUTF16] {
            #expect((try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) == nil)
        }
    }
}
