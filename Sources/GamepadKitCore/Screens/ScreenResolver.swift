/// Decides which view controller is the screen the user sees, what surrounds it (something to
/// dismiss, a stack to pop, tabs), and whether GamepadKit is turned off for it.
///
/// The rules, applied from the window's root controller:
/// 1. A presented controller covers its presenter: follow the presented chain to the topmost.
/// 2. Inside the topmost presentation, containers lead to the child on screen: a navigation
///    controller to its top, a tab bar controller to its selected tab, a page controller to its
///    current page. Any other controller (plain, split, alert) is the screen itself, children
///    included.
/// 3. Pop is possible when the nearest navigation controller around the screen (inside the
///    topmost presentation) holds more than one controller. Dismissal (see `Dismissal`) concerns
///    the topmost presented controller: an alert runs its first cancel action, and is refused
///    without one; any other controller is refused when it, or a controller inside it on the
///    way to the screen, does not allow dismissal; otherwise it is dismissed as a swipe would.
///    `canDismiss` is true when something is presented, except when dismissal is refused and
///    B can pop inside the presentation instead. Tabs
///    come from the nearest tab bar controller inside the topmost presentation, so that a modal
///    over a tab bar does not switch the tabs under it.
/// 4. The screen is disabled when it, or a container around it inside the topmost presentation,
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
            if let presented = current.presented {
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

        var context = ScreenContext(screenID: screen.id)
        // The nearest navigation controller that holds the screen (or a container around it).
        let navigation = level.dropLast().last(where: { $0.kind == .navigation })
        if let navigation {
            context.canPop = navigation.children.count > 1
        }
        let dismissal = topmostPresented.map { Self.dismissal(of: $0, level: level) }
        if let dismissal {
            if case .refused = dismissal {
                context.canDismiss = !context.canPop
            } else {
                context.canDismiss = true
            }
        }
        let tabBar = level.dropLast().last(where: { $0.kind == .tabBar })
        if let tabBar, !tabBar.children.isEmpty {
            context.tabCount = tabBar.children.count
            let index = tabBar.selectedIndex ?? 0
            context.selectedTab = tabBar.children.indices.contains(index) ? index : 0
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
                                navigationID: navigation?.id, tabBarID: tabBar?.id, dismissal: dismissal)
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
        if level.contains(where: { !$0.allowsDismissal }) {
            return .refused(id: presented.id)
        }
        return .controller(id: presented.id)
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
