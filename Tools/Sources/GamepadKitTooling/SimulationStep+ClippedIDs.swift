import GamepadKitCore

extension SimulationStep {
    /// The most characters of an id a simulated step keeps: far above any real id, so text and
    /// JSON keep ids whole in practice, while a 1 MB id pressed 600 times makes a report of a few
    /// hundred kilobytes rather than gigabytes.
    static let maximumIDCharacters = 200

    /// The step with every id (focused, in the mode, in the commands) clipped as lint messages
    /// clip them (``LayoutLinter/clipped(_:maximum:)``).
    func clippingIDs() -> SimulationStep {
        func clip(_ id: String) -> String { LayoutLinter.clipped(id, maximum: Self.maximumIDCharacters) }
        let clippedMode: FocusMode = switch mode {
        case .navigating: .navigating
        case .adjusting(let id): .adjusting(id: clip(id))
        case .textEntry(let id): .textEntry(id: clip(id))
        }
        return SimulationStep(press: LayoutLinter.clipped(press), action: action, focusedID: focusedID.map(clip),
                              mode: clippedMode, commands: commands.map { $0.clippingIDs(clip) })
    }
}

extension FocusCommand {
    /// The command with its ids passed through `clip`.
    func clippingIDs(_ clip: (String) -> String) -> FocusCommand {
        switch self {
        case .focus(let id, let frame, let animated): .focus(id: clip(id), frame: frame, animated: animated)
        case .clearFocus, .dismiss, .pop, .switchTab, .bump, .turnPage: self
        case .activate(let id, let interaction): .activate(id: clip(id), interaction: interaction)
        case .beginAdjusting(let id): .beginAdjusting(id: clip(id))
        case .endAdjusting(let id): .endAdjusting(id: clip(id))
        case .adjust(let id, let steps): .adjust(id: clip(id), steps: steps)
        case .beginTextEntry(let id): .beginTextEntry(id: clip(id))
        case .endTextEntry(let id): .endTextEntry(id: clip(id))
        case .scrollToRow(let listID, let row): .scrollToRow(listID: clip(listID), row: row)
        case .scrollToReveal(let id): .scrollToReveal(id: clip(id))
        case .selectRow(let listID, let row): .selectRow(listID: clip(listID), row: row)
        case .pageScroll(let containerID, let forward): .pageScroll(containerID: containerID.map(clip), forward: forward)
        case .closeMenu(let id): .closeMenu(id: clip(id))
        case .turnWheel(let id, let wheel, let steps): .turnWheel(id: clip(id), wheel: wheel, steps: steps)
        case .chooseWheel(let id, let wheel): .chooseWheel(id: clip(id), wheel: wheel)
        }
    }
}

extension FocusSimulation {
    /// How many ids a message lists before "and N more".
    static let maximumListedIDs = 20

    /// `ids` for a message: at most 20, each clipped, then "and N more"; "(none)" when empty.
    static func shownIDs(_ ids: [String]) -> String {
        guard !ids.isEmpty else { return "(none)" }
        let shown = ids.prefix(maximumListedIDs).map { LayoutLinter.clipped($0) }.joined(separator: ", ")
        return ids.count > maximumListedIDs ? "\(shown) and \(ids.count - maximumListedIDs) more" : shown
    }
}
