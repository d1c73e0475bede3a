import GamepadKitCore

/// The output of `gamepadkit map`: a table for people, JSON for machines.
///
/// JSON: a single scene prints the contract's `{"elements":[…]}`. A file with several scenes
/// (a storyboard) prints `{"scenes":[{"name":…,"elements":[…]},…]}`, one entry per scene in file
/// order; `--scene NAME` picks one scene and prints the single-scene form.
public enum MapReport {
    /// The JSON document for `scenes`.
    public static func json(_ scenes: [ScannedScene]) -> JSONValue {
        if scenes.count == 1, let scene = scenes.first {
            return .object([("elements", elementsJSON(scene))])
        }
        return .object([
            ("scenes", .array(scenes.map { scene in
                .object([("name", .string(scene.name)), ("elements", elementsJSON(scene))])
            })),
        ])
    }

    /// The readable table for `scenes`: a header per scene, then one line per element with its
    /// id, kind (with an accessibility element's traits), frame, the four neighbours (`–` for
    /// none) and the name a person reads on it (its label; `–` when it has none).
    public static func text(_ scenes: [ScannedScene]) -> String {
        var blocks: [String] = []
        for scene in scenes {
            let elements = MapElement.elements(of: scene)
            var lines = ["Scene \"\(LayoutLinter.clipped(scene.name))\" — \(scene.bounds.width.compactText)×\(scene.bounds.height.compactText) pt, \(countText(elements.count, "focusable element", "focusable elements"))"]
            if elements.isEmpty {
                lines.append("  (nothing can take focus)")
            } else {
                let rows = elements.map { element in
                    [element.id, element.kindText, element.frame.compactText]
                        + [MoveDirection.up, .down, .left, .right].map { element.neighbors[$0] ?? "–" }
                        + [element.shownLabel ?? "–"]
                }
                let table = TextTable(header: ["id", "kind", "frame", "up", "down", "left", "right", "label"], rows: rows)
                lines += table.lines.map { "  " + $0 }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func elementsJSON(_ scene: ScannedScene) -> JSONValue {
        .array(MapElement.elements(of: scene).map(\.json))
    }
}

/// "1 finding", "3 findings".
func countText(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
}
