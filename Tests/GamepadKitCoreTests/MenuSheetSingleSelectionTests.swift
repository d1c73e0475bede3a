import Testing
@testable import GamepadKitCore

@Suite("Choosing from a menu sheet of a .singleSelection menu on an ordinary button")
struct MenuSheetSingleSelectionTests {
    /// A "View" menu button: Sort (a single-selection submenu: Name on, Date, Size) and a
    /// Show Hidden Files action outside it.
    let viewMenu: [MenuSheet.Element] = [
        .menu(title: "Sort", displaysInline: false, singleSelection: true, children: [
            .action(title: "Name", attributes: [], isOn: true),
            .action(title: "Date", attributes: [], isOn: false),
            .action(title: "Size", attributes: [], isOn: false),
        ]),
        .action(title: "Show Hidden Files", attributes: [], isOn: true),
    ]

    @Test("choosing Date from the Sort sheet moves the check mark from Name to Date, leaves Show Hidden Files alone, then runs Date's handler")
    func checkMarkMoves() {
        #expect(MenuSheet.choosing([0, 1], in: viewMenu, changesSelection: false)
            == [.select(on: [0, 1], off: [[0, 0], [0, 2]]), .runAction([0, 1])])
    }

    @Test("an action outside the single-selection menu only runs its handler")
    func outsideRunsOnly() {
        #expect(MenuSheet.choosing([1], in: viewMenu, changesSelection: false) == [.runAction([1])])
    }

    @Test("a button whose own menu is .singleSelection: every action of it, inline sections included, is turned off but the chosen one")
    func rootSingleSelection() {
        let menu: [MenuSheet.Element] = [
            .action(title: "Small", attributes: [], isOn: true),
            .menu(title: "", displaysInline: true, children: [.action(title: "Large", attributes: [], isOn: false)]),
        ]
        #expect(MenuSheet.choosing([1, 0], in: menu, changesSelection: false, rootIsSingleSelection: true)
            == [.select(on: [1, 0], off: [[0]]), .runAction([1, 0])])
    }

    @Test("the nearest single-selection menu around the action decides which others go off")
    func nearestMenu() {
        let menu: [MenuSheet.Element] = [
            .action(title: "Top", attributes: [], isOn: true),
            .menu(title: "Inner", displaysInline: false, singleSelection: true, children: [
                .action(title: "A", attributes: [], isOn: true),
                .action(title: "B", attributes: [], isOn: false),
            ]),
        ]
        #expect(MenuSheet.choosing([1, 1], in: menu, changesSelection: false, rootIsSingleSelection: true)
            == [.select(on: [1, 1], off: [[1, 0]]), .runAction([1, 1])])
    }

    @Test("a path that leads nowhere only runs the action")
    func badPath() {
        #expect(MenuSheet.choosing([7, 3], in: viewMenu, changesSelection: false) == [.runAction([7, 3])])
    }
}
