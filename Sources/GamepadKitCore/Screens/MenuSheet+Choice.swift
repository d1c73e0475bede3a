/// What happens around the menu sheet (`MenuSheet`), as UIKit does it around the menu itself.
extension MenuSheet {
    /// What A does before any row is read: the button's `.menuActionTriggered` targets run
    /// first, as UIKit sends that event "prior to the menu being presented", so an app that
    /// rebuilds `button.menu` there is read after it did.
    public static let sendsMenuActionTriggeredFirst = true

    /// What A shows for a menu whose children are `children`.
    public enum Presentation: Hashable, Sendable {
        /// The sheet of these rows.
        case sheet([Row])
        /// No row can be listed: the menu is empty, hidden, or made only of elements whose
        /// content loads later (`UIDeferredMenuElement`, whose provider is not public). A does
        /// nothing and this is logged once per button class.
        case nothingToList
    }

    /// The sheet for `children`, or `nothingToList`.
    public static func presentation(of children: [Element]) -> Presentation {
        let rows = rows(of: children)
        return rows.isEmpty ? .nothingToList : .sheet(rows)
    }

    /// One step of choosing the action at `path`.
    public enum ChoiceStep: Hashable, Sendable {
        /// A pop-up button (`changesSelectionAsPrimaryAction`) or a menu with
        /// `.singleSelection`: the chosen action becomes `.on`, the actions at `off` (every other
        /// action of the menu, inline sections and submenus included) `.off`, and the button is
        /// given its menu again so that its title and check mark follow, as when the user picks
        /// from the pop-up or the menu.
        case select(on: [Int], off: [[Int]])
        /// Run the action's handler through the button (`UIControl.sendAction(_:)`).
        case runAction([Int])
    }

    /// The steps of choosing the action at `path` of a menu whose children are `children`; the
    /// selection moves before the handler runs, so a handler that reads the button's selected
    /// element finds the chosen one.
    ///
    /// On a button that is no pop-up, the check mark still moves when the action lies in a menu
    /// with `.singleSelection` (`Element.menu`, or `rootIsSingleSelection` for the button's menu
    /// itself): the nearest such menu around the action is the one whose other actions are
    /// turned off. Elsewhere only the handler runs; the app sets the states itself.
    public static func choosing(_ path: [Int], in children: [Element], changesSelection: Bool,
                                rootIsSingleSelection: Bool = false) -> [ChoiceStep] {
        if changesSelection {
            var others: [[Int]] = []
            collectActions(children, path: [], into: &others)
            return [.select(on: path, off: others.filter { $0 != path }), .runAction(path)]
        }
        guard let scope = singleSelectionMenu(around: path, in: children, rootIsSingleSelection: rootIsSingleSelection) else {
            return [.runAction(path)]
        }
        var others: [[Int]] = []
        collectActions(scope.children, path: scope.path, into: &others)
        return [.select(on: path, off: others.filter { $0 != path }), .runAction(path)]
    }

    /// The nearest menu with `.singleSelection` that holds the element at `path` (its path and
    /// children), nil when none does.
    private static func singleSelectionMenu(around path: [Int], in children: [Element],
                                            rootIsSingleSelection: Bool) -> (path: [Int], children: [Element])? {
        var found: (path: [Int], children: [Element])? = rootIsSingleSelection ? ([], children) : nil
        var level = children
        for depth in 0..<max(0, path.count - 1) {
            let index = path[depth]
            guard level.indices.contains(index), case .menu(_, _, let single, let nested) = level[index] else { break }
            if single { found = (Array(path[...depth]), nested) }
            level = nested
        }
        return found
    }

    private static func collectActions(_ children: [Element], path: [Int], into paths: inout [[Int]]) {
        for (index, element) in children.enumerated() {
            switch element {
            case .action: paths.append(path + [index])
            case .menu(_, _, _, let nested): collectActions(nested, path: path + [index], into: &paths)
            case .unsupported: continue
            }
        }
    }
}
