import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// The HTML report: what the page carries, and the page itself in a real browser (headless
/// Chromium), where its arrow keys, Return and Escape must move the ring exactly as `simulate` does.
@Suite("HTML report")
struct HTMLReportTests {
    static let sampleApp = (SampleAppLocator.repositoryRootFromSource as NSString).appendingPathComponent("SampleApp")

    @Test("the report folder holds index.html beside the maps, with every scene and its findings")
    func reportWritesThePage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.file("maps")
        let result = ReportTool.run(sampleApp: Self.sampleApp, outFolder: out, converter: nil)
        #expect(result.status == .success, "\(result.errorOutput)")
        let page = try String(contentsOfFile: (out as NSString).appendingPathComponent(ReportTool.pageName), encoding: .utf8)
        #expect(result.output.contains("Report to walk in a browser:"))
        let entries = try SceneSource.layoutFiles(in: [Self.sampleApp], extensions: ["storyboard", "xib"])
            .flatMap { try HTMLReport.entries(file: $0) }
        #expect(entries.count >= 8)
        for entry in entries {
            #expect(page.contains("id='gk-scene-"), "a section per scene")
            for candidate in entry.scene.candidates {
                #expect(page.contains("data-id='\(XMLText.escaped(candidate.id))'"), "\(candidate.id) is drawn")
            }
        }
        // The data cannot close its own script element, whatever the labels hold.
        let data = page.components(separatedBy: "<script type='application/json' id='gk-data'>")[1].components(separatedBy: "</script>")[0]
        #expect(!data.contains("<"))
    }

    @Test("a scene laid out for two devices is one group with two layouts to pick")
    func devicesAreVariantsOfOneScene() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Main.storyboard", twoSceneStoryboard)
        let layouts = try DeviceLayoutChoice.layouts(device: "iPhone SE", rightToLeft: false)
            + DeviceLayoutChoice.layouts(device: "iPad mini", rightToLeft: true)
        let entries = try HTMLReport.entries(file: file, layouts: layouts)
        let groups = Dictionary(grouping: entries, by: \.group)
        #expect(groups.count == 2)
        for (_, variants) in groups {
            #expect(variants.map(\.variant).sorted() == ["iPad mini, right to left", "iPhone SE (3rd generation)"])
        }
    }

    @Test("each element's answer to each press is simulate's, from that element")
    func movesAreSimulatesMoves() throws {
        let entries = try HTMLReport.entries(file: (Self.sampleApp as NSString).appendingPathComponent("Resources/Main.storyboard"))
        let settings = try #require(entries.first { $0.scene.name == "SettingsViewController" })
        let moves = HTMLReport.moves(of: settings.scene)
        #expect(moves.map(\.id) == settings.scene.candidates.map(\.id))
        let first = try #require(moves.first)
        let down = try #require(first.moves.first { $0.press == "down" })
        let simulated = SimulateTool.run(file: (Self.sampleApp as NSString).appendingPathComponent("Resources/Main.storyboard"),
                                         presses: "down", from: first.id, scene: "SettingsViewController", json: true)
        #expect(simulated.output.contains("\"focused\":\"\(try #require(down.focusedID))\""))
    }

    @Test("in headless Chromium the page loads without a console message and every key moves the ring as simulate does")
    func pageInABrowser() throws {
        guard let chromium = BrowserRun.chromium() else {
            #expect(ProcessInfo.processInfo.environment["GAMEPADKIT_REQUIRE_CHROMIUM"] != "1",
                    "Chromium is required here (GAMEPADKIT_REQUIRE_CHROMIUM=1) and was not found")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.file("maps")
        #expect(ReportTool.run(sampleApp: Self.sampleApp, outFolder: out, converter: nil).status == .success)
        let page = (out as NSString).appendingPathComponent(ReportTool.pageName)
        let run = try BrowserRun.dumpDOM(chromium: chromium, url: "file://\(page)#selftest")
        #expect(run.consoleLines.isEmpty, "console: \(run.consoleLines)")
        let json = try #require(run.dom.components(separatedBy: "<pre id=\"gk-selftest\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "the self-test wrote its result")
        let seen = try JSONDecoder().decode(SelfTest.self, from: Data(json.replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").utf8))

        let entries = try SceneSource.layoutFiles(in: [Self.sampleApp], extensions: ["storyboard", "xib"])
            .flatMap { try HTMLReport.entries(file: $0) }
        #expect(seen.scenes.map(\.name) == entries.map(\.scene.name))
        var checked = 0
        for (entry, scene) in zip(entries, seen.scenes) {
            #expect(scene.start == (try FocusSimulation.run(snapshot: entry.scene.snapshot, presses: [])).first?.focusedID)
            for candidate in entry.scene.candidates {
                for press in HTMLReport.presses {
                    let steps = try FocusSimulation.run(snapshot: entry.scene.snapshot, presses: [(press.name, press.action)], from: candidate.id)
                    let browser = scene.moves[candidate.id]?[press.name]
                    #expect(browser?.to == steps.last?.focusedID, "\(entry.scene.name): \(press.name) from \(candidate.id)")
                    if let focused = steps.last?.focusedID, entry.scene.candidate(id: focused) != nil {
                        #expect(browser?.ring == focused, "the ring is drawn around \(focused)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 300)
    }

    struct SelfTest: Decodable {
        struct Seen: Decodable {
            var to: String?
            var ring: String?
        }
        struct Scene: Decodable {
            var name: String
            var start: String?
            var moves: [String: [String: Seen]]
        }
        var scenes: [Scene]
    }
}

/// Headless Chromium for the tests: the page's DOM after its scripts ran, and the console lines
/// it printed (the runner the tools use, `HeadlessChromium`, answers steps, not the page itself).
enum BrowserRun {
    static func chromium() -> String? {
        HeadlessChromium.executable()
    }

    static func dumpDOM(chromium: String, url: String) throws -> (dom: String, consoleLines: [String]) {
        let result = try ChildProcesses.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                                                       "--window-size=1280,900", "--dump-dom", url],
                                            timeLimit: HeadlessChromium.timeLimit, outputLimit: 64 * 1024 * 1024, separateErrors: true)
        let console = result.errorOutput.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        return (result.output, console)
    }
}
