import GamepadKitCore

/// The bars of a screen and their items: the navigation bar, toolbar and tab bar UIKit adds
/// around a storyboard controller's view (see ``StoryboardFlow``), and the items of bars placed
/// in a view hierarchy (`navigationBar`, `toolbar`, `tabBar` elements). Items have no frames in
/// these files; ``BarLayout`` places them.
extension InterfaceBuilderReader {
    /// The bars UIKit draws around `controller`'s view on a screen of `screen`, in window
    /// coordinates: its navigation bar (with the back button when the controller is not the
    /// root of its stack), its navigation controller's toolbar (when `toolbarHidden="NO"` or the
    /// controller has toolbar items: Interface Builder only edits them on a shown toolbar), and
    /// its tab bar. A controller no segue places in a navigation controller still gets a
    /// navigation bar and toolbar when it has bar button items or toolbar items (it is pushed
    /// from code).
    ///
    /// `inSheet`: the controller is shown in a presented sheet, whose navigation bar UIKit makes
    /// taller (``BarLayout/sheetNavigationBarHeight``).
    func systemBars(of controller: MarkupElement, flow: StoryboardFlow, screen: LayoutSize, statusBar: Double, inSheet: Bool = false) throws -> [ViewNode] {
        guard let id = controller["id"] else { return [] }
        let homeIndicator = BarLayout.homeIndicatorHeight(screen: screen)
        var bars: [ViewNode] = []
        var tabBar: ViewNode?
        if let tab = flow.tabs[id] {
            var items: [BarItem] = []
            for (index, element) in tab.items.enumerated() {
                if let element {
                    items.append(try barItem(element, kind: .tabBarItem, depth: 1))
                } else {
                    items.append(BarItem(id: "\(tab.tabBarController["id"] ?? "tabBar").tab\(index)", kind: .tabBarItem, label: "Item"))
                }
            }
            let height = BarLayout.tabBarHeight + homeIndicator
            var bar = ViewNode(id: tab.tabBarController.child("tabBar", key: "tabBar")?["id"] ?? "\(tab.tabBarController["id"] ?? id).tabBar",
                               kind: .tabBar, frame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height))
            bar.children = BarLayout.tabItems(items, width: screen.width, rowHeight: BarLayout.tabBarHeight)
            tabBar = bar
        }
        if let placement = navigationPlacement(of: controller, flow: flow) {
            let navigationController = placement.navigationController
            if SimulatedBars.showsNavigationBar(over: controller, in: navigationController,
                                                screenHeight: flow.simulated?.screenSize(of: controller)?.height,
                                                barBottom: flow.simulated?.canvasNavigationBarBottom(of: controller)) {
                bars.append(try navigationBar(of: controller, placement: placement, screenWidth: screen.width, top: statusBar, inSheet: inSheet))
            }
            let toolbarItems = controller.child("toolbarItems")?.children("barButtonItem") ?? []
            if navigationController["toolbarHidden"] == "NO" || !toolbarItems.isEmpty {
                let items = try toolbarItems.map { try barItem($0, kind: .barButton, depth: 1) }
                let bottom = tabBar?.frame.minY ?? screen.height - homeIndicator
                let extra = tabBar == nil ? homeIndicator : 0
                var bar = ViewNode(id: navigationController.child("toolbar", key: "toolbar")?["id"] ?? "\(navigationController["id"] ?? id).toolbar",
                                   kind: .toolbar, frame: Rect(x: 0, y: bottom - BarLayout.toolbarHeight, width: screen.width, height: BarLayout.toolbarHeight + extra))
                bar.children = BarLayout.toolbarItems(items, width: screen.width, rowHeight: BarLayout.toolbarHeight)
                bars.append(bar)
            }
        }
        if let tabBar { bars.append(tabBar) }
        return bars
    }

    /// Where `controller` sits in a navigation controller's stack, if it is shown in one: from
    /// the segues, else presumed from its bar button or toolbar items, or from those of the tab
    /// bar controller it is a tab of (a tab bar controller pushed from code or from another
    /// storyboard, whose navigation item shows on its tabs).
    func navigationPlacement(of controller: MarkupElement, flow: StoryboardFlow) -> StoryboardFlow.NavigationPlacement? {
        guard let id = controller["id"] else { return nil }
        if let placement = flow.navigation[id] ?? presumedPlacement(of: controller) { return placement }
        guard let tabBarController = flow.tabs[id]?.tabBarController, let containerID = tabBarController["id"],
              flow.navigation[containerID] == nil, SimulatedBars.hasBarButtonItems(tabBarController),
              var presumed = presumedPlacement(of: tabBarController) else { return nil }
        presumed.itemOwner = tabBarController
        return presumed
    }

    /// True when UIKit shows a navigation bar over `controller`'s view.
    func showsNavigationBar(_ controller: MarkupElement, flow: StoryboardFlow) -> Bool {
        guard let placement = navigationPlacement(of: controller, flow: flow) else { return false }
        return SimulatedBars.showsNavigationBar(over: controller, in: placement.navigationController,
                                                screenHeight: flow.simulated?.screenSize(of: controller)?.height,
                                                barBottom: flow.simulated?.canvasNavigationBarBottom(of: controller))
    }

    /// Adjusts the scroll views, tables and collections that reach under the bars, as UIKit's
    /// automatic content inset adjustment does: a view whose top edge lies above the navigation
    /// bar's bottom edge (else the status bar's, `statusBar`) gets that difference as its top
    /// inset and starts scrolled by it, so its content starts below the bar; a view whose bottom
    /// edge lies below the top of the toolbar or tab bar gets the difference as its bottom inset.
    /// Content under a bar is then out of view, as on iOS: it needs a scroll to be seen. A content
    /// offset stored in the file is kept, and views inside scrolling content are left alone.
    func insetContent(of scene: inout LayoutScene, under bars: [ViewNode], statusBar: Double) {
        let top = bars.first { $0.kind == .navigationBar }?.frame.maxY ?? statusBar
        let bottom = bars.filter { $0.kind == .toolbar || $0.kind == .tabBar }.map(\.frame.minY).min()
        scene.root.children = scene.root.children.map { Self.inset($0, parentMinY: 0, top: top, bottom: bottom) }
    }

    private static func inset(_ node: ViewNode, parentMinY: Double, top: Double, bottom: Double?) -> ViewNode {
        var node = node
        let minY = parentMinY + node.frame.minY
        if node.kind.scrollsContent {
            guard node.kind != .textView else { return node }
            if minY < top {
                node.contentInset.top = max(node.contentInset.top, top - minY)
                if node.contentOffset == .zero { node.contentOffset.y = minY - top }
            }
            if let bottom, minY + node.frame.height > bottom {
                node.contentInset.bottom = max(node.contentInset.bottom, minY + node.frame.height - bottom)
            }
            return node
        }
        node.children = node.children.map { inset($0, parentMinY: minY, top: top, bottom: bottom) }
        return node
    }

    /// The place of a controller no segue puts in a navigation controller but whose navigation
    /// item has bar button items or a title view holding controls (a search field), or who has
    /// toolbar items: it is pushed from code, so it is shown with a navigation bar (as a root: no
    /// back button is known) and its toolbar.
    private func presumedPlacement(of controller: MarkupElement) -> StoryboardFlow.NavigationPlacement? {
        let hasBarItems = SimulatedBars.hasBarButtonItems(controller) || SimulatedBars.hasControlsInTitleView(controller)
        let hasToolbarItems = !(controller.child("toolbarItems")?.children("barButtonItem").isEmpty ?? true)
        guard hasBarItems || hasToolbarItems else { return nil }
        let id = controller["id"] ?? "controller@line\(controller.line)"
        let presumed = MarkupElement(name: "navigationController", attributes: ["id": id], line: controller.line)
        return StoryboardFlow.NavigationPlacement(navigationController: presumed, previous: nil)
    }

    /// The navigation bar of `controller` in its navigation controller's stack.
    private func navigationBar(of controller: MarkupElement, placement: StoryboardFlow.NavigationPlacement,
                               screenWidth: Double, top: Double, inSheet: Bool) throws -> ViewNode {
        let navigationController = placement.navigationController
        let barElement = navigationController.child("navigationBar", key: "navigationBar")
        let barID = barElement?["id"] ?? "\(navigationController["id"] ?? "navigation").navigationBar"
        // A child of a container in the stack shows the container's navigation item.
        let item = (placement.itemOwner ?? controller).child("navigationItem", key: "navigationItem")
        let large = barElement?["largeTitles"] == "YES" && item?["largeTitleDisplayMode"] != "never"
        let height = (inSheet ? BarLayout.sheetNavigationBarHeight : BarLayout.navigationBarHeight) + (large ? BarLayout.largeTitleHeight : 0)
        var bar = ViewNode(id: barID, kind: .navigationBar, frame: Rect(x: 0, y: top, width: screenWidth, height: height))
        let back = placement.previous.map { backButton(barID: barID, previousItem: $0.child("navigationItem", key: "navigationItem"), previous: $0) }
        bar.children = try navigationItems(item, back: back, width: screenWidth, depth: 1)
        return bar
    }

    /// The back button showing the way back to `previous` (whose navigation item is
    /// `previousItem`): titled by the item's `backButtonTitle`, its back bar button item's title,
    /// its title, the controller's title, else "Back". A title of spaces (the usual way to show
    /// the chevron alone) draws the chevron only, and the button is named "Back", as VoiceOver
    /// names it.
    private func backButton(barID: String, previousItem: MarkupElement?, previous: MarkupElement?) -> BarItem {
        let backItem = previousItem?.child("barButtonItem", key: "backBarButtonItem")
        let titles = [previousItem?["backButtonTitle"], backItem?["title"], previousItem?["title"], previous?["title"]]
        let title = titles.compactMap { $0 }.first { !$0.isEmpty } ?? "Back"
        let id = backItem.flatMap { $0.child("accessibility")?["identifier"] } ?? "\(barID).back"
        let chevronOnly = title.allSatisfy(\.isWhitespace)
        return BarItem(id: id, kind: .backButton, label: chevronOnly ? "Back" : title, showsImage: chevronOnly)
    }

    /// The items of navigation item `item` in a bar `width` wide: the back button (unless the
    /// item hides it, or has left items and does not set `leftItemsSupplementBackButton`), the
    /// left items, the right items.
    private func navigationItems(_ item: MarkupElement?, back: BarItem?, width: Double, depth: Int) throws -> [ViewNode] {
        guard let item else { return BarLayout.navigationItems(leading: back.map { [$0] } ?? [], trailing: [], width: width, rowHeight: BarLayout.navigationBarHeight) }
        let left = try sideItems(of: item, single: "leftBarButtonItem", several: "leftBarButtonItems", depth: depth)
        let right = try sideItems(of: item, single: "rightBarButtonItem", several: "rightBarButtonItems", depth: depth)
        var leading = left
        if let back, item["hidesBackButton"] != "YES", left.isEmpty || item["leftItemsSupplementBackButton"] == "YES" {
            leading.insert(back, at: 0)
        }
        var nodes = BarLayout.navigationItems(leading: leading, trailing: right, width: width, rowHeight: BarLayout.navigationBarHeight)
        if let title = try titleView(of: item, between: nodes, width: width, depth: depth) { nodes.append(title) }
        return nodes
    }

    /// The navigation item's title view (`<… key="titleView">`: a segmented control, a search
    /// bar, a button, a view holding controls), centred in the bar's row at its own size, and
    /// narrowed to the room the bar items leave. A title view narrowed or lowered so has its
    /// subviews laid out again at its new size from their constraints and autoresizing masks,
    /// as UIKit lays them out once the bar sizes it: a search field pinned to both sides of a
    /// 290-pt title view ends where the narrowed title view ends, before the trailing item,
    /// not over it. Nil when the item has none.
    private func titleView(of item: MarkupElement, between items: [ViewNode], width: Double, depth: Int) throws -> ViewNode? {
        guard let element = item.children.first(where: { $0["key"] == "titleView" && isView($0) }) else { return nil }
        let row = BarLayout.navigationBarHeight
        let rowSize = LayoutSize(width: width, height: row)
        var node = try view(element, parentSize: rowSize, depth: depth + 1)
        let leadingEnd = items.filter { $0.frame.midX < width / 2 }.map(\.frame.maxX).max() ?? 0
        let trailingStart = items.filter { $0.frame.midX >= width / 2 }.map(\.frame.minX).min() ?? width
        let room = max(0, trailingStart - leadingEnd - 2 * BarLayout.spacing)
        let size = LayoutSize(width: min(node.frame.width > 0 ? node.frame.width : room, room),
                              height: min(node.frame.height > 0 ? node.frame.height : row, row))
        if size.width < node.frame.width - 0.5 || size.height < node.frame.height - 0.5 {
            node = try titleViewContent(element, at: size, parentSize: rowSize, depth: depth + 1) ?? node
        }
        let centred = (width - size.width) / 2
        let x = min(max(centred, leadingEnd + BarLayout.spacing), max(leadingEnd + BarLayout.spacing, trailingStart - BarLayout.spacing - size.width))
        node.frame = Rect(x: x, y: (row - size.height) / 2, width: size.width, height: size.height)
        return node
    }

    /// Title view `element` built with its subviews laid out at `size`: the title view as the
    /// root of its own constraint layout (``ConstraintSceneLayout``: no safe area, and the 8-pt
    /// layout margins of any view). Nil when the title view has no subviews.
    private func titleViewContent(_ element: MarkupElement, at size: LayoutSize, parentSize: LayoutSize, depth: Int) throws -> ViewNode? {
        guard element.child("subviews")?.children.isEmpty == false else { return nil }
        let screen = ConstraintSceneLayout.Screen(size: size, safeArea: LayoutInsets(), topGuide: 0, bottomGuide: 0,
                                                  rightToLeft: layoutOptions.rightToLeft, reportsMisplaced: false,
                                                  rootMargins: LayoutInsets(top: 8, left: 8, bottom: 8, right: 8))
        let result = ConstraintSceneLayout.solve(root: element, controller: nil, screen: screen, reader: self, imageSizes: imageSizes)
        var solving = self
        for (id, solved) in result.frames where id != element["id"] { solving.solvedFrames[id] = solved }
        return try solving.view(element, parentSize: parentSize, depth: depth)
    }

    /// Bar button items kept among a scene's (or a xib's) top objects, in no bar: the app puts
    /// them in its navigation bar or toolbar from code (outlets to an add, a trash and a done
    /// item it swaps as the screen's mode changes), as it does the items of a navigation item
    /// kept there. The file does not say which bar: they are laid out as one toolbar of their
    /// own, a panel as wide as `width` (wider when they need it), so that each is mapped and
    /// linted as the stop it is once installed. Spaces kept so are no items. Nil when there
    /// are none.
    func looseBarItemsScene(among objects: [MarkupElement], named name: String, width: Double) throws -> LayoutScene? {
        var items: [BarItem] = []
        for element in objects {
            if element.name == "barButtonItem" {
                items.append(try barItem(element, kind: .barButton, depth: 1))
            } else if element.name == "navigationItem" {
                items += try sideItems(of: element, single: "leftBarButtonItem", several: "leftBarButtonItems", depth: 1)
                items += try sideItems(of: element, single: "rightBarButtonItem", several: "rightBarButtonItems", depth: 1)
            }
        }
        items.removeAll { $0.space != .none }
        guard !items.isEmpty else { return nil }
        let needed = 2 * BarLayout.margin + items.map(\.width).reduce(0, +) + Double(items.count - 1) * BarLayout.spacing
        let panelWidth = max(width, needed)
        var bar = ViewNode(id: "\(items[0].id).looseItems", kind: .toolbar,
                           frame: Rect(x: 0, y: 0, width: panelWidth, height: BarLayout.toolbarHeight))
        bar.children = BarLayout.toolbarItems(items, width: panelWidth, rowHeight: BarLayout.toolbarHeight)
        var scene = LayoutScene(name: name, size: bar.frame.size, views: [bar])
        let kept = objects.filter { $0.name == "barButtonItem" || $0.name == "navigationItem" }
        for element in kept { Self.recordLocations(of: element, in: &scene) }
        // The scene is found in the file where its first item is written.
        if let first = kept.first { scene.sceneLocation = LayoutSourceLocation(line: first.line, column: first.column) }
        return scene
    }

    private func sideItems(of item: MarkupElement, single: String, several: String, depth: Int) throws -> [BarItem] {
        if let list = item.child(several) {
            return try list.children("barButtonItem").map { try barItem($0, kind: .barButton, depth: depth) }
        }
        return try item.child("barButtonItem", key: single).map { [try barItem($0, kind: .barButton, depth: depth)] } ?? []
    }

    /// True when `child` of `element` is a bar's `<items>`, read by ``barItems(of:kind:frame:depth:)``
    /// rather than walked for views.
    func isBarItemList(_ child: MarkupElement, of element: MarkupElement) -> Bool {
        child.name == "items" && (InterfaceBuilderDocument.kindsByElement[element.name]?.isBar ?? false)
    }

    /// The items of a bar placed in a view hierarchy, laid out in its `frame`'s bounds. A
    /// navigation bar shows its last navigation item, with a back button to the one before it.
    func barItems(of bar: MarkupElement, kind: ViewKind, frame: Rect, depth: Int) throws -> [ViewNode] {
        let elements = bar.child("items")?.children ?? []
        switch kind {
        case .navigationBar:
            let stack = elements.filter { $0.name == "navigationItem" }
            guard let top = stack.last else { return [] }
            let previous = stack.dropLast().last
            let barID = bar.child("accessibility")?["identifier"] ?? bar["id"] ?? "navigationBar@line\(bar.line)"
            let back = previous.map { backButton(barID: barID, previousItem: $0, previous: nil) }
            return try navigationItems(top, back: back, width: frame.width, depth: depth)
                .map { node in clampedToRow(node, height: frame.height, row: BarLayout.navigationBarHeight) }
        case .toolbar:
            let items = try elements.filter { $0.name == "barButtonItem" }.map { try barItem($0, kind: .barButton, depth: depth) }
            return BarLayout.toolbarItems(items, width: frame.width, rowHeight: min(frame.height, BarLayout.toolbarHeight))
        case .tabBar:
            let items = try elements.filter { $0.name == "tabBarItem" }.map { try barItem($0, kind: .tabBarItem, depth: depth) }
            return BarLayout.tabItems(items, width: frame.width, rowHeight: min(frame.height, BarLayout.tabBarHeight))
        default:
            return []
        }
    }

    /// `node` with its height cut to the bar's when the bar is lower than a row.
    private func clampedToRow(_ node: ViewNode, height: Double, row: Double) -> ViewNode {
        guard height < row, node.frame.height > height else { return node }
        var node = node
        node.frame.size.height = height
        return node
    }

    /// The item `element` (a `barButtonItem` or `tabBarItem`).
    func barItem(_ element: MarkupElement, kind: ViewKind, depth: Int) throws -> BarItem {
        let id = element.child("accessibility")?["identifier"] ?? element["id"] ?? "\(element.name)@line\(element.line)"
        var item = BarItem(id: id, kind: kind, label: nil)
        item.isEnabled = element["enabled"] != "NO"
        let system = element["systemItem"]
        switch system {
        case "flexibleSpace":
            item.space = .flexible
        case "fixedSpace":
            let width = element["width"].flatMap(Double.init) ?? 0
            item.space = .fixed(width.isFinite ? max(0, width) : 0)
        default:
            break
        }
        if let custom = element.children.first(where: { $0["key"] == "customView" && isView($0) }) {
            item.customView = named(try view(custom, parentSize: LayoutSize(width: BarItem.imageWidth, height: BarLayout.navigationBarHeight), depth: depth + 1))
        }
        let accessibilityLabel = element.child("accessibility")?["label"]
        if let title = element["title"], !title.isEmpty {
            // An item with an image shows the image; its title names it.
            item.label = title
            item.showsImage = element["image"] != nil
        } else if let system, kind == .tabBarItem, let title = BarItem.systemTabTitles[system] {
            item.label = title
            item.showsImage = true
        } else if let system, let systemTitle = BarItem.systemTitles[system] {
            item.label = systemTitle.isText ? systemTitle.title : accessibilityLabel ?? systemTitle.title
            item.showsImage = !systemTitle.isText
        } else {
            item.showsImage = true
            item.label = ReadableNames.preferredName(title: nil, readable: accessibilityLabel ?? element["userLabel"], image: element["image"])
        }
        return item
    }
}
