import Foundation
import FuzzSupport
import GamepadKitCore
import GamepadKitInterchange

// Harness: LayoutJSON.decode on any bytes.
//
// Invariants:
// - it returns a scene or throws an InterchangeError (no crash, trap or sanitizer report);
// - an error's message stays short (no hostile value echoed whole);
// - a scene scans and maps with unique candidate ids, finite frames and neighbours that are
//   other candidates (SceneInvariants);
// - writing the scene back as layout JSON and reading it again gives the same scene.
FuzzDriver.run { start, count in
    let data = Data(FuzzDriver.bytes(start, count))
    let scene: LayoutScene
    do {
        scene = try LayoutJSON.decode(data, file: "fuzz.json")
    } catch let error as InterchangeError {
        FuzzDriver.check(error.description.count <= SceneInvariants.maximumMessageCharacters, "error messages stay short")
        return 0
    } catch {
        FuzzDriver.check(false, "only InterchangeError is thrown (got \(type(of: error)))")
        return 0
    }
    SceneInvariants.check(root: scene.root, bounds: scene.bounds)
    let again = try? LayoutJSON.decode(LayoutJSON.encode(scene), file: "fuzz.json")
    FuzzDriver.check(again == scene, "a written scene reads back the same")
    return 0
}
