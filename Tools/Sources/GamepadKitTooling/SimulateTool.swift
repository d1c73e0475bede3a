import GamepadKitInterchange
import GamepadKitCore

/// `gamepadkit simulate [FILE] --press LIST [--from ID] [--scene NAME] [--json]`: runs the focus
/// engine over one scene and shows every step. Without `--scene`, a file with several scenes
/// uses its first one.
public enum SimulateTool {
    public static func run(file: String?, presses: String, from startID: String? = nil, scene: String? = nil, json: Bool = false,
                           layouts: [LayoutOptions] = [LayoutOptions()]) -> ToolResult {
        do {
            let parsed = try PressName.parse(presses)
            let source = try SceneSource.load(file, layouts: layouts)
            let scenes = try source.selecting(scene)
            guard let chosen = scenes.first else {
                return .badInput("\(file ?? "the demo layout"): has no scenes")
            }
            let steps = try FocusSimulation.run(snapshot: chosen.snapshot, presses: parsed, from: startID).map { $0.clippingIDs() }
            if json {
                return ToolResult(output: FocusSimulation.json(steps, sceneName: LayoutLinter.clipped(chosen.name)).text + "\n")
            }
            var text = FocusSimulation.text(steps, sceneName: LayoutLinter.clipped(chosen.name))
            if scene == nil, scenes.count > 1 {
                text += "(first of \(scenes.count) scenes; --scene NAME picks another: \(scenes.map(\.name).joined(separator: ", ")))\n"
            }
            return ToolResult(output: text)
        } catch {
            return .badInput(error.message)
        }
    }
}
