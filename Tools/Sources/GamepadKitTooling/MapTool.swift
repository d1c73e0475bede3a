import Foundation
import GamepadKitInterchange
/// `gamepadkit map [FILE] [--scene NAME] [--json]`: every focusable element of each scene with
/// its four neighbours. See `MapReport` for the output.
public enum MapTool {
    public static func run(file: String?, scene: String? = nil, json: Bool, layouts: [LayoutOptions] = [LayoutOptions()]) -> ToolResult {
        do {
            let source = try SceneSource.load(file, layouts: layouts)
            let scenes = try source.selecting(scene)
            var notes = source.notes
            if source.scenes.isEmpty, let file {
                // An empty storyboard or xib (a blank launch screen), or one whose controllers
                // make their views in code: nothing to map, nothing wrong.
                let reason = FileManager.default.contents(atPath: file).flatMap(InterfaceBuilderDocument.emptyDocumentReason(in:))
                    ?? "the document has no scenes"
                notes.append("\(DisplayText.escaped(file)): \(reason); nothing to map")
            }
            return ToolResult(output: json ? MapReport.json(scenes).text + "\n" : MapReport.text(scenes),
                              errorOutput: notes.joined(separator: "\n"))
        } catch {
            return .badInput(error.message)
        }
    }
}
