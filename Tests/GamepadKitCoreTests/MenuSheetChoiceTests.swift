import Testing
@testable import GamepadKitCore

@Suite("Choosing from a menu sheet")
struct MenuSheetChoiceTests {
    let sortMenu: [MenuSheet.Element] = [
        .action(title: "Name", attributes: [], isOn: true),
        .menu(title: "", displaysInline: true, children: [
            .action(title: "Date", attributes: [], isOn: false),
            .action(title: "Size", attributes: [], isOn: false),
        ]),
    ]

    @Test("picking Size from a sort pop-up button turns Size on and every other choice off, then runs its handler")
    func popUpMovesSelection() {
        #expect(MenuSheet.choosing([1, 1], in: sortMenu, changesSelection: true)
            == [.select(on: [1, 1], off: [[0], [1, 0]]), .runAction([1, 1])])
    }

    @Test("an ordinary menu button only runs the chosen handler")
    func plainMenuRunsAction() {
        #expect(MenuSheet.choosing([0], in: sortMenu, changesSelection: false) == [.runAction([0])])
    }

    @Test("a menu made only of deferred elements lists nothing, so A does nothing; an app's menu is read after menuActionTriggered")
    func deferredOnly() {
        #expect(MenuSheet.presentation(of: [.unsupported, .unsupported]) == .nothingToList)
        #expect(MenuSheet.presentation(of: sortMenu) == .sheet(MenuSheet.rows(of: sortMenu)))
        #expect(MenuSheet.sendsMenuActionTriggeredFirst)
    }
}
