import Foundation
import FuzzSupport
import GamepadKitCore
import GamepadKitInterchange

// Harness: RunningAppFormat.scene on any bytes (Appium/WebDriverAgent XML and JSON page sources,
// XCUITest debugDescription, UIKit recursiveDescription).
//
// Invariants:
// - it returns a scene, nil (not a dump) or throws an InterchangeError (no crash, trap or
//   sanitizer report);
// - an error's message stays short (no hostile value echoed whole);
// - a scene scans and maps with unique candidate ids, finite frames and neighbours that are
//   other candidates (SceneInvariants);
// - the SDK's capture of the scene (LayoutCapture) reads back, and a capture of what it read
//   back is the same JSON (a capture round-trips exactly), when the tree is no deeper than the
//   layout JSON accepts.
FuzzDriver.run { start, count in
    let data = Data(FuzzDriver.bytes(start, count))
    let scene: LayoutScene
    do {
        guard let read = try RunningAppFormat.scene(from: data, file: "fuzz.dump", name: "fuzz") else { return 0 }
        scene = read
    } catch let error as InterchangeError {
        FuzzDriver.check(error.description.count <= SceneInvariants.maximumMessageCharacters, "error messages stay short")
        return 0
    } catch {
        FuzzDriver.check(false, "only InterchangeError is thrown (got \(type(of: error)))")
        return 0
    }
    SceneInvariants.check(root: scene.root, bounds: scene.bounds)
    if depth(scene.root) <= LayoutJSON.maximumDepth {
        let json = LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: scene.name)
        let again = try? LayoutJSON.decode(Data(json.utf8), file: "fuzz.json")
        FuzzDriver.check(again != nil, "a captured scene reads back")
        if let again {
            FuzzDriver.check(LayoutCapture.json(root: again.root, size: again.bounds.size, name: again.name) == json,
                             "a capture of a captured scene is the same capture")
        }
    }
    return 0
}

/// The number of levels below `node` (0 for a leaf).
func depth(_ node: ViewNode) -> Int {
    var deepest = 0
    var pending: [(ViewNode, Int)] = [(node, 0)]
    while let (current, level) = pending.popLast() {
        deepest = max(deepest, level)
        pending += current.children.map { ($0, level + 1) }
    }
    return deepest
}
