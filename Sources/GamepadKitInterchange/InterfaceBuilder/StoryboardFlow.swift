/// Where each view controller of a storyboard is shown, read from its segues: inside which
/// navigation controller (and whether as its root or pushed onto it), and inside which tab bar
/// controller. The importer adds the bars UIKit draws around such a controller's view.
///
/// - A navigation controller's `rootViewController` relationship is the root of its stack; a
///   `show` (or legacy `push`) segue from a controller in the stack pushes its destination onto
///   the same stack, with the source as the previous controller. The first path found in
///   document order wins when several lead to one controller. A `show` segue from a controller
///   outside any navigation controller presents its destination modally, without bars.
/// - A tab bar controller's `viewControllers` relationships are its tabs, in order. A controller
///   that is a tab, or is in the stack of a navigation controller that is a tab, shows that tab
///   bar, unless it was pushed with `hidesBottomBarWhenPushed`.
struct StoryboardFlow {
    /// A controller's place in a navigation stack.
    struct NavigationPlacement {
        /// The navigation controller.
        var navigationController: MarkupElement
        /// The controller under this one in the stack; nil for the root.
        var previous: MarkupElement?
        /// The container (tab bar, page or split view controller) in the stack whose navigation
        /// item the bar shows instead of the controller's own: the controller is one of its
        /// children. Nil for a controller that is itself in the stack.
        var itemOwner: MarkupElement? = nil
    }

    /// The tab bar a controller is shown with.
    struct TabPlacement {
        var tabBarController: MarkupElement
        /// The `tabBarItem` of each tab, in tab order (nil for a tab whose controller has none).
        var items: [MarkupElement?]
        /// Which tab the controller belongs to.
        var index: Int
    }

    private(set) var navigation: [String: NavigationPlacement] = [:]
    private(set) var tabs: [String: TabPlacement] = [:]
    /// The controllers shown modally (by a `presentation`/`modal`/`popoverPresentation` segue,
    /// or a `show` segue from outside a navigation stack), with the root of a navigation
    /// controller shown that way: B dismisses them.
    private(set) var presented: Set<String> = []
    /// The controllers shown in a container view of another controller (an `embed` segue), by
    /// id: the container view, whose bounds UIKit gives the embedded controller's view.
    private(set) var embeddedIn: [String: MarkupElement] = [:]
    /// The ids of the controllers some segue of the file shows (of any kind), and of the initial
    /// controller: the others are shown from code.
    private(set) var shownBySegue: Set<String> = []
    /// The document's simulated screen, which sized the controllers' views in the canvas.
    let simulated: SimulatedScreen?

