import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

@Suite("Tools: names in lint messages")
struct LintNameClippingTests {
    @Test("a name is shown as DisplayText shows it: short plain ids as they are, others escaped and clipped")
    func clippedNamesMatchDisplayText() {
        let long = String(repeating: "a", count: LayoutLinter.maximumNameCharacters)
        let names = [
            "", "c12", "Save", "row 3 of 7", "~!@#$%^&*()_+{}|:\"<>?", long, long + "b", "line\nbreak", "tab\there",
            "bell\u{07}", "delete\u{7F}", "caf\u{E9}", "e\u{301}", "\u{202E}evil", "\r\n", "😀 smile", "ok ",
        ]
        for name in names {
            for maximum in [-1, 0, 1, 3, LayoutLinter.maximumNameCharacters] {
                #expect(LayoutLinter.clipped(name, maximum: maximum) == DisplayText.shown(name, maximum: maximum),
                        "\(name.debugDescription) at most \(maximum)")
            }
        }
    }
}
