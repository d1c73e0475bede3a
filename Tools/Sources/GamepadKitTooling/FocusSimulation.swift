import GamepadKitCore

/// One step of a simulated run: what was pressed, what focus and mode are after it, and the
/// commands the engine emitted.
public struct SimulationStep: Hashable, Sendable {
    /// The press as given (`down`, `a`…); `start` for the step that wakes the engine.
    public var press: String
    /// The action the press means; nil for the start step.
    public var action: GamepadAction?
    public var focusedID: String?
    public var mode: FocusMode
    public var commands: [FocusCommand]

    public init(press: String, action: GamepadAction?, focusedID: String?, mode: FocusMode, commands: [FocusCommand]) {
        self.press = press
        self.action = action
        self.focusedID = focusedID
        self.mode = mode
        self.commands = commands
    }
}

/// Runs the SDK's `FocusEngine` over a scanned scene, as if a controller pressed buttons.
///
/// The engine first receives the snapshot, then `from` (when given) through `focus(id:)`, then
/// it is woken so focus shows: that start step is recorded first. Each press then becomes one
/// `handle(_:)` call and one step.
public enum FocusSimulation {
    /// The steps of pressing `presses` on `snapshot`; throws when `from` is neither a focusable
    /// id nor the id of a control a row forwards A to.
    public static func run(
        snapshot: FocusSnapshot,
        presses: [(name: String, action: GamepadAction)],
        from startID: String? = nil,
        settings: FocusSettings = FocusSettings()
    ) throws(ToolFailure) -> [SimulationStep] {
        var engine = FocusEngine(settings: settings)
        var startCommands = engine.update(snapshot)
        if let startID {
            // A control a row forwards A to stands for its row, as in `FocusEngine.focus(id:)`.
            guard snapshot.candidate(id: startID) != nil || snapshot.candidates.contains(where: { $0.controlID == startID }) else {
                throw ToolFailure("--from \(LayoutLinter.clipped(startID)): no focusable element has that id; focusable ids: \(shownIDs(snapshot.candidates.map(\.id)))")
            }
            startCommands += engine.focus(id: startID)
        }
        // The first input only wakes a sleeping engine and shows focus; with nothing on screen
        // there is nothing to show, and the press would be performed, so the engine is left asleep.
        if !snapshot.candidates.isEmpty, !engine.isAwake {
            startCommands += engine.handle(.moveDown)
        }
        var steps = [SimulationStep(press: "start", action: nil, focusedID: engine.focusedID, mode: engine.mode, commands: startCommands)]
        for press in presses {
            let commands = engine.handle(press.action)
            steps.append(SimulationStep(press: press.name, action: press.action, focusedID: engine.focusedID, mode: engine.mode, commands: commands))
        }
        return steps
    }

    /// The readable form: one line per step with the press, the focused id (and mode), then the
    /// commands indented.
    public static func text(_ steps: [SimulationStep], sceneName: String) -> String {
        var lines = ["Scene \"\(sceneName)\""]
        for (index, step) in steps.enumerated() {
            let label = step.action.map { "\(step.press) (\($0.rawValue))" } ?? step.press
            lines.append("\(index). \(label) → focus: \(step.focusedID ?? "none")\(modeText(step.mode))")
            if step.commands.isEmpty {
                lines.append("     (no commands)")
            } else {
                lines += step.commands.map { "     " + FocusCommandText.sentence($0) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"scene":name,"steps":[{"press","action","focused","mode","commands":[…]}…]}`.
    public static func json(_ steps: [SimulationStep], sceneName: String) -> JSONValue {
        .object([
            ("scene", .string(sceneName)),
            ("steps", .array(steps.map { step in
                .object([
                    ("press", .string(step.press)),
                    ("action", .optionalString(step.action?.rawValue)),
                    ("focused", .optionalString(step.focusedID)),
                    ("mode", .string(modeName(step.mode))),
                    ("commands", .array(step.commands.map(FocusCommandText.json))),
                ])
            })),
        ])
    }

    private static func modeName(_ mode: FocusMode) -> String {
        switch mode {
        case .navigating: "navigating"
        case .adjusting: "adjusting"
        case .textEntry: "textEntry"
        }
    }

    private static func modeText(_ mode: FocusMode) -> String {
        switch mode {
        case .navigating: ""
        case .adjusting(let id): " (adjusting \(id))"
        case .textEntry(let id): " (typing in \(id))"
        }
    }
}