    /// Reads the placements of the controllers of `scenes` (the `<scenes>` element).
    /// `referencedTabItem` gives the tab bar item of a storyboard reference
    /// (`viewControllerPlaceholder`) that is a tab and has none of its own; `simulated` is the
    /// document's simulated screen; `initialController` the id of the document's initial controller.
    init(scenes: MarkupElement, simulated: SimulatedScreen? = nil, initialController: String? = nil,
         referencedTabItem: (MarkupElement) -> MarkupElement? = { _ in nil }) {
        self.simulated = simulated
        var controllers: [String: MarkupElement] = [:]
        var order: [MarkupElement] = []
        for scene in scenes.children("scene") {
            for controller in scene.child("objects")?.children ?? [] where controller.name != "placeholder" {
                guard let id = controller["id"], controllers[id] == nil else { continue }
                controllers[id] = controller
                order.append(controller)
            }
        }

        // What segues show, and which container view embeds which controller.
        if let initialController { shownBySegue.insert(initialController) }
        for controller in order {
            var pending = controller.children
            while let element = pending.popLast() {
                pending += element.children
                if element.name == "segue", let id = element["destination"] { shownBySegue.insert(id) }
                guard element.name == "containerView" else { continue }
                for segue in element.child("connections")?.children("segue") ?? [] where segue["kind"] == "embed" {
                    if let id = segue["destination"], controllers[id] != nil, embeddedIn[id] == nil { embeddedIn[id] = element }
                }
            }
        }

        // Navigation stacks: every root first, then pushes breadth first. The stack the app
        // starts in (the initial controller's) comes first, so a screen pushed as deep from
        // it as from another stack is placed in it, as Interface Builder draws it.
        var queue: [MarkupElement] = []
        let stacks = order.filter { $0.name == "navigationController" }
        let startStack = stacks.filter { $0["id"] != nil && $0["id"] == initialController }
        for navigationController in startStack + stacks.filter({ $0["id"] == nil || $0["id"] != initialController }) {
            for segue in Self.segues(in: navigationController) where segue["kind"] == "relationship" && segue["relationship"] == "rootViewController" {
                guard let id = segue["destination"], let root = controllers[id], navigation[id] == nil else { continue }
                navigation[id] = NavigationPlacement(navigationController: navigationController, previous: nil)
                queue.append(root)
            }
        }
        // The children of a container in a stack share its place: the bar shows the
        // container's navigation item on each child's screen (`ContainerChildren`).
        func placeChildren(of container: MarkupElement) {
            guard Self.isContainer(container), container.name != "navigationController",
                  let containerID = container["id"], let placement = navigation[containerID] else { return }
            for child in ContainerChildren.children(of: container, controllers: controllers)
            where child.name != "navigationController" && child["id"].map({ navigation[$0] == nil }) == true {
                guard let childID = child["id"] else { continue }
                navigation[childID] = NavigationPlacement(navigationController: placement.navigationController,
                                                          previous: placement.previous, itemOwner: container)
                queue.append(child)
            }
        }
        for root in queue { placeChildren(of: root) }
        var next = 0
        while next < queue.count {
            let source = queue[next]
            next += 1
            guard let sourceID = source["id"], let placement = navigation[sourceID] else { continue }
            for segue in Self.segues(in: source) where segue["kind"] == "show" || segue["kind"] == "push" {
                guard let id = segue["destination"], let destination = controllers[id], navigation[id] == nil,
                      Self.isPushable(destination) else { continue }
                // Pushed from a container's child, the controller under it in the stack is the container.
                navigation[id] = NavigationPlacement(navigationController: placement.navigationController, previous: placement.itemOwner ?? source)
                queue.append(destination)
                // A pushed tab bar or page view controller: its children show its navigation item
                // and its back button.
                placeChildren(of: destination)
            }
        }

        // Modal presentations.
        let modalKinds: Set<String> = ["presentation", "modal", "popoverPresentation", "popover"]
        for source in order {
            let sourceInStack = source["id"].map { navigation[$0] != nil } ?? false
            for segue in Self.segues(in: source) {
                guard let kind = segue["kind"], let id = segue["destination"], let destination = controllers[id] else { continue }
                guard modalKinds.contains(kind) || ((kind == "show" || kind == "push") && !sourceInStack && source.name != "navigationController") else { continue }
                presented.insert(id)
                if destination.name == "navigationController" {
                    for (stackedID, stacked) in navigation where stacked.navigationController["id"] == id && stacked.previous == nil {
                        presented.insert(stackedID)
                    }
                }
            }
        }

        // Tab bars.
        for tabBarController in order where tabBarController.name == "tabBarController" {
            let children = Self.segues(in: tabBarController)
                .filter { $0["kind"] == "relationship" && $0["relationship"] == "viewControllers" }
                .compactMap { $0["destination"].flatMap { controllers[$0] } }
            let items = children.map { child in
                child.child("tabBarItem", key: "tabBarItem")
                    ?? (child.name == "viewControllerPlaceholder" ? referencedTabItem(child) : nil)
            }
            for (index, tab) in children.enumerated() {
                let placement = TabPlacement(tabBarController: tabBarController, items: items, index: index)
                // A split view (or page view) controller that is a tab keeps the tab bar on the
                // screens of its children.
                let shown = tab.name == "splitViewController" || tab.name == "pageViewController"
                    ? [tab] + ContainerChildren.children(of: tab, controllers: controllers) : [tab]
                for child in shown {
                    guard let childID = child["id"] else { continue }
                    let stack = child.name == "navigationController"
                        ? navigation.filter { $0.value.navigationController["id"] == childID } : [:]
                    if !stack.isEmpty {
                        for (id, stacked) in stack where tabs[id] == nil {
                            let hidesBar = stacked.previous != nil && controllers[id]?["hidesBottomBarWhenPushed"] == "YES"
                            if !hidesBar { tabs[id] = placement }
                        }
                    } else if tabs[childID] == nil {
                        // A content controller, or a navigation controller whose root is set
                        // from code (no controller of the file in its stack): the tab itself.
                        tabs[childID] = placement
                    }
                }
            }
        }
    }

