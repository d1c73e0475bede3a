import GamepadKitCore
import GamepadKitInterchange

/// The lint checks that look at a scene's view tree rather than at its map: frames that cannot
/// be what a device shows.
///
/// - **outside the scene**: a focusable view (by its kind or the app's word) that is visible
///   (it and its ancestors not hidden, alpha above 0.01) and whose frame, in window coordinates,
///   does not lie within the scene's bounds (with 0.5 pt to spare). Views inside a scroll view,
///   table, collection or text view are not checked: their content may lie beyond the screen and
///   be scrolled into view. Such a frame is usually stale (a storyboard laid out for another
///   device, a view moved in code): the map leaves out or cuts what lies outside.
/// - **stale cell frames** (reported as *outside the scene*, the kind for frames a device cannot
///   show): the static cells of a table that all store one frame, named with that frame; the
///   importer stacks them by row height (``StaleCellFrames``).
/// - **size-class canvas**: a scene of exactly 600×600 pt, the canvas Interface Builder used for
///   "Any width, Any height" before a device could be chosen: the frames are the canvas's, and a
///   phone shows something else.
public enum SceneFrameCheck {
    /// The size of Interface Builder's size-class canvas.
    public static let sizeClassCanvas = LayoutSize(width: 600, height: 600)

    /// How far, in points, a frame may stick out of the scene before it counts as outside: a
    /// few points of overhang (a shadow, a rounded edge laid out to the screen's edge) are not a
    /// stale frame.
    public static let tolerance = 8.0

    /// The findings of `scene`, canvas first, then focusable views in tree order.
    public static func findings(in scene: LayoutScene) -> [LintFinding] {
        var found: [LintFinding] = []
        let bounds = scene.bounds
        if bounds.size == sizeClassCanvas {
            let rootID = scene.root.children.first?.id ?? scene.root.id
            found.append(LintFinding(kind: .sizeClassCanvas, elementID: rootID,
                                     message: "scene \"\(LayoutLinter.clipped(scene.name))\" is drawn on Interface Builder's 600×600 pt size-class canvas, not on a device: its frames are the canvas's, so this map is not what a phone shows (choose a device in View As and save the file)"))
        }
        for group in scene.staleCellFrames {
            let shown = group.cellIDs.prefix(5).map { LayoutLinter.clipped($0) }.joined(separator: ", ") + (group.cellIDs.count > 5 ? " and \(group.cellIDs.count - 5) more" : "")
            found.append(LintFinding(kind: .outsideScene, elementID: group.cellIDs.first ?? group.tableID, otherID: group.tableID,
                                     message: "the \(group.cellIDs.count) static cells of table \(LayoutLinter.clipped(group.tableID)) (\(shown)) all store the same stale frame \(text(group.declaredFrame)); the map stacks them by row height instead (open the file in Interface Builder and save it to store their real frames)"))
        }
        var stack: [(node: ViewNode, origin: LayoutPoint)] = scene.root.children.reversed().map { ($0, bounds.origin) }
        while let (node, parentOrigin) = stack.popLast() {
            guard !node.isHidden, node.alpha > 0.01 else { continue }
            let frame = Rect(x: parentOrigin.x + node.frame.minX, y: parentOrigin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            if node.focusableOverride ?? node.kind.isFocusableByDefault, !lies(frame, within: bounds) {
                // Ids and labels from the file are clipped, as in every other finding.
                let name = node.label.map { "\(LayoutLinter.clipped(node.id)) \"\(LayoutLinter.clipped($0))\"" } ?? LayoutLinter.clipped(node.id)
                let whole = frame.intersection(bounds) == nil ? "lies outside" : "sticks out of"
                found.append(LintFinding(kind: .outsideScene, elementID: node.id,
                                         message: "\(name) at \(text(frame)) \(whole) the \(bounds.width.compactText)×\(bounds.height.compactText) pt scene: a stale frame, or one set in code; the map cannot show it as it is"))
            }
            guard !node.kind.scrollsContent else { continue }
            stack += node.children.reversed().map { ($0, frame.origin) }
        }
        return found
    }

    private static func lies(_ frame: Rect, within bounds: Rect) -> Bool {
        frame.minX >= bounds.minX - tolerance && frame.minY >= bounds.minY - tolerance
            && frame.maxX <= bounds.maxX + tolerance && frame.maxY <= bounds.maxY + tolerance
    }

    private static func text(_ frame: Rect) -> String {
        "(\(frame.minX.compactText), \(frame.minY.compactText), \(frame.width.compactText)×\(frame.height.compactText))"
    }
}
