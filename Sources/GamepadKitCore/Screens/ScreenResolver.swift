/// Decides which view controller is the screen the user sees, what surrounds it (something to
/// dismiss, a stack to pop, tabs), and whether GamepadKit is turned off for it.
///
/// The rules, applied from the window's root controller:
/// 1. A presented controller covers its presenter: follow the presented chain to the topmost.
///    An active search controller with no results shown covers nothing and is not followed
///    (`ModalScope.coversPresenter(_:)`).
/// 2. Inside the topmost presentation, containers lead to the child on screen
///    (`ControllerNode.childOnScreen`): a navigation controller to its top, a tab bar controller
///    to its selected tab (the More list included), a page controller to its current page, a
///    collapsed split view to its shown column, a custom container to the child that fills it.
///    Any other controller (an expanded split, an alert, a plain one) is the screen itself,
///    children included.
/// 3. B goes back as the shown back button would (`BackNavigation`): through the nearest
///    navigation controller around the screen inside the topmost presentation whose bar shows
///    a back button (not hidden, not `hidesBackButton`, not replaced by a left item); on an
///    expanded split view, through its columns, the detail first. Going back inside a
///    presentation comes before dismissing it. Dismissal (see `Dismissal`) concerns the topmost
///    presented controller: an alert runs its cancel action, and is refused without one; a
///    presentation no gesture can dismiss (full screen, current context, custom) is kept for
///    the app's own buttons; any other controller is refused when it, or a controller inside it
///    on the way to the screen, is modal in presentation; otherwise it is dismissed as a swipe
///    would (its delegate is asked then, on the press, not here). Tabs come from the nearest tab
///    bar controller inside the topmost presentation, so that a modal over a tab bar does not
///    switch the tabs under it, and count the More tab as one (`TabPositions`).
/// 4. The topmost presented controller's view traps focus, except an active search
///    controller's, whose results controller's view does when it is shown (`ModalScope`).
/// 5. The screen is disabled when it, or a container around it inside the topmost presentation,
///    is named in `excludedScreens` or adopts the opt-out marker.
public struct ScreenResolver: Hashable, Sendable {
    /// Class names GamepadKit leaves alone (`excludedScreens` of the configuration).
    public var excludedScreens: Set<String>

    /// A resolver that disables the screens named in `excludedScreens` (see
    /// `classNameMatches(_:entry:)` for how names compare).
    public init(excludedScreens: Set<String> = []) {
        self.excludedScreens = excludedScreens
    }

    /// The visible screen under `root` (the window's root view controller).
    public func resolve(_ root: ControllerNode) -> ScreenResolution {
        var path: [ControllerNode] = [root]
        var levelStart = 0          // index in `path` where the topmost presentation begins
        var topmostPresented: ControllerNode?
        var current = root
        // Each step moves to a presented controller or into a container's child; the depth of a
        // real hierarchy is small, the bound only guards against a malformed tree.
        var steps = 0
        while steps < 10_000 {
            steps += 1
            if let presented = current.presented, ModalScope.coversPresenter(presented) {
                current = presented
                path.append(presented)
                levelStart = path.count - 1
                topmostPresented = presented
                continue
            }
            if let child = current.childOnScreen {
                current = child
                path.append(child)
                continue
            }
            break
        }
        let level = Array(path[levelStart...])
        let screen = current
        // A custom container whose main child does not fill it (a mini-player below a tab bar
        // controller) is the screen, but B and L1/R1 act through that child as a finger would.
        let reach = level + Self.mainChildChain(of: screen)

        var context = ScreenContext(screenID: Self.screenID(of: screen))
        let back = Self.backNavigation(level: reach, screen: reach.last ?? screen)
        context.canPop = back != nil
        let dismissal = topmostPresented.map { Self.dismissal(of: $0, level: level) }
        switch dismissal {
        case .controller?, .alertAction?, .refused?:
            // Going back inside the presentation comes first, as its shown back button would.
            context.canDismiss = back == nil
        case .keptByApp?, nil:
            context.canDismiss = false
        }
        let tabBar = reach.dropLast().last(where: { $0.kind == .tabBar && !$0.isTabBarHidden })
        var tabs: TabPositions?
        if let tabBar, !tabBar.children.isEmpty {
            let positions = TabPositions(tabBar: tabBar)
            tabs = positions
            context.tabCount = positions.count
            context.selectedTab = positions.position(ofSelectedIndex: tabBar.selectedIndex)
        }

        if let pages = reach.dropLast().last(where: { $0.kind == .page }) {
            context.turnsPages = true
            context.pageScrollViewID = pages.pageScrollViewID
        }

        var reason: String?
        for node in level.reversed() {
            if node.isOptedOut {
                reason = "\(node.className) adopts GamepadKitExcluded"
                break
            }
            if let entry = excludedScreens.first(where: { Self.classNameMatches(node.className, entry: $0) }) {
                reason = "\(node.className) is listed in excludedScreens as \"\(entry)\""
                break
            }
        }
        return ScreenResolution(screen: screen, path: path, topmostPresented: topmostPresented,
                                context: context, isDisabled: reason != nil, disabledReason: reason,
                                navigationID: back?.navigationID, tabBarID: tabs == nil ? nil : tabBar?.id,
                                dismissal: dismissal, backNavigation: back, tabPositions: tabs)
    }

