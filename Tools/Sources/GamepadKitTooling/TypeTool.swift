import GamepadKitCore

/// `gamepadkit type`: plans the presses that type a text on one of the controller keyboards,
/// from its first focused key, replays them through the same keyboard model and prints the
/// presses and the text they typed.
public enum TypeTool {
    /// The keyboards the tool knows, by the name `--keyboard` takes, with the traits a field
    /// of that kind usually has (email and URL fields turn autocapitalization off).
    public static let keyboards: [(name: String, traits: ControllerKeyboardTraits)] = [
        ("default", ControllerKeyboardTraits()),
        ("email", ControllerKeyboardTraits(keyboardType: .emailAddress, autocapitalization: .none)),
        ("url", ControllerKeyboardTraits(keyboardType: .url, autocapitalization: .none)),
        ("number", ControllerKeyboardTraits(keyboardType: .numberPad)),
        ("decimal", ControllerKeyboardTraits(keyboardType: .decimalPad)),
        ("phone", ControllerKeyboardTraits(keyboardType: .phonePad)),
    ]

    /// The accepted `--keyboard` names, for help and messages.
    public static var keyboardNames: String { keyboards.map(\.name).joined(separator: ", ") }

    /// Plans and replays `text` on the keyboard named `keyboard`. Exit 0 when the replay types
    /// `text`; 2 for an unknown keyboard or a character the keyboard cannot type (named on
    /// standard error). JSON: `{"text": …, "presses": [...], "count": N}`.
    public static func run(text: String, keyboard: String = "default", json: Bool = false) -> ToolResult {
        guard let traits = keyboards.first(where: { $0.name == keyboard })?.traits else {
            return .badInput("unknown keyboard '\(keyboard)'; accepted: \(keyboardNames)")
        }
        let presses: [ControllerKeyboardPress]
        do {
            presses = try ControllerKeyboardPlanner.plan(text, traits: traits)
        } catch {
            return .badInput("the \(keyboard) keyboard cannot type \(quoted(error.character)) (character \(error.offset + 1) of the text)")
        }
        var replay = ControllerKeyboardReplay(traits: traits)
        replay.press(presses)
        guard replay.text == text else {
            return .badInput("the replay typed \(quoted(replay.text)) instead of \(quoted(text))")
        }
        let names = presses.map(\.rawValue)
        if json {
            let document = JSONValue.object([
                ("text", .string(replay.text)),
                ("presses", .array(names.map(JSONValue.string))),
                ("count", .number(Double(presses.count))),
            ])
            return ToolResult(output: document.text + "\n")
        }
        let perCharacter = text.isEmpty ? 0 : Double(presses.count) / Double(text.count)
        var output = "presses (\(presses.count)): \(names.joined(separator: " "))\n"
        output += "typed: \(quoted(replay.text))\n"
        output += "presses per character: \((perCharacter * 100).rounded() / 100)\n"
        return ToolResult(output: output)
    }

    private static func quoted(_ text: some StringProtocol) -> String {
        JSONValue.string(String(text)).text
    }

    private static func quoted(_ character: Character) -> String {
        quoted(String(character))
    }
}

extension ControllerKeyboardPlanner.Failure {
    var character: Character {
        switch self { case .cannotType(let character, _): character }
    }

    var offset: Int {
        switch self { case .cannotType(_, let offset): offset }
    }
}
