import GamepadKitCore
@testable import GamepadKitTooling

/// A button candidate at the given frame.
func button(_ id: String, _ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 44, label: String? = nil) -> FocusCandidate {
    FocusCandidate(id: id, kind: .button, frame: Rect(x: x, y: y, width: width, height: height), label: label)
}

/// A scene of `candidates` on a 390×844 screen, with the SDK's navigation map.
func scene(_ candidates: [FocusCandidate], name: String = "Test") -> ScannedScene {
    ScannedScene(name: name, snapshot: FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 390, height: 844), candidates: candidates))
}

/// Two columns and two rows of buttons with clear gaps:
/// ```
/// a  b
/// c  d
/// ```
let grid = [
    button("a", 20, 100),
    button("b", 200, 100),
    button("c", 20, 200),
    button("d", 200, 200),
]

/// A hand-made navigation map: `edges[id][direction]`.
func neighbors(_ edges: [String: [MoveDirection: String]]) -> (String, MoveDirection) -> String? {
    { id, direction in edges[id]?[direction] }
}
