import Foundation
import GamepadKitCore

/// The scenes of an Interface Builder document: each storyboard controller's screen with its
/// bars (and the views kept beside it as panels), each xib's controllers and top views, and the
/// screens of containers without a view of their own.
extension InterfaceBuilderReader {
    func scenes(of document: MarkupElement) throws -> [LayoutScene] {
        if let refusal = InterfaceBuilderPlatform(top: document).refusal {
            throw failure(document.line, refusal)
        }
        guard document.name == "document" else {
            throw failure(document.line, "not an Interface Builder document: the top element is <\(document.name)>, not <document>")
        }
        var entries: [SceneNames.Entry] = []
        var scenes: [LayoutScene] = []
        let simulated = SimulatedScreen(document: document)
        if let storyboardScenes = document.child("scenes") {
            // Each referenced storyboard is read once, however many tabs refer to it, and only its
            // tab items are kept (``ReferencedTabItems``).
            var referenced: [String: ReferencedTabItems?] = [:]
            let flow = StoryboardFlow(scenes: storyboardScenes, simulated: simulated,
                                      initialController: document["initialViewController"]) { placeholder in
                guard let name = placeholder["storyboardName"] else { return nil }
                if referenced[name] == nil { referenced[name] = .some(referencedDocument(named: name).map(ReferencedTabItems.init(document:))) }
                guard let items = referenced[name] ?? nil else { return nil }
                return items.tabItem(referencedBy: placeholder)
            }
            for sceneElement in storyboardScenes.children("scene") {
                guard let objects = sceneElement.child("objects") else { continue }
                for controller in objects.children where controller.name != "placeholder" && !isView(controller) {
                    guard let rootView = controller.children.first(where: { $0.attributes["key"] == "view" && isView($0) }) else {
                        // A controller that makes its view in code: the bars over it, if they
                        // hold anything to press.
                        guard let found = try viewlessContentScene(controller, flow: flow, simulated: simulated) else { continue }
                        scenes.append(found.scene)
                        entries.append(found.entry)
                        break
                    }
                    let name = SceneNames.name(of: controller, fallback: controller["id"] ?? "scene \(scenes.count + 1)")
                    let keepsTop = showsNavigationBar(controller, flow: flow)
                    let presentedShort = try presentedAsSheet(controller, rootView: rootView, flow: flow, screen: simulated.screenSize(of: controller))
                    var scene = try makeScene(named: name, rootView: rootView, keepsTop: keepsTop,
                                              screen: simulated.screenSize(of: controller), inSheet: presentedShort)
                    let isTab = controller["id"].map { flow.tabs[$0] != nil } == true
                    // A child controller's view is no screen: embedded, it takes its container's
                    // size; shown from code at a freeform size, it keeps the size it is drawn at.
                    let childSize = try controller["id"].flatMap { flow.embeddedIn[$0] }.flatMap { try embeddedViewSize(of: rootView, in: $0, simulated: simulated) }
                        ?? codeChildSize(of: controller, rootView: rootView, flow: flow, simulated: simulated)
                        ?? widgetSize(of: rootView)
                    if let childSize, !scene.root.children.isEmpty { scene.root.children[0].frame = Rect(origin: .zero, size: childSize) }
                    let screen = childSize ?? layoutOptions.device?.size ?? simulated.screenSize(of: controller)
                        ?? (isTab && simulated.deviceSize == nil && !simulated.isFreeform(controller) ? screenAboveTabBar(rootView) : nil)
                    fitToScreen(&scene, screen: screen)
                    // A child's view lies inside what holds it, below the status bar.
                    let statusBar = childSize != nil ? 0 : simulated.statusBarHeight(of: controller, screen: scene.bounds.size, inBars: keepsTop || isTab,
                                                                                           presentedShort: presentedShort, deviceTop: layoutOptions.device?.safeArea.top,
                                                                                           drawnSize: try frame(of: rootView)?.size)
                    let bars = try systemBars(of: controller, flow: flow, screen: scene.bounds.size, statusBar: statusBar, inSheet: presentedShort)
                    // Below an opaque bar the view starts under it, so its top layout guide and
                    // safe area start at its own top: the constraints are solved for that view.
                    pushBelowOpaqueBar(&scene, controller: controller, flow: flow, bars: bars)
                    let barShownInCode = SimulatedBars.navigationBarShownInCode(over: controller, placement: navigationPlacement(of: controller, flow: flow))
                    // So does an opaque bar the app shows from code over a view drawn from the
                    // screen's top (as over a xib's view); older files store it below the bar.
                    if barShownInCode, SimulatedBars.drawsOpaqueNavigationBar(controller), try frame(of: rootView)?.minY == 0 {
                        moveRoot(of: &scene, below: statusBar + BarLayout.navigationBarHeight)
                    }
                    try layOutFromConstraints(&scene, rootView: rootView, controller: controller, bars: bars, statusBar: statusBar, keepsTop: keepsTop,
                                              barShownInCode: barShownInCode)
                    // Laying out from constraints remakes the root view: fit it to the screen again.
                    fitToScreen(&scene, screen: screen)
                    // A navigation bar the app shows from code insets scrolling content as a drawn one does.
                    let codeBar = barShownInCode && !bars.contains { $0.kind == .navigationBar } ? BarLayout.navigationBarHeight : 0
                    insetContent(of: &scene, under: bars, statusBar: statusBar + codeBar)
                    scene.context = screenContext(of: controller, flow: flow)
                    scene.root.children += bars
                    Self.recordLocations(of: controller, in: &scene)
                    scenes.append(scene)
                    entries.append(SceneNames.Entry(name: name, qualifier: sceneTitle(of: controller, flow: flow), id: controller["id"]))
                    break
                }
                // Views kept beside the controller in its scene (an input accessory bar, a popup
                // or a header the code shows): each is laid out as a panel of its own, as a
                // xib's top views are, so that their controls are mapped and linted.
                let controllerName = objects.children.first { $0.name != "placeholder" && !isView($0) }
                    .map { SceneNames.name(of: $0, fallback: $0["id"] ?? "scene") }
                for element in objects.children where isView(element) {
                    let name = element["userLabel"] ?? element["customClass"] ?? element["id"] ?? "view \(scenes.count + 1)"
                    scenes.append(try topViewScene(element, named: name, fillsScreen: false, simulated: simulated))
                    entries.append(SceneNames.Entry(name: name, qualifier: controllerName, id: element["id"]))
                }
                if let loose = try looseBarItemsScene(among: objects.children, named: Self.looseBarItemsName, width: panelWidth(simulated)) {
                    scenes.append(loose)
                    entries.append(SceneNames.Entry(name: Self.looseBarItemsName, qualifier: controllerName, id: nil))
                }
            }
            do {
                // A tab bar controller whose tabs are all storyboard references (or controllers
                // without a view here, such as page view controllers): its screen is its tab bar.
                let shownTabBars = Set(scenes.compactMap { $0.context.screenID.flatMap { flow.tabs[$0]?.tabBarController["id"] } })
                for (name, scene) in try tabBarOnlyScenes(in: storyboardScenes, flow: flow, simulated: simulated, except: shownTabBars) {
                    scenes.append(scene)
                    entries.append(name)
                }
            }
            if scenes.isEmpty, let found = navigationOnlyScene(in: storyboardScenes, simulated: simulated) {
                scenes.append(found.scene)
                entries.append(found.entry)
            }
        } else if let objects = document.child("objects") {
            let owner = objects.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerClass = owner?["customClass"].flatMap { $0.isEmpty ? nil : $0 }
            let ownerView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
            let topViews = objects.children.filter { $0.name != "placeholder" && isView($0) }
            // A view controller at the top of a xib (with its view inside) is a scene, as a
            // storyboard's is.
            for controller in objects.children where controller.name != "placeholder" && !isView(controller) {
                if controller.name == "tabBarController", let found = try xibTabBarScene(controller, simulated: SimulatedScreen(document: document)) {
                    scenes.append(found.scene)
                    entries.append(found.entry)
                    continue
                }
                guard let rootView = controller.children.first(where: { $0.attributes["key"] == "view" && isView($0) }) else { continue }
                let name = SceneNames.name(of: controller, fallback: controller["id"] ?? "scene \(scenes.count + 1)")
                var scene = try makeScene(named: name, rootView: rootView, screen: SimulatedScreen(document: document).screenSize(of: controller))
                let statusBar = layoutOptions.device?.safeArea.top ?? SimulatedScreen(document: document).statusBarHeight(of: controller, screen: scene.bounds.size)
                try layOutFromConstraints(&scene, rootView: rootView, controller: controller, bars: [], statusBar: statusBar, keepsTop: false)
                Self.recordLocations(of: controller, in: &scene)
                scenes.append(scene)
                entries.append(SceneNames.Entry(name: name, qualifier: StoryboardFlow.title(of: controller), id: controller["id"]))
            }
            for element in topViews {
                // The File's Owner's `view` is the view of the owner's class; a xib holding a
                // single view is that class's view even without the outlet (a view loading its
                // own nib).
                let ownersView = ownerView != nil ? element["id"] == ownerView : topViews.count == 1
                let name = (ownersView ? ownerClass : nil) ?? element["userLabel"] ?? element["customClass"]
                    ?? element["id"] ?? "view \(scenes.count + 1)"
                // A controller's view (the owner is a controller) fills a device's screen, under
                // its status bar, unless Xcode drew it at a freeform size (a keypad, a panel):
                // then it keeps that size, as a storyboard's freeform controller does.
                // A cell is a table's or collection's, whatever its owner (a controller that
                // loads the nib to register it): never the owner's screen.
                let isCell = InterfaceBuilderDocument.kindsByElement[element.name]?.isListRow == true
                let controllersView = ownersView && !isCell && Self.namesController(ownerClass ?? "")
                let screenView = controllersView && !simulated.isFreeform(element)
                scenes.append(try topViewScene(element, named: name, fillsScreen: screenView,
                                               freeformControllerView: controllersView && !screenView, simulated: simulated))
                entries.append(SceneNames.Entry(name: name, qualifier: nil, id: element["id"]))
            }
            if let loose = try looseBarItemsScene(among: objects.children, named: Self.looseBarItemsName, width: panelWidth(simulated)) {
                scenes.append(loose)
                entries.append(SceneNames.Entry(name: Self.looseBarItemsName, qualifier: ownerClass, id: nil))
            }
        }
        // An empty document (`<scenes/>`, a xib with nothing but its owner), or one whose
        // controllers make their views in code (`loadView`, a hosting controller): nothing to
        // map, and nothing wrong with it (`emptyDocumentReason(in:)` says which).
        guard !scenes.isEmpty else { return [] }
        for (index, name) in SceneNames.unique(entries).enumerated() {
            scenes[index].name = name
            scenes[index].context.isRightToLeft = layoutOptions.rightToLeft
        }
        return scenes
    }

