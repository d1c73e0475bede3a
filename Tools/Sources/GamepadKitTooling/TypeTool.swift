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

    /// The longest text `type` plans, in characters. Planning searches the keyboard for every
    /// character (about a quarter of a millisecond each), so this bounds a run to about a second;
    /// a longer text is refused with status 2 rather than planned for minutes.
    public static let maximumTextCharacters = 4_096

    /// The most characters of the text, or Unicode scalars of one character, a message quotes.
    static let maximumQuotedCharacters = 60

    /// The accepted `--keyboard` names, for help and messages.
    public static var keyboardNames: String { keyboards.map(\.name).joined(separator: ", ") }

    /// Plans and replays `text` on the keyboard named `keyboard`. Exit 0 when the replay types
    /// `text`; 2 for an unknown keyboard or a character the keyboard cannot type (named on
    /// standard error). JSON: `{"text": …, "presses": [...], "count": N}`.
    public static func run(text: String, keyboard: String = "default", json: Bool = false) -> ToolResult {
        guard let traits = keyboards.first(where: { $0.name == keyboard })?.traits else {
            return .badInput("unknown keyboard '\(LayoutLinter.clipped(keyboard))'; accepted: \(keyboardNames)")
        }
        var count = 0
        for _ in text {
            count += 1
            guard count <= maximumTextCharacters else {
                return .badInput("the text is longer than \(maximumTextCharacters) characters (\(text.count) characters), the most type plans in one run; type it in parts")
            }
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
            return .badInput("the replay typed \(quoted(clipping: replay.text)) instead of \(quoted(clipping: text))")
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

    /// `text` as a JSON string, clipped to ``maximumQuotedCharacters`` characters and `…`.
    private static func quoted(clipping text: String) -> String {
        var shown = ""
        for (count, character) in text.enumerated() {
            guard count < maximumQuotedCharacters else { return quoted(shown) + "…" }
            shown.append(character)
        }
        return quoted(shown)
    }

    /// One character as a JSON string; a character made of more than
    /// ``maximumQuotedCharacters`` Unicode scalars (a letter under 100,000 combining marks) is
    /// shown by its first scalars, `…` and its length.
    private static func quoted(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        guard scalars.count > maximumQuotedCharacters else { return quoted(String(character)) }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars.prefix(maximumQuotedCharacters))
        return quoted(String(shown)) + "… (one character of \(scalars.count) Unicode scalars)"
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
