import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// The tools over `Tests/GamepadKitInterchangeTests/Fixtures/RoundTwo/Main.storyboard`: B and the
/// shoulder buttons in `simulate`, content out of view beside the screen in the SVG, bars
/// reachable with content under them, and lint without noise.
@Suite("Tools on real-shaped storyboards: back, tabs, scrolled content, bars under content, lint noise")
struct RoundTwoToolTests {
    static func fixture(_ sourceFile: String = #filePath) -> String {
        var url = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/GamepadKitInterchangeTests/Fixtures/RoundTwo/Main.storyboard").path
    }

    func scene(_ name: String) throws -> ScannedScene {
        try #require(try SceneSource.load(Self.fixture()).selecting(name).first)
    }

    @Test("on a pushed screen in a tab, B pops and R1 switches to the next tab; on the tab's root B does nothing")
    func backAndTabs() {
        let details = SimulateTool.run(file: Self.fixture(), presses: "b,r1,l1", scene: "Details")
        #expect(details.status == .success)
        #expect(details.output.contains("1. b (back)"))
        #expect(details.output.contains("go back (pop the navigation stack)"))
        #expect(details.output.contains("switch to tab 1"))
        let inbox = SimulateTool.run(file: Self.fixture(), presses: "b,l1,r1", scene: "Inbox")
        #expect(!inbox.output.contains("go back"))
        #expect(inbox.output.components(separatedBy: "switch to tab 1").count == 2)
    }

    @Test("every bar item and every row stays reachable on a table laid out under both bars")
    func barsReachableOverContent() throws {
        let inbox = try scene("Inbox")
        let findings = LayoutLinter().findings(in: inbox)
        #expect(findings.filter { $0.kind == .unreachable }.map(\.message) == [])
        let bars = inbox.candidates.filter(\.isInBar).map(\.id)
        #expect(bars.count == 4)
        // Sideways from a row never lands on a tab.
        for row in inbox.candidates where !row.isInBar {
            for direction in [MoveDirection.left, .right] {
                if let target = inbox.neighbor(of: row.id, direction) { #expect(!bars.contains(target)) }
            }
        }
    }

    @Test("the SVG draws content that needs a scroll beside the screen, never over its bars or legend")
    func svgScrolledContentBeside() throws {
        let inbox = try scene("Inbox")
        let svg = SVGMapRenderer().render(inbox)
        #expect(svg.contains("needs a scroll"))
        #expect(svg.contains("class='scroll-panel'"))
        // The two rows out of view are drawn right of the 375 pt screen and its 48 pt gap.
        let pattern = try NSRegularExpression(pattern: "class='candidate needs-scroll[^']*' data-id='[^']*' x='([0-9.]+)'")
        let matches = pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg))
        #expect(matches.count == 2)
        for match in matches {
            let x = Double((svg as NSString).substring(with: match.range(at: 1))) ?? 0
            #expect(x >= 375 + 48)
        }
    }

    @Test("lint names static cells that share one stale frame, and a borderless 18 pt text field is not too small")
    func staleCellsAndTextField() throws {
        let preferences = try scene("Preferences")
        let stale = preferences.frameFindings.filter { $0.message.contains("stale frame") }
        #expect(stale.count == 1)
        #expect(stale.first?.message.contains("R2S-Ce-001, R2S-Ce-002, R2S-Ce-003") == true)
        let details = try scene("Details")
        #expect(LayoutLinter().findings(in: details).filter { $0.kind == .tooSmall }.map(\.elementID) == [])
    }

    @Test("a 4 pt overhang is not a stale frame, and two buttons sharing a 1 pt strip do not overlap")
    func lintNoise() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("noise.json", """
            {"size":[390,844],"views":[
              {"id":"edge","kind":"button","frame":[-4,100,120,44]},
              {"id":"upper","kind":"button","frame":[20,200,200,44]},
              {"id":"lower","kind":"button","frame":[20,243,200,44]},
              {"id":"outside","kind":"button","frame":[300,900,80,44]}
            ]}
            """)
        let scene = try #require(try SceneSource.load(file).selecting(nil).first)
        let lint = SceneLint(file: file, scene: scene)
        #expect(lint.findings(of: .overlap).isEmpty)
        #expect(lint.findings(of: .outsideScene).map(\.elementID) == ["outside"])
    }

    @Test("no move of the fixture's scenes goes more than 45° off and 100 pt to the side unless the repair made it")
    func noFarJumps() throws {
        for scene in try SceneSource.load(Self.fixture()).selecting(nil) {
            let jumps = FarJump.jumps(in: scene).filter { !$0.repaired }
            #expect(jumps.map { "\($0.from) \($0.direction.rawValue) → \($0.to)" } == [], "\(scene.name)")
        }
    }

    @Test("lint says when the repair had to add a move the rules forbid, without counting it as a finding")
    func lintNotesRepairs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("floating.json", """
            {"size":[390,844],"views":[
              {"id":"nav","kind":"navigationBar","frame":[0,47,200,44],"children":[
                {"id":"back","kind":"backButton","frame":[8,0,70,44]}]},
              {"id":"floating","kind":"button","frame":[250,50,80,40]}
            ]}
            """)
        let result = LintTool.run(paths: [file], json: false, strict: false)
        #expect(result.output.contains("note: right from back leads to floating only so that every element can be reached"))
        #expect(result.output.contains("No findings"))
    }
}
