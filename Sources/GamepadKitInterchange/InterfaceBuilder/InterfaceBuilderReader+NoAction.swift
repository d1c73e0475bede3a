import GamepadKitCore

/// Buttons a tap does nothing on (`ViewNode.takesNoAction`), as far as a storyboard or xib can
/// tell: a blank button of UIKit's own class that nothing in the file gives an action and that no
/// code could find to give it one. Apps lay such a button behind a dialog's fields and buttons so
/// that touches between them do not reach what lies under the dialog.
extension InterfaceBuilderReader {
    /// The ids every `outlet` and `outletCollection` of `document` points at, each with the
    /// property of the first that does (`favoriteButton`): views that code can reach (and give
    /// an action), and a name for those the file shows nothing to name them by.
    static func outletNames(in document: MarkupElement) -> [String: String] {
        var names: [String: String] = [:]
        var pending = [document]
        while let element = pending.popLast() {
            if element.name == "outlet" || element.name == "outletCollection", let destination = element["destination"],
               names[destination] == nil {
                names[destination] = element["property"] ?? ""
            }
            pending += element.children.reversed()
        }
        return names
    }

    /// True for a `button` element a tap does nothing on, by ``ButtonActionFacts``'s rule over
    /// what the file says: its class is UIKit's when it names no `customClass`; it may have an
    /// action when it has a connection of its own (an action, a segue, gesture recognizers) or
    /// when code can find it to give it one (an outlet points at it, or it has a `tag` or an
    /// accessibility identifier); a menu (`<menu key="menu">`, `showsMenuAsPrimaryAction`), a
    /// selection toggle (`changesSelectionAsPrimaryAction`); and it draws something when a state
    /// or its configuration sets a title, an image or a background image.
    func takesNoAction(_ element: MarkupElement) -> Bool {
        guard element.name == "button" else { return false }
        let reachableFromCode = (element["tag"].flatMap(Int.init) ?? 0) != 0
            || element.child("accessibility")?["identifier"] != nil
            || element["id"].map { outletNames[$0] != nil } ?? false
        let facts = ButtonActionFacts(
            isSystemClass: element["customClass"] == nil,
            hasEventHandlers: !(element.child("connections")?.children.isEmpty ?? true) || reachableFromCode,
            hasMenu: element.child("menu") != nil || element["showsMenuAsPrimaryAction"] == "YES",
            togglesSelection: element["changesSelectionAsPrimaryAction"] == "YES",
            hasGestureRecognizers: false,  // a connection of its own (`gestureRecognizers`)
            showsContent: element["title"] != nil || element["image"] != nil || !element.children.allSatisfy { child in
                switch child.name {
                case "state": return Self.isBlankState(child)
                case "buttonConfiguration": return Self.isBlankConfiguration(child)
                default: return true
                }
            })
        return facts.takesNoAction
    }

    /// A `state` that sets only colours: no title, image or background image.
    private static func isBlankState(_ state: MarkupElement) -> Bool {
        state.attributes.keys.allSatisfy { $0 == "key" } && state.children.allSatisfy { $0.name == "color" }
    }

    /// A `buttonConfiguration` with no title, subtitle or image.
    private static func isBlankConfiguration(_ configuration: MarkupElement) -> Bool {
        let drawn = ["title", "subtitle", "image"]
        guard !configuration.attributes.keys.contains(where: drawn.contains) else { return false }
        return !configuration.children.contains { child in
            child.name == "attributedString" || child.name == "imageReference"
                || ["image", "attributedTitle", "attributedSubtitle"].contains(child["key"] ?? "")
        }
    }
}
