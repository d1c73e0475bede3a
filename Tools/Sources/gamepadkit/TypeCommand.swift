import ArgumentParser
import GamepadKitTooling

struct TypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Plan the controller presses that type a text on GamepadKit's keyboard, and replay them.",
        discussion: """
            Starts on the keyboard's first focused key in an empty field. Exit 0 when the replay types \
            the text; 2 naming the first character the keyboard cannot type. --json prints \
            {"text": …, "presses": ["right", "a", …], "count": N}.
            """
    )

    @Argument(help: "The text to type.")
    var text: String

    @Option(name: .long, help: "The keyboard: \(TypeTool.keyboardNames).")
    var keyboard: String = "default"

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func run() throws {
        try finish(TypeTool.run(text: text, keyboard: keyboard, json: json))
    }
}
