import GamepadKitCore
import GamepadKitInterchange

/// Lint's *covered controls*: a view stored visible in the file that lies over controls a
/// finger could otherwise touch, so the map has no stop for them (the scanner's touch rule,
/// `TouchReach`). Often an overlay the app hides from code (a loading screen, a tutorial, a
/// full-screen "connect" view over a remote control's buttons); the file says it is shown, so
/// the map is right for the file and says nothing about the buttons beneath. A control counts
/// as covered when a view in front takes the touches at each of its sample points (as the
/// scanner tries it); the finding names the covering view (the frontmost view taking touches at
/// the control's centre) and the controls it covers, one finding per covering view.
///
/// A control counts when it and its ancestors are shown (not hidden, alpha above 0.01) and take
/// touches, it is enabled, at least `TouchReach.minimumSide` on each side, in the scene's bounds,
/// not inside scrolling content (a table, collection, scroll or text view, where the device
/// decides once it is scrolled there), and no candidate of the scene is it or forwards to it.
/// A table or collection counts the same way, judged over its part on screen, when the file
/// gives it rows and none of them is a stop: the empty-list message an app lays over its list
/// and hides once rows arrive covers every row.
/// At most `maximumControlsChecked` controls are looked at per scene; a scene with a modal scope
/// on screen is not checked (what lies outside the scope is no stop by the scope's rule).
public enum CoveredControlsCheck {
    /// The most controls looked at in one scene (a hostile file must not cost more).
    public static let maximumControlsChecked = 2_000

    private struct Entry {
        var id: String
        /// The id with the view's name when it has one: `Rmt-Ov "Connect overlay"`.
        var name: String
        var frame: Rect
        var takesTouches: Bool
        /// A table or collection, judged as a whole.
        var isList = false
        /// The index past this entry's subtree.
        var end: Int
    }

    /// The findings of `scene`, whose scan gave `snapshot`, in the order of the covering views.
    public static func findings(in scene: LayoutScene, snapshot: FocusSnapshot) -> [LintFinding] {
        // Under a modal scope what lies outside it is no stop by the scope's rule, not by touch.
        guard snapshot.modalScopeID == nil else { return [] }
        var entries: [Entry] = []
        var controls: [Int] = []
        var stops = Set(snapshot.candidates.map(\.id))
        for candidate in snapshot.candidates {
            if let control = candidate.controlID { stops.insert(control) }
            if let list = candidate.listID { stops.insert(list) }  // a list with a stop among its rows
        }
        flatten(scene.root, origin: scene.bounds.origin, touches: true, into: &entries, controls: &controls, stops: stops, bounds: scene.bounds)
        guard !controls.isEmpty else { return [] }
        var covered: [String: [(id: String, name: String, isList: Bool)]] = [:]
        var names: [String: String] = [:]
        var order: [String] = []
        for index in controls.prefix(maximumControlsChecked) {
            // Covered where a finger would try it (`TouchReach.samplePoints`, the centre first),
            // named by the view in front at its centre.
            let judged = entries[index].isList ? entries[index].frame.intersection(scene.bounds) ?? entries[index].frame : entries[index].frame
            let points = TouchReach.samplePoints(in: judged)
            let blockers = points.map { frontmost(at: $0, over: index, in: entries) }
            guard let first = blockers.first, let blocker = first, !blockers.contains(where: { $0 == nil }) else { continue }
            let id = entries[blocker].id
            if covered[id] == nil { order.append(id) }
            names[id] = entries[blocker].name
            covered[id, default: []].append((entries[index].id, entries[index].name, entries[index].isList))
        }
        return order.map { id in
            let ids = covered[id] ?? []
            let shown = ids.prefix(5).map(\.name).joined(separator: ", ") + (ids.count > 5 ? " and \(ids.count - 5) more" : "")
            let lists = ids.filter(\.isList).count
            let count = lists == 0 ? (ids.count == 1 ? "1 control that" : "\(ids.count) controls that")
                : lists == ids.count ? (ids.count == 1 ? "1 list whose rows" : "\(ids.count) lists whose rows")
                : "\(ids.count) controls and lists that"
            return LintFinding(kind: .coveredControls, elementID: id, otherID: ids.first?.id,
                               message: "\(names[id] ?? id) covers \(count) would otherwise be stops: \(shown); it is stored visible in the file (if the app shows it only at times, store it hidden, or place it behind them)")
        }
    }

    /// The last view in tree order after `index`'s subtree that takes touches at `point`.
    private static func frontmost(at point: LayoutPoint, over index: Int, in entries: [Entry]) -> Int? {
        for other in stride(from: entries.count - 1, through: entries[index].end, by: -1)
        where entries[other].takesTouches && entries[other].frame.contains(point) {
            return other
        }
        return nil
    }

    /// Appends `node` and its subtree in tree order: the views that take touches, and the
    /// controls worth checking (their indices in `controls`).
    private static func flatten(_ node: ViewNode, origin: LayoutPoint, touches: Bool, into entries: inout [Entry],
                                controls: inout [Int], stops: Set<String>, bounds: Rect) {
        guard !node.isHidden, node.alpha > FocusScanner.minimumVisibleAlpha else { return }
        let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width, height: node.frame.height)
        let interactive = touches && node.isInteractive
        let index = entries.count
        let name = node.label.flatMap { $0.isEmpty || $0 == node.id ? nil : "\(node.id) \"\(LayoutLinter.clipped($0))\"" } ?? node.id
        entries.append(Entry(id: node.id, name: name, frame: frame, takesTouches: interactive && TouchReach.takesTouches(node.kind), end: index + 1))
        let scrolls: Set<ViewKind> = [.scroll, .table, .collection, .textView]
        if interactive, node.isEnabled, isControl(node.kind), !stops.contains(node.id), !TouchReach.isTooSmall(frame),
           bounds.contains(LayoutPoint(x: frame.midX, y: frame.midY)) {
            controls.append(index)
        } else if interactive, node.kind.isList, !stops.contains(node.id), node.children.contains(where: { $0.kind.isListRow && !$0.isHidden }),
                  let onScreen = frame.intersection(bounds), !TouchReach.isTooSmall(onScreen) {
            entries[index].isList = true
            entries[index].name = "\(node.kind == .table ? "table" : "collection") \(name) and its \(node.kind == .table ? "rows" : "items")"
            controls.append(index)
        }
        // Scrolling content is the device's to judge once scrolled; a control's inside is part of it.
        if !scrolls.contains(node.kind), !isControl(node.kind), !node.children.isEmpty {
            for child in node.children {
                flatten(child, origin: frame.origin, touches: interactive, into: &entries, controls: &controls, stops: stops, bounds: bounds)
            }
        }
        entries[index].end = entries.count
    }

    /// The kinds a finger operates directly, and the items of bars placed in the view (a
    /// toolbar's buttons, a tab bar's items). Rows are judged elsewhere.
    private static func isControl(_ kind: ViewKind) -> Bool {
        switch kind {
        case .button, .switch, .slider, .stepper, .segmented, .datePicker, .pageControl, .colorWell, .control, .textField, .searchBar,
             .barButton, .tabBarItem:
            true
        default:
            false
        }
    }
}