    /// True when a File's Owner class named `className` is a view controller, by the names apps
    /// give them: `…Controller`, and the short forms `…VC`, `…Vc` and `…ViewCtrl` (`CNPayVC`). A
    /// bare `…Ctrl` may be a control's own class, and is not taken for one.
    static func namesController(_ className: String) -> Bool {
        ["Controller", "VC", "Vc", "ViewCtrl"].contains { className.hasSuffix($0) }
    }

    /// The name of the panel of bar items kept in no bar (``looseBarItemsScene(among:named:width:)``).
    static let looseBarItemsName = "bar items set in code"

    /// The width of a panel laid out apart (bar items kept in no bar): the device's.
    func panelWidth(_ simulated: SimulatedScreen) -> Double {
        layoutOptions.device?.size.width ?? simulated.deviceSize?.width ?? InterfaceBuilderDocument.defaultScreenSize.width
    }

    /// Records where `top` (a scene's controller, a xib's view) and every element under it is
    /// written, by the ids the reader gives views: the accessibility identifier, else the
    /// Interface Builder id. An id written twice keeps its first place in the document.
    static func recordLocations(of top: MarkupElement, in scene: inout LayoutScene) {
        scene.sceneLocation = LayoutSourceLocation(line: top.line, column: top.column)
        var pending = [top]
        while let element = pending.popLast() {
            let location = LayoutSourceLocation(line: element.line, column: element.column)
            for id in [element.child("accessibility")?["identifier"], element["id"]].compactMap({ $0 })
            where scene.sourceLocations[id] == nil || element.line < (scene.sourceLocations[id]?.line ?? 0) {
                scene.sourceLocations[id] = location
            }
            pending += element.children
        }
    }

