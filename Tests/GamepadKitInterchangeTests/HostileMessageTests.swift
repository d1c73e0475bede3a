import Foundation
import Testing
@testable import GamepadKitInterchange

@Suite("Interchange: messages in words for the last hostile shapes")
struct HostileMessageTests {
    private func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
        \(body)
            </objects>
        </document>
        """
    }

    private func error(_ text: String) -> InterchangeError? {
        interchangeError { _ = try InterfaceBuilderDocument.scenes(from: Data(text.utf8), file: "Hostile.xib") }
    }

    @Test("an undefined namespace prefix is named as such, on its line, not as parser error 201")
    func undefinedNamespacePrefix() {
        let found = error(document("        <view id=\"root\"><ib:rect key=\"frame\"/></view>"))
        #expect(found?.location == "line 4")
        #expect(found?.message.hasSuffix("a namespace prefix (the part before ':' in a tag or attribute name) that no xmlns: attribute declares") == true)
        #expect(found?.message.contains("201") == false)
    }

    @Test("a 60,000-character tag name is called too long a name, not parser error 110")
    func hugeTagName() {
        let name = String(repeating: "v", count: 60_000)
        let found = error(document("        <\(name)/>"))
        #expect(found?.location == "line 4")
        #expect(found?.message.hasSuffix("a name (of an element or attribute) longer than the 50,000 characters the parser reads") == true)
        #expect((found?.message.count ?? .max) < 300)
    }

    @Test("a layout node with an empty id says the id is empty, not that it found a string")
    func emptyID() {
        let found = layoutError(layout(#"{"id":"","kind":"button","frame":[0,0,10,10],"children":[]}"#))
        #expect(found?.message == #"id is empty (""); it must be a non-empty string that names the node"#)
        #expect(found?.location == "views[0]")
    }
}