    /// What B does to the topmost presented controller `presented`; `level` runs from it to
    /// the screen.
    private static func dismissal(of presented: ControllerNode, level: [ControllerNode]) -> Dismissal {
        if presented.kind == .alert {
            guard let cancel = presented.alertActionStyles.firstIndex(of: .cancel) else {
                return .refused(id: presented.id)
            }
            return .alertAction(alertID: presented.id, index: cancel)
        }
        if !presented.presentationStyle.isDismissibleByGesture {
            return .keptByApp(id: presented.id)
        }
        if level.contains(where: { !$0.allowsDismissal }) {
            return .refused(id: presented.id)
        }
        return .controller(id: presented.id)
    }

    /// How B goes back on `screen`: through the nearest navigation controller around it inside
    /// the topmost presentation whose bar shows a back button (an outer one when the inner bar
    /// shows none). On an expanded split view, which is the screen itself, through its columns,
    /// the last (the detail) first.
    private static func backNavigation(level: [ControllerNode], screen: ControllerNode) -> BackNavigation? {
        var containers = Array(level.dropLast())
        if screen.kind == .split, !screen.isCollapsed {
            for column in screen.children.reversed() {
                if let back = backNavigation(level: onScreenChain(from: column), screen: column) {
                    return back
                }
            }
            return nil
        }
        containers.reverse()
        for node in containers where node.kind == .navigation {
            if let back = BackNavigation.of(navigationID: node.id, stackCount: node.children.count, bar: node.navigationBar) {
                return back
            }
        }
        return nil
    }

    /// The main child of a custom container that no child fills (`ContainerChild.mainChild(of:)`)
    /// and the children on screen below it; empty otherwise.
    private static func mainChildChain(of screen: ControllerNode) -> [ControllerNode] {
        guard screen.kind == .plain, let index = ContainerChild.mainChild(of: screen) else { return [] }
        return onScreenChain(from: screen.children[index])
    }

    /// `node` and the children on screen below it, down to the controller that is the screen of
    /// that column (presentations are not followed: they are resolved from the window's root).
    private static func onScreenChain(from node: ControllerNode) -> [ControllerNode] {
        var chain = [node]
        var current = node
        while chain.count < 10_000, let child = current.childOnScreen {
            chain.append(child)
            current = child
        }
        return chain
    }

    /// The screen's identity for focus memory: its own id, or for an expanded split view the
    /// split's id with the screen of each column, so that a new detail is a new screen.
    private static func screenID(of screen: ControllerNode) -> String {
        guard screen.kind == .split, !screen.isCollapsed, !screen.children.isEmpty else { return screen.id }
        let columns = screen.children.map { onScreenChain(from: $0).last?.id ?? $0.id }
        return ([screen.id] + columns).joined(separator: "|")
    }

    /// True when an `excludedScreens` entry names the class: the same string, or the same class
    /// name when one side carries a module prefix (`"Shop.CheckoutViewController"`) and the
    /// other does not (`"CheckoutViewController"`). Two different module prefixes never match.
    public static func classNameMatches(_ className: String, entry: String) -> Bool {
        let name = className.trimmingWhitespace, wanted = entry.trimmingWhitespace
        guard !name.isEmpty, !wanted.isEmpty else { return false }
        if name == wanted { return true }
        let nameIsQualified = name.contains("."), wantedIsQualified = wanted.contains(".")
        if nameIsQualified && !wantedIsQualified { return name.lastComponent == wanted }
        if wantedIsQualified && !nameIsQualified { return wanted.lastComponent == name }
        return false
    }
}

extension String {
    /// The part after the last dot (`"Module.Class"` → `"Class"`).
    fileprivate var lastComponent: Substring {
        split(separator: ".", omittingEmptySubsequences: false).last ?? Substring(self)
    }

    fileprivate var trimmingWhitespace: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
