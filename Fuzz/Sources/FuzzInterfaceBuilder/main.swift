import Foundation
import FuzzSupport
import GamepadKitCore
import GamepadKitInterchange

// Harness: InterfaceBuilderDocument.scenes(from:) on any bytes.
//
// Invariants:
// - it returns scenes or throws an InterchangeError (no crash, trap or sanitizer report, even
//   on bytes libxml2 would crash Foundation's XMLParser with);
// - an error names a line that exists in the input ("line N", 1 ≤ N ≤ its number of lines)
//   and its message stays short;
// - every scene scans and maps with unique candidate ids, finite frames and neighbours that are
//   other candidates (SceneInvariants).
FuzzDriver.run { start, count in
    let bytes = FuzzDriver.bytes(start, count)
    let scenes: [LayoutScene]
    do {
        scenes = try InterfaceBuilderDocument.scenes(from: Data(bytes), file: "fuzz.xib")
    } catch let error as InterchangeError {
        FuzzDriver.check(error.description.count <= SceneInvariants.maximumMessageCharacters, "error messages stay short")
        if error.location.hasPrefix("line "), let line = Int(error.location.dropFirst(5)) {
            let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            FuzzDriver.check(line >= 1 && line <= lineCount, "the error's line \(line) exists (the input has \(lineCount))")
        }
        return 0
    } catch {
        FuzzDriver.check(false, "only InterchangeError is thrown (got \(type(of: error)))")
        return 0
    }
    for scene in scenes {
        SceneInvariants.check(root: scene.root, bounds: scene.bounds)
    }
    return 0
}
