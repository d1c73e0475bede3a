import Foundation
import FuzzSupport
import GamepadKitCore
import GamepadKitInterchange
import GamepadKitTooling

// Harness: lint's and map's text formats on any layout (layout JSON or storyboard/xib) under
// any file name.
//
// Input: the bytes before the first 0x00 are the file name (UTF-8, invalid bytes replaced), the
// rest is the document: layout JSON when it starts with `{`, else Interface Builder XML.
//
// Invariants:
// - no line of the text report, the Xcode report or map's table holds a control character
//   (C0, DEL, C1, line or paragraph separator, bidirectional formatting): ids, scene names,
//   labels and file names are escaped, so none can start a line of its own or reach a terminal raw;
// - the Xcode report has exactly one line per listed finding, each `path:line:column: warning|error: `
//   with the file name escaped.
FuzzDriver.run { start, count in
    let bytes = FuzzDriver.bytes(start, count)
    let split = bytes.firstIndex(of: 0) ?? 0
    let file = String(decoding: bytes[..<split], as: UTF8.self)
    let document = Data(bytes[(split == 0 ? 0 : split + 1)...])
    let scenes: [LayoutScene]
    do {
        if document.first == UInt8(ascii: "{") {
            scenes = [try LayoutJSON.decode(document, file: file)]
        } else {
            scenes = try InterfaceBuilderDocument.scenes(from: document, file: file)
        }
    } catch {
        return 0
    }
    let scanned = scenes.prefix(8).map { ScannedScene($0) }
    let lints = scanned.map { SceneLint(file: file, scene: $0) }
    func checkLines(_ text: String, _ format: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            FuzzDriver.check(!line.unicodeScalars.contains(where: DisplayText.isEscaped), "no control character in a line of \(format)")
        }
    }
    checkLines(LintReport.text(lints), "the text report")
    checkLines(MapReport.text(scanned), "map's table")
    let lines = XcodeLintReport.lines(lints, configurations: [], strict: false)
    let xcode = XcodeLintReport.text(lines)
    checkLines(xcode, "the Xcode report")
    let printed = xcode.split(separator: "\n")
    FuzzDriver.check(printed.count == lines.count, "one Xcode line per finding")
    let prefix = DisplayText.escaped(file) + ":"
    for line in printed {
        FuzzDriver.check(line.hasPrefix(prefix) && (line.contains(": warning: ") || line.contains(": error: ")), "an Xcode line names the file and a severity")
    }
    return 0
}
