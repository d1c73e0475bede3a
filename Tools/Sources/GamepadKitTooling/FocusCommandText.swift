import GamepadKitCore

/// `FocusCommand`s as `gamepadkit simulate` shows them: a short sentence for people and an
/// object for machines.
public enum FocusCommandText {
    /// "focus login at [20, 100, 335, 44]", "press login", "bump (nothing down)"…
    public static func sentence(_ command: FocusCommand) -> String {
        switch command {
        case .focus(let id, let frame, let animated):
            "focus \(id) at \(frame.compactText)\(animated ? " (animated)" : "")"
        case .clearFocus:
            "hide the highlight"
        case .activate(let id, let interaction):
            switch interaction {
            case .press: "press \(id)"
            case .toggle: "toggle \(id)"
            case .adjust: "adjust \(id)"
            case .textEntry: "edit \(id)"
            case .selectRow: "select \(id)"
            case .customTap: "tap \(id)"
            }
        case .beginAdjusting(let id):
            "start adjusting \(id)"
        case .endAdjusting(let id):
            "stop adjusting \(id)"
        case .adjust(let id, let steps):
            "change \(id) by \(steps > 0 ? "+" : "")\(steps)"
        case .beginTextEntry(let id):
            "start typing in \(id)"
        case .endTextEntry(let id):
            "stop typing in \(id)"
        case .scrollToRow(let listID, let row):
            "scroll \(listID) to row \(row)"
        case .scrollToReveal(let id):
            "scroll to reveal \(id)"
        case .selectRow(let listID, let row):
            "select row \(row) of \(listID)"
        case .dismiss:
            "dismiss the presented screen"
        case .pop:
            "go back (pop the navigation stack)"
        case .switchTab(let index):
            "switch to tab \(index)"
        case .pageScroll(let containerID, let forward):
            "scroll \(containerID ?? "the screen") a page \(forward ? "forward" : "back")"
        case .turnPage(let forward):
            "turn the page \(forward ? "forward" : "back")"
        case .closeMenu(let id):
            "close the menu \(id)"
        case .turnWheel(let id, let wheel, let steps):
            "turn wheel \(wheel) of \(id) by \(steps > 0 ? "+" : "")\(steps)"
        case .chooseWheel(let id, let wheel):
            "choose wheel \(wheel) of \(id)"
        case .bump(let direction):
            "bump (nothing \(direction.rawValue))"
        }
    }

    /// The command as JSON: `{"command":name, …its values}`.
    public static func json(_ command: FocusCommand) -> JSONValue {
        switch command {
        case .focus(let id, let frame, let animated):
            .object([("command", .string("focus")), ("id", .string(id)), ("frame", frame.jsonArray), ("animated", .bool(animated))])
        case .clearFocus:
            .object([("command", .string("clearFocus"))])
        case .activate(let id, let interaction):
            .object([("command", .string("activate")), ("id", .string(id)), ("interaction", .string(interaction.rawValue))])
        case .beginAdjusting(let id):
            .object([("command", .string("beginAdjusting")), ("id", .string(id))])
        case .endAdjusting(let id):
            .object([("command", .string("endAdjusting")), ("id", .string(id))])
        case .adjust(let id, let steps):
            .object([("command", .string("adjust")), ("id", .string(id)), ("steps", .number(Double(steps)))])
        case .beginTextEntry(let id):
            .object([("command", .string("beginTextEntry")), ("id", .string(id))])
        case .endTextEntry(let id):
            .object([("command", .string("endTextEntry")), ("id", .string(id))])
        case .scrollToRow(let listID, let row):
            .object([("command", .string("scrollToRow")), ("list", .string(listID)), ("row", .string(row.description))])
        case .scrollToReveal(let id):
            .object([("command", .string("scrollToReveal")), ("id", .string(id))])
        case .selectRow(let listID, let row):
            .object([("command", .string("selectRow")), ("list", .string(listID)), ("row", .string(row.description))])
        case .dismiss:
            .object([("command", .string("dismiss"))])
        case .pop:
            .object([("command", .string("pop"))])
        case .switchTab(let index):
            .object([("command", .string("switchTab")), ("index", .number(Double(index)))])
        case .pageScroll(let containerID, let forward):
            .object([("command", .string("pageScroll")), ("container", .optionalString(containerID)), ("forward", .bool(forward))])
        case .turnPage(let forward):
            .object([("command", .string("turnPage")), ("forward", .bool(forward))])
        case .closeMenu(let id):
            .object([("command", .string("closeMenu")), ("id", .string(id))])
        case .turnWheel(let id, let wheel, let steps):
            .object([("command", .string("turnWheel")), ("id", .string(id)), ("wheel", .number(Double(wheel))), ("steps", .number(Double(steps)))])
        case .chooseWheel(let id, let wheel):
            .object([("command", .string("chooseWheel")), ("id", .string(id)), ("wheel", .number(Double(wheel)))])
        case .bump(let direction):
            .object([("command", .string("bump")), ("direction", .string(direction.rawValue))])
        }
    }
}