    /// What B and the shoulder buttons do on `controller`'s screen: pop when it was pushed onto a
    /// navigation stack (a back button shows), dismiss when it was presented modally, switch
    /// tabs when it is one of a tab bar controller's tabs.
    func screenContext(of controller: MarkupElement, flow: StoryboardFlow) -> ScreenContext {
        guard let id = controller["id"] else { return ScreenContext() }
        var context = ScreenContext(screenID: id)
        context.canPop = flow.navigation[id]?.previous != nil
        context.canDismiss = flow.presented.contains(id)
        if let tab = flow.tabs[id] {
            context.tabCount = tab.items.count
            context.selectedTab = tab.index
        }
        return context
    }


    /// What tells a storyboard scene apart from others of the same class: the title it shows
    /// (navigation item, controller, else its tab's title).
    func sceneTitle(of controller: MarkupElement, flow: StoryboardFlow) -> String? {
        if let title = StoryboardFlow.title(of: controller) { return title }
        if let tab = controller.child("tabBarItem", key: "tabBarItem")?["title"], !tab.isEmpty { return tab }
        guard let id = controller["id"], let placement = flow.tabs[id] else { return nil }
        let title = placement.items[placement.index]?["title"]
        return title?.isEmpty == false ? title : nil
    }

    /// The scene of a view at the top of a xib or beside a storyboard scene's controller: a panel
    /// at its stored size (at the device's width when it was stored at the document's), or,
    /// when it is a controller's view (`fillsScreen`), the device's screen under its status bar.
    /// A panel with a safe area is drawn, as Interface Builder draws it, at the top of the
    /// device's screen: under its status bar; a freeform panel (simulated size "Freeform") is
    /// drawn on no screen, and its safe area is its whole bounds.
    ///
    /// `freeformControllerView`: the view is a controller's, drawn at a freeform size. Xcode 9 and
    /// 10 drew a status bar over it as over every controller's view
    /// (``SimulatedScreen/insetsXibViewsForStatusBar``): its safe area starts below one.
    func topViewScene(_ element: MarkupElement, named name: String, fillsScreen: Bool, freeformControllerView: Bool = false,
                      simulated: SimulatedScreen) throws -> LayoutScene {
        let panelWidth: Double?? = fillsScreen ? nil : .some(simulated.deviceSize?.width)
        var scene = try makeScene(named: name, rootView: element, panelWidth: panelWidth)
        let hasSafeArea = element.children.contains { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }
        let panelSafeArea = hasSafeArea && !simulated.isFreeform(element)
        let underStatusBar = freeformControllerView && hasSafeArea && simulated.insetsXibViewsForStatusBar
        // A controller's view drawn under a navigation bar is pushed onto a navigation stack in
        // code: its safe area starts below the status bar and that bar, as a storyboard scene's
        // that no navigation controller of its file shows; below an opaque bar, the view does.
        let underNavigationBar = fillsScreen && SimulatedBars.drawsNavigationBar(element)
        let screen = simulated.deviceSize ?? scene.bounds.size
        // Else a controller's view, filling the screen or drawn freeform under Xcode 9 or 10's
        // status bar, starts below the status bar as `screenViewTop` reads it.
        let statusBar = underNavigationBar ? layoutOptions.device?.safeArea.top ?? BarLayout.statusBarHeight(screen: screen)
            : fillsScreen || underStatusBar ? screenViewTop(element, simulated: simulated, screen: screen)
            : panelSafeArea ? layoutOptions.device?.safeArea.top ?? 0 : 0
        if underNavigationBar, SimulatedBars.drawsOpaqueNavigationBar(element) {
            moveRoot(of: &scene, below: statusBar + BarLayout.navigationBarHeight)
        }
        try layOutFromConstraints(&scene, rootView: element, controller: nil, bars: [], statusBar: statusBar, keepsTop: false,
                                  barShownInCode: underNavigationBar)
        Self.recordLocations(of: element, in: &scene)
        return scene
    }

