import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("Layout JSON: accessibility elements and their traits")
struct LayoutJSONTraitsTests {
    @Test("an accessibilityElement node reads its traits by name")
    func decodesTraits() throws {
        let json = layout(#"{"id": "wifi", "kind": "accessibilityElement", "frame": [20, 100, 350, 44], "label": "Wi-Fi", "traits": ["button", "toggleButton", "selected"]}"#)
        let scene = try LayoutJSON.decode(Data(json.utf8))
        let node = try #require(scene.root.children.first)
        #expect(node.kind == .accessibilityElement)
        #expect(node.accessibilityTraits == [.button, .toggleButton, .selected])
        #expect(node.label == "Wi-Fi")
    }

    @Test("an unknown trait name is an error naming the node, the item and the accepted names")
    func unknownTrait() {
        let error = layoutError(layout(#"{"id": "x", "kind": "accessibilityElement", "frame": [0, 0, 10, 10], "traits": ["button", "toggle"]}"#))
        #expect(error == InterchangeError(file: "home.json", location: "views[0]",
                                          message: "traits[1] is not a trait ('toggle'); accepted traits: \(ElementTraits.allNames.joined(separator: ", "))"))
    }

    @Test("traits that are not an array of names, or on a UIKit kind, are errors")
    func misplacedTraits() {
        #expect(layoutError(layout(#"{"id": "x", "kind": "accessibilityElement", "frame": [0, 0, 10, 10], "traits": "button"}"#))?.message
                == "traits must be an array of trait names such as [\"button\"]; found a string")
        #expect(layoutError(layout(#"{"id": "x", "kind": "accessibilityElement", "frame": [0, 0, 10, 10], "traits": [1]}"#))?.message
                .hasPrefix("traits[0] is not a trait (a number)") == true)
        #expect(layoutError(layout(#"{"id": "x", "kind": "button", "frame": [0, 0, 10, 10], "traits": ["button"]}"#))?.message
                == "traits belong on an accessibilityElement, not on a button")
    }

    @Test("traits are written in declaration order and read back the same")
    func roundTrip() throws {
        let element = ViewNode(id: "rating", kind: .accessibilityElement, frame: Rect(x: 20, y: 300, width: 200, height: 44),
                               label: "Rating", accessibilityTraits: [.notEnabled, .adjustable])
        let scene = LayoutScene(name: "Rate", size: LayoutSize(width: 390, height: 844), views: [element])
        let text = String(decoding: LayoutJSON.encode(scene), as: UTF8.self)
        #expect(text.contains(#"{"id": "rating", "kind": "accessibilityElement", "frame": [20, 300, 200, 44], "label": "Rating", "traits": ["adjustable", "notEnabled"]}"#))
        #expect(try LayoutJSON.decode(Data(text.utf8)) == scene)
    }
}
