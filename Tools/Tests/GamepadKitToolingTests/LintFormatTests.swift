import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// The 1-based line and column where `fragment` starts in `text`.
private func position(of fragment: String, in text: String) -> (line: Int, column: Int)? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if let range = line.range(of: fragment) {
            return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
    }
    return nil
}

/// The fragment of `text` that starts at `line`:`column`.
private func text(_ text: String, at line: Int, _ column: Int) -> Substring {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return "" }
    return lines[line - 1].dropFirst(column - 1)
}

private let badColorPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>wrapsAround</key>
        <true/>
        <key>highlight</key>
        <dict>
            <key>lineWidth</key>
            <real>3</real>
            <key>color</key>
            <string>blue</string>
        </dict>
    </dict>
    </plist>
    """

@Suite("lint --format xcode and --format sarif")
struct LintFormatTests {
    @Test("a too-small storyboard button is a warning at the line and column of its <button> tag")
    func xcodeLineOfStoryboardElement() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Two.storyboard", twoSceneStoryboard)
        let result = LintTool.run(paths: [file], json: false, strict: false, format: .xcode)
        #expect(result.status == .success)
        let expected = try #require(position(of: "<button id=\"close\">", in: twoSceneStoryboard))
        #expect(expected.line == 29)
        #expect(result.output.hasPrefix("\(file):\(expected.line):\(expected.column): warning: too small: "))
        #expect(result.output.hasSuffix(" [scene Help]\n"))
        #expect(result.output.split(separator: "\n").count == 1)
        #expect(text(twoSceneStoryboard, at: expected.line, expected.column).hasPrefix("<button id=\"close\">"))
    }

    @Test("with --strict every finding is an error and the run exits 1, as a failing build phase must")
    func xcodeStrictIsError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Two.storyboard", twoSceneStoryboard)
        let result = LintTool.run(paths: [file], json: false, strict: true, format: .xcode)
        #expect(result.status == .findings)
        #expect(result.output.hasPrefix("\(file):29:"))
        #expect(result.output.contains(": error: too small: "))
    }

    @Test("a layout JSON finding points at the file's first line; a clean file prints nothing")
    func xcodeLayoutJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let column = try folder.write("column.json", columnLayoutJSON)
        let clean = try folder.write("clean.json", """
            {"size":[390,844],"views":[{"id":"only","kind":"button","frame":[20,100,350,44],"children":[]}]}
            """)
        #expect(LintTool.run(paths: [column], json: false, strict: false, format: .xcode).output.hasPrefix("\(column):1:1: warning: too small: "))
        let cleanRun = LintTool.run(paths: [clean], json: false, strict: false, format: .xcode)
        #expect(cleanRun.output == "")
        #expect(cleanRun.status == .success)
    }

    @Test("a bad highlight colour is an error at the <key>color</key> line of the plist, and exits 1")
    func xcodeConfigurationIssue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("GamepadKit.plist", badColorPlist)
        let result = LintTool.run(paths: [file], json: false, strict: false, format: .xcode)
        let key = try #require(position(of: "<key>color</key>", in: badColorPlist))
        #expect(key.line == 11)
        #expect(result.output.hasPrefix("\(file):\(key.line):\(key.column): error: configuration: highlight.color: 'blue' is not a colour"))
        #expect(result.status == .findings)
    }

    @Test("SARIF: version 2.1.0, one rule per finding kind plus configuration with help, results at their rule, file, line and column")
    func sarifStructure() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storyboard = try folder.write("Two.storyboard", twoSceneStoryboard)
        let plist = try folder.write("GamepadKit.plist", badColorPlist)
        let result = LintTool.run(paths: [storyboard, plist], json: false, strict: false, format: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "gamepadkit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ["gamepadkit.unreachable", "gamepadkit.deadEnd", "gamepadkit.oneWay", "gamepadkit.overlap",
                            "gamepadkit.tooSmall", "gamepadkit.outsideScene", "gamepadkit.sizeClassCanvas",
                            "gamepadkit.segueWithoutIdentifier", "gamepadkit.segueNotInRowSegues", "gamepadkit.ambiguousLayout",
                            "gamepadkit.conflictingConstraints", "gamepadkit.misplacedViews", "gamepadkit.coveredControls",
                            "gamepadkit.configuration"])
        for rule in rules {
            let help = (rule["help"] as? [String: Any])?["text"] as? String
            #expect(help?.isEmpty == false)
        }
        #expect(rules[1]["name"] as? String == "deadEnd")
        #expect(((rules[1]["shortDescription"] as? [String: Any])?["text"] as? String) == "dead end")
        #expect((rules[0]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect((rules[4]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["gamepadkit.configuration", "gamepadkit.tooSmall"])
        for item in results {
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == item["ruleId"] as? String)
        }
        func region(_ item: [String: Any]) -> (uri: String?, line: Int?, column: Int?) {
            let physical = ((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = physical?["region"] as? [String: Any]
            return ((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, region?["startLine"] as? Int, region?["startColumn"] as? Int)
        }
        let tag = try #require(position(of: "<button id=\"close\">", in: twoSceneStoryboard))
        let small = region(results[1])
        #expect(small.uri == "file://" + storyboard)
        #expect(small.line == tag.line)
        #expect(small.column == tag.column)
        #expect(results[1]["level"] as? String == "warning")
        let key = try #require(position(of: "<key>color</key>", in: badColorPlist))
        let issue = region(results[0])
        #expect(issue.uri == "file://" + plist)
        #expect(issue.line == key.line)
        #expect(issue.column == key.column)
        #expect(results[0]["level"] as? String == "error")
    }

    @Test("a relative path stays a relative URI, spaces percent-encoded")
    func sarifRelativeURI() {
        #expect(SARIFLintReport.uri("SampleApp/Base.lproj/Main Screen.storyboard") == "SampleApp/Base.lproj/Main%20Screen.storyboard")
        #expect(SARIFLintReport.uri("/tmp/a.xib") == "file:///tmp/a.xib")
    }
}
