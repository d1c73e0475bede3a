import Testing
@testable import GamepadKitCore

@Suite("A button's menu as an action sheet before iOS 17.4")
struct MenuSheetTests {
    typealias E = MenuSheet.Element

    @Test("a sort menu lists its actions in order, the chosen one checked, a hidden one left out")
    func sortMenu() {
        let rows = MenuSheet.rows(of: [
            .action(title: "Name", attributes: [], isOn: true),
            .action(title: "Date", attributes: [], isOn: false),
            .action(title: "Debug", attributes: .hidden, isOn: false),
        ])
        #expect(rows.map(\.title) == ["✓ Name", "Date"])
        #expect(rows.map(\.target) == [.action([0]), .action([1])])
    }

    @Test("an inline section's actions sit in place; a nested submenu is one row that opens its own sheet")
    func sectionsAndSubmenus() {
        let rows = MenuSheet.rows(of: [
            .menu(title: "", displaysInline: true, children: [
                .action(title: "Copy", attributes: [], isOn: false),
                .action(title: "Delete", attributes: .destructive, isOn: false),
            ]),
            .menu(title: "Share", displaysInline: false, children: [.action(title: "Mail", attributes: [], isOn: false)]),
        ])
        #expect(rows.map(\.title) == ["Copy", "Delete", "Share"])
        #expect(rows[1].isDestructive)
        #expect(rows.map(\.target) == [.action([0, 0]), .action([0, 1]), .submenu([1])])
    }

    @Test("a disabled action is a row that cannot be chosen; deferred content and empty submenus are left out")
    func disabledAndDeferred() {
        let rows = MenuSheet.rows(of: [
            .action(title: "Paste", attributes: .disabled, isOn: false),
            .unsupported,
            .menu(title: "Empty", displaysInline: false, children: [.unsupported]),
        ])
        #expect(rows == [MenuSheet.Row(title: "Paste", isEnabled: false, target: .action([0]))])
    }

    @Test("iOS 17.4 opens the menu itself; before it, the sheet")
    func opening() {
        #expect(MenuSheet.opening(canPerformPrimaryAction: true) == .performPrimaryAction)
        #expect(MenuSheet.opening(canPerformPrimaryAction: false) == .actionSheet)
    }
}
