import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// A popup card over an invisible full-screen "dismiss" button that comes first in tree order.
@Suite("Lint and map of a popup over a full-screen backdrop")
struct BackdropToolTests {
    static let popup = scene([
        button("backdrop", 0, 0, 390, 844),
        button("first", 65, 332, 260, 50),
        button("second", 65, 397, 260, 50),
        button("third", 65, 462, 260, 50),
        button("close", 300, 60, 70, 44),
    ], name: "Popup")

    @Test("the map shows the backdrop's moves from its centre: up to the card's top button, down to its bottom one, right to close")
    func mapShowsBackdropNeighbours() {
        let lines = MapReport.text([Self.popup]).split(separator: "\n").map(String.init)
        let row = lines.first { $0.hasPrefix("  backdrop ") }?.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // The four neighbours, then the label column (none).
        #expect(row.map { Array($0.suffix(5)) } == ["first", "third", "–", "close", "–"])
        #expect(MapReport.json([Self.popup]).text.contains(#"{"id":"backdrop","kind":"button","frame":[0,0,390,844],"up":"first","down":"third","left":null,"right":"close"}"#))
    }

    @Test("lint starts on close, not the backdrop, and reports only the backdrop no move leads to and one overlap")
    func lintFindsLittle() {
        #expect(LayoutLinter.initialFocus(among: Self.popup.candidates)?.id == "close")
        let findings = LayoutLinter().findings(in: Self.popup)
        #expect(findings.map(\.kind) == [.unreachable, .overlap])
        #expect(findings.first?.elementID == "backdrop")
    }
}