    /// The top safe-area inset of a xib's controller view on `screen`. A xib gives its view no
    /// context: since Xcode 11 (``SimulatedScreen/insetsXibViewsForStatusBar``) Interface
    /// Builder draws a status bar over it only when its simulated metrics ask for one, and a
    /// screen with a sensor housing insets it all the same; before, it inset the view by the
    /// status bar whatever its metrics said.
    func screenViewTop(_ view: MarkupElement, simulated: SimulatedScreen, screen: LayoutSize) -> Double {
        let top = layoutOptions.device?.safeArea.top ?? BarLayout.statusBarHeight(screen: screen)
        if simulated.insetsXibViewsForStatusBar { return top }
        return SimulatedScreen.metricsDrawStatusBar(view) || top >= SimulatedScreen.sensorHousingTop ? top : 0
    }

    /// The height of a root Xcode drew shorter than the device it was saved as (`screen`), from
    /// the top, and not shown with a navigation bar (a sheet's view, a child's) unless it is in a
    /// sheet (`inSheet`, the sheet's navigation stack): it keeps that height when laid out at that
    /// device. Nil for any other root, or when laying out at
    /// another device.
    func shortRootHeight(of rootView: MarkupElement, keepsTop: Bool, inSheet: Bool, screen simulated: LayoutSize?) throws -> Double? {
        guard !keepsTop || inSheet, let device = layoutOptions.device, device.size == simulated else { return nil }
        return try drawnShorter(rootView, than: simulated)
    }