    /// The tab bar item of the controller a storyboard reference (`placeholder`, a
    /// `viewControllerPlaceholder`) stands for, in `document` (the referenced storyboard): the
    /// controller with its `referencedIdentifier`, else the storyboard's initial controller; a
    /// navigation controller without an item of its own lends its root's.
    static func tabItem(referencedBy placeholder: MarkupElement, in document: MarkupElement) -> MarkupElement? {
        var controllers: [String: MarkupElement] = [:]
        var byIdentifier: [String: MarkupElement] = [:]
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for controller in scene.child("objects")?.children ?? [] where controller.name != "placeholder" {
                if let id = controller["id"] { controllers[id] = controller }
                if let identifier = controller["storyboardIdentifier"] { byIdentifier[identifier] = controller }
            }
        }
        let target = placeholder["referencedIdentifier"].flatMap { byIdentifier[$0] }
            ?? document["initialViewController"].flatMap { controllers[$0] }
        guard let target else { return nil }
        if let item = target.child("tabBarItem", key: "tabBarItem") { return item }
        guard target.name == "navigationController" else { return nil }
        let root = segues(in: target).first { $0["kind"] == "relationship" && $0["relationship"] == "rootViewController" }
        return root?["destination"].flatMap { controllers[$0] }?.child("tabBarItem", key: "tabBarItem")
    }

    /// True when the controller with `id` is shown inside a modal presentation: it is presented,
    /// or it lives in a navigation stack or a tab bar controller that is (a controller pushed
    /// onto a presented navigation controller, a tab of a presented tab bar controller). A
    /// presentation shown as a sheet holds all of them at the sheet's size.
    func isInPresentation(_ id: String) -> Bool {
        var seen: Set<String> = []
        var pending = [id]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if presented.contains(next) { return true }
            if let container = navigation[next]?.navigationController["id"] { pending.append(container) }
            if let container = tabs[next]?.tabBarController["id"] { pending.append(container) }
        }
        return false
    }

    /// True for controllers that only hold other controllers (they cannot be pushed).
    static func isContainer(_ controller: MarkupElement) -> Bool {
        ["navigationController", "tabBarController", "splitViewController", "pageViewController"].contains(controller.name)
    }

    /// True when UIKit lets `controller` be pushed onto a navigation stack: any controller but a
    /// navigation or split view controller (UIKit refuses both). A pushed tab bar or page view
    /// controller shows its own navigation item, with a back button, over its children.
    static func isPushable(_ controller: MarkupElement) -> Bool {
        controller.name != "navigationController" && controller.name != "splitViewController"
    }

    /// The title a controller shows in a navigation bar: its navigation item's title, else its
    /// own `title`.
    static func title(of controller: MarkupElement) -> String? {
        let title = controller.child("navigationItem", key: "navigationItem")?["title"] ?? controller["title"]
        return title?.isEmpty == false ? title : nil
    }

    /// Every `<segue>` inside `controller` (on the controller, its views, cells, bar items), in
    /// document order.
    static func segues(in controller: MarkupElement) -> [MarkupElement] {
        var found: [MarkupElement] = []
        var stack = Array(controller.children.reversed())
        while let element = stack.popLast() {
            if element.name == "segue" { found.append(element) }
            stack += element.children.reversed()
        }
        return found
    }
}
