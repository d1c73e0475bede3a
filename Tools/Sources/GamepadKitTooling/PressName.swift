import Foundation
import GamepadKitCore

/// The names `gamepadkit simulate --press` accepts, each meaning one `GamepadAction` under the default
/// bindings: directions (`up`, `down`, `left`, `right`), buttons (`a`, `b`, `l1`, `r1`, `l2`,
/// `r2`), the `GamepadButton` names of the D-pad, face, shoulder and trigger buttons and of the
/// keyboard keys (`dpadDown`, `leftShoulder`, `keyReturn`…), and the `GamepadAction` raw values
/// (`moveDown`, `activate`, `nextTab`…). Case does not matter.
public enum PressName {
    /// Every accepted name with its action, in the order help texts list them.
    public static let table: [(name: String, action: GamepadAction)] = {
        var entries: [(String, GamepadAction)] = [
            ("up", .moveUp), ("down", .moveDown), ("left", .moveLeft), ("right", .moveRight),
            ("a", .activate), ("b", .back), ("l1", .previousTab), ("r1", .nextTab), ("l2", .pageUp), ("r2", .pageDown),
        ]
        entries += GamepadAction.allCases.filter { $0 != .none }.map { ($0.rawValue, $0) }
        let buttons: [(GamepadButton, GamepadAction)] = [
            (.dpadUp, .moveUp), (.dpadDown, .moveDown), (.dpadLeft, .moveLeft), (.dpadRight, .moveRight),
            (.leftShoulder, .previousTab), (.rightShoulder, .nextTab), (.leftTrigger, .pageUp), (.rightTrigger, .pageDown),
            (.keyUp, .moveUp), (.keyDown, .moveDown), (.keyLeft, .moveLeft), (.keyRight, .moveRight),
            (.keyReturn, .activate), (.keySpace, .activate), (.keyEscape, .back),
        ]
        entries += buttons.map { ($0.0.rawValue, $0.1) }
        return entries
    }()

    /// The accepted names, comma separated.
    public static var acceptedNames: String {
        table.map(\.name).joined(separator: ", ")
    }

    /// The action of one name, or nil.
    public static func action(named name: String) -> GamepadAction? {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        return table.first { $0.name.lowercased() == key }?.action
    }

    /// The presses of a comma-separated list such as `down,down,right,a`; throws naming the
    /// unknown entries and listing the accepted names.
    public static func parse(_ list: String) throws(ToolFailure) -> [(name: String, action: GamepadAction)] {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var presses: [(String, GamepadAction)] = []
        var unknown: [String] = []
        for name in names {
            if let action = action(named: name) {
                presses.append((name, action))
            } else {
                unknown.append(name.isEmpty ? "(empty)" : name)
            }
        }
        guard unknown.isEmpty else {
            throw ToolFailure("unknown press \(unknown.prefix(20).map { "\"\(LayoutLinter.clipped($0))\"" }.joined(separator: ", "))\(unknown.count > 20 ? " and \(unknown.count - 20) more" : ""); accepted names: \(acceptedNames)")
        }
        guard !presses.isEmpty else {
            throw ToolFailure("no presses given; accepted names: \(acceptedNames)")
        }
        return presses
    }
}