    /// True when `controller` is presented (``StoryboardFlow/presented``) and Xcode drew its root
    /// shorter than `screen` (the device it was saved as), from the top: a sheet, under no status
    /// bar. A root drawn exactly a tab bar or a toolbar shorter is no sheet: it stands above the
    /// bottom bar Interface Builder inferred from the screen that presents it (a full-screen
    /// modal shown from a tab), under the status bar.
    func presentedAsSheet(_ controller: MarkupElement, rootView: MarkupElement, flow: StoryboardFlow, screen: LayoutSize?) throws -> Bool {
        guard controller["id"].map(flow.isInPresentation) == true, let screen,
              let height = try drawnShorter(rootView, than: screen) else { return false }
        let bottomBars = [BarLayout.tabBarHeight, BarLayout.toolbarHeight]
        return !bottomBars.contains { abs(screen.height - height - $0) < Self.screenFitTolerance }
    }

    /// The stored height of `rootView` when Xcode drew it from the top, as wide as `screen` (the
    /// device it was saved as) and shorter; nil otherwise.
    func drawnShorter(_ rootView: MarkupElement, than screen: LayoutSize?) throws -> Double? {
        guard let screen, let stored = try frame(of: rootView), stored.minY == 0, stored.width == screen.width,
              stored.height > 0, stored.height < screen.height else { return nil }
        return stored.height
    }

    /// False when `rootView` is stored narrower than the document's device: a child
    /// controller's view, which its container sizes (``rowsFollowTable``).
    func rootFillsStoredScreen(_ rootView: MarkupElement) throws -> Bool {
        guard let width = storedScreenWidth, let stored = try frame(of: rootView) else { return true }
        return stored.width >= width - 0.5
    }

    /// The scene of `rootView`. The root view is placed at the left edge; its top stays where
    /// the file puts it when `keepsTop` (a view laid out below a navigation bar, as older files
    /// store it: `y="64"`), else it starts at the top. The scene is the root view's size, or,
    /// when its top is kept, as tall as `screen` (the simulated device) when that holds it,
    /// else down to the root view's bottom.
    ///
    /// `panelWidth`: the root is a xib's panel (a view that is no controller's screen) stored as
    /// wide as `panelWidth` (its document's device); laid out for a device it keeps its stored
    /// height and takes the device's width (else keeps its stored size), as where UIKit puts it
    /// across the screen.
    func makeScene(named name: String, rootView: MarkupElement, keepsTop: Bool = false,
                   screen simulated: LayoutSize? = nil, panelWidth: Double?? = nil, inSheet: Bool = false) throws -> LayoutScene {
        let screen = Rect(origin: .zero, size: layoutOptions.device?.size ?? InterfaceBuilderDocument.defaultScreenSize)
        var reader = self
        reader.copyBudget = CopiedViewBudget()
        reader.rowsFollowTable = try rootFillsStoredScreen(rootView)
        var root = reader.named(try reader.view(rootView, parentSize: screen.size, depth: 1))
        if case .some(let storedWidth) = panelWidth, let device = layoutOptions.device, let stored = try frame(of: rootView) {
            let width = storedWidth.map { abs(stored.width - $0) <= 0.5 } == true ? device.size.width : stored.width
            root.frame = Rect(x: 0, y: 0, width: width, height: stored.height)
        } else if rootView.child("rect", key: "frame") == nil || layoutOptions.device != nil {
            root.frame = screen
            if let height = try shortRootHeight(of: rootView, keepsTop: keepsTop, inSheet: inSheet, screen: simulated) {
                root.frame.size.height = height
            }
        }
        let top = keepsTop && layoutOptions.device == nil ? max(0, root.frame.minY) : 0
        root.frame.origin = LayoutPoint(x: 0, y: top)
        // A cell kept in a file of its own (a table's cell xib): UIKit sizes its content view to
        // the cell, as in a table.
        if rootView.name == "tableViewCell" {
            try reader.fitContentView(of: &root, cell: rootView, to: root.frame)
        }
        var size = root.frame.size
        if top > 0 {
            size.height = top + root.frame.height
            if let simulated, simulated.width == size.width, simulated.height >= size.height { size.height = simulated.height }
        }
        var scene = LayoutScene(name: name, size: size, views: [root])
        scene.staleCellFrames = StaleCellFrames.all(under: rootView, reader: self)
        return scene
    }
}
