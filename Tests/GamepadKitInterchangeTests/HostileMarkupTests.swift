import Foundation
import Testing
@testable import GamepadKitInterchange

/// A xib with one button, with `extra` inserted just after the XML declaration's line.
private func xib(declaration: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", _ extra: String = "") -> String {
    """
    \(declaration)
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">\(extra)
        <objects>
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <button id="go"><rect key="frame" x="20" y="100" width="350" height="44"/></button>
                </subviews>
            </view>
        </objects>
    </document>
    """
}

private func xibError(_ data: Data) -> InterchangeError? {
    interchangeError { _ = try InterfaceBuilderDocument.scenes(from: data, file: "Hostile.xib") }
}

private func xibError(_ text: String) -> InterchangeError? {
    xibError(Data(text.utf8))
}

@Suite("Interface Builder import: hostile bytes")
struct HostileMarkupTests {
    @Test("a processing instruction without data is refused with its line, before the parser sees it")
    func processingInstructionWithoutData() {
        #expect(xibError("<document><?pi?></document>") == InterchangeError(
            file: "Hostile.xib", location: "line 1", message: "a processing instruction (<?pi…?>): Interface Builder files have none"))
        #expect(xibError(xib("\n<?xml-stylesheet href='a.css'?>"))?.location == "line 3")
    }

    @Test("a processing instruction inside a comment or a CDATA section is text, not markup")
    func processingInstructionInComment() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(xib("<!-- <?pi?> --><![CDATA[ <?pi?> ]]>").utf8))
        #expect(scenes.count == 1)
    }

    @Test("an XML declaration naming UTF-32, or a misspelt encoding, is refused: Interface Builder writes UTF-8")
    func declaredEncodings() {
        #expect(xibError(xib(declaration: "<?xml version=\"1.0\" encoding=\"UTF-32\"?>")) == InterchangeError(
            file: "Hostile.xib", location: "line 1", message: "the XML declaration names the encoding \"UTF-32\"; Interface Builder files are UTF-8"))
        var bytes = Array("<?xml version=\"1.0\" encoding='UTF.8'?>\n<document>".utf8)
        bytes.append(0xFF)
        #expect(xibError(Data(bytes))?.message == "the XML declaration names the encoding \"UTF.8\"; Interface Builder files are UTF-8")
        #expect(xibError(xib(declaration: "<?xml version=\"1.0\" encoding=\"utf-8\"?>")) == nil)
    }

    @Test("UCS-4, UTF-16 and EBCDIC byte patterns at the start are refused by name")
    func otherEncodingsBySignature() {
        let ucs4 = Data([0x00, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00, 0x3E])
        #expect(xibError(ucs4) == InterchangeError(file: "Hostile.xib", location: "line 1", message: "the file is encoded in UTF-32 (UCS-4); Interface Builder files are UTF-8"))
        #expect(xibError(Data([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00]))?.message == "the file is encoded in UTF-16; Interface Builder files are UTF-8")
        #expect(xibError(Data([0x4C, 0x6F, 0xA7, 0x94, 0x93]))?.message == "the file is encoded in EBCDIC; Interface Builder files are UTF-8")
    }

    @Test("a byte that is not UTF-8 is refused with its line")
    func notUTF8() {
        var bytes = Array(xib().utf8)
        let line4 = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }[2] + 1
        bytes.insert(0xC0, at: line4)
        #expect(xibError(Data(bytes)) == InterchangeError(file: "Hostile.xib", location: "line 4", message: "the byte 0xC0 is not UTF-8; Interface Builder files are UTF-8"))
        #expect(xibError(Data(Array("<document>".utf8) + [0xED, 0xA0, 0x80] + Array("</document>".utf8)))?.message == "the byte 0xED is not UTF-8; Interface Builder files are UTF-8")
    }

    @Test("control characters and document type declarations are refused with their lines")
    func controlCharactersAndDoctype() {
        #expect(xibError("<document>\n\u{0}</document>") == InterchangeError(file: "Hostile.xib", location: "line 2", message: "the control character 0x0 is not allowed in XML"))
        let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]>\n<document>&lol2;</document>"
        #expect(xibError(laughs) == InterchangeError(
            file: "Hostile.xib", location: "line 2",
            message: "a document type declaration (<!DOCTYPE …>): Interface Builder files have none, and DTDs and entities are not read"))
    }

    @Test("a file cut inside a tag, an attribute value or a comment names what was left open and where")
    func truncations() {
        #expect(xibError("<document>\n  <view id=\"a") == InterchangeError(
            file: "Hostile.xib", location: "line 2", message: "the document ends inside an attribute value of <view> (opened on line 2)"))
        #expect(xibError("<document>\n  <view id=\"a\"") == InterchangeError(
            file: "Hostile.xib", location: "line 2", message: "the document ends inside the tag <view> opened on line 2"))
        #expect(xibError("<document>\n<!-- note\n") == InterchangeError(
            file: "Hostile.xib", location: "line 2", message: "the document ends inside a comment (<!--) opened on line 2"))
        #expect(xibError("<document>\n  <view id=\"a<b\"/></document>")?.message == "'<' inside an attribute value of <view> (is a quote missing?)")
    }

    @Test("parser errors are reported in words, on a line that exists")
    func parserErrorsInWords() {
        let error = xibError("<document>\n<a></b>\n</document>\n")
        #expect(error?.location == "line 2")
        #expect(error?.message.hasSuffix("an end tag does not match the element it closes") == true)
        let unknown = xibError("<document>&nope;</document>")
        #expect(unknown?.message.contains("an undeclared entity") == true)
        #expect(!(unknown?.message.contains("parser error") ?? true))
    }

    @Test("a valid xib larger than 10 MB is read (the parser gets it in chunks)")
    func largerThanTenMegabytes() throws {
        let padding = String(repeating: " ", count: 10_600_000)
        let data = Data(xib(padding).utf8)
        #expect(data.count > 10_500_000)
        let scenes = try InterfaceBuilderDocument.scenes(from: data, file: "Big.xib")
        #expect(scenes.count == 1)
    }

    @Test("a document larger than the 32 MB limit is refused before parsing, with its size")
    func overTheLimit() {
        let data = Data(count: MarkupElement.maximumSize + 1)
        #expect(xibError(data) == InterchangeError(file: "Hostile.xib", location: "line 1", message: "the document is 32 MB (33,554,433 bytes); Interface Builder files larger than 32 MB are not read"))
    }
}
