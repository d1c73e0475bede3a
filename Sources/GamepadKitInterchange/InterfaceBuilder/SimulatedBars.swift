/// What a controller's simulated metrics say about the bars around its view: Interface Builder's
/// "Top Bar" and "Bottom Bar" settings (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`,
/// on the controller, or on its view in older files) and the bars' own `translucent` setting.
///
/// - **No top bar**: `<nil key="simulatedTopBarMetrics"/>` is "None": the scene is drawn without
///   a navigation bar, so none is added (the app hides it in code).
/// - **Opaque bars**: `translucent="NO"` on the simulated top bar, or on the navigation
///   controller's bar: UIKit lays the controller's view out below an opaque bar
///   (`extendedLayoutIncludesOpaqueBars` is off by default), so the content starts under it
///   rather than behind it.
enum SimulatedBars {
    /// The simulated metrics element of `controller` with `key`, on the controller or its view.
    static func metrics(_ key: String, of controller: MarkupElement) -> MarkupElement? {
        controller.children.first { $0["key"] == key }
            ?? controller.child("view", key: "view")?.children.first { $0["key"] == key }
    }

    /// The height of the bottom bar `controller` is drawn above when its simulated bottom bar is
    /// set to one (a toolbar, a tab bar): Interface Builder writes the setting only when it is
    /// chosen, and then insets the view's safe area by that bar. Nil when none is set.
    static func drawnBottomBarHeight(_ controller: MarkupElement) -> Double? {
        switch metrics("simulatedBottomBarMetrics", of: controller)?.name {
        case "simulatedToolbarMetrics": BarLayout.toolbarHeight
        case "simulatedTabBarMetrics": BarLayout.tabBarHeight
        default: nil
        }
    }

    /// True when the controller's simulated top bar is "None".
    static func saysNoTopBar(_ controller: MarkupElement) -> Bool {
        metrics("simulatedTopBarMetrics", of: controller)?.name == "nil"
    }

    /// True when UIKit shows the navigation bar of `navigationController` over `controller`:
    /// unless the controller's simulated top bar is "None", when the navigation controller
    /// shows its bar; when it hides it (`navigationBarHidden`, a welcome screen's stack), only
    /// for a controller drawn under a navigation bar (`simulatedNavigationBarMetrics`) whose
    /// navigation item holds bar button items or a title view with controls: the app shows the
    /// bar for it in code (`setNavigationBarHidden(false, animated:)`), or those controls could
    /// never be pressed.
    /// Drawn under a navigation bar: its simulated top bar says so, or the canvas sized its view
    /// below one (`leavesRoomForTopBar(_:screenHeight:)`, an inferred opaque bar).
    ///
    /// `barBottom`: where the bar the canvas infers over the controller ends
    /// (``SimulatedScreen/canvasNavigationBarBottom(of:)``). A shown bar is left out for a
    /// controller that stores controls of its own under it
    /// (``placesControlsUnderBar(_:barBottom:screenHeight:)``).
    static func showsNavigationBar(over controller: MarkupElement, in navigationController: MarkupElement,
                                   screenHeight: Double? = nil, barBottom: Double? = nil) -> Bool {
        guard !saysNoTopBar(controller) else { return false }
        if navigationController["navigationBarHidden"] != "YES" {
            guard let barBottom, let screenHeight else { return true }
            return !placesControlsUnderBar(controller, barBottom: barBottom, screenHeight: screenHeight)
        }
        guard drawsNavigationBar(controller) || leavesRoomForTopBar(controller, screenHeight: screenHeight) else { return false }
        return hasBarButtonItems(controller) || hasControlsInTitleView(controller)
    }

    /// True when `controller` stores a control of its own view under the navigation bar the
    /// canvas infers over it (its centre above `barBottom`, outside scrolling content), with no
    /// top bar of its simulated metrics set and nothing in its navigation item: a finger could
    /// never press that control under a bar, so the app hides the bar for this screen (a back or
    /// menu button of its own stands in its place). Only a view drawn from the screen's top and
    /// as tall as a screen `screenHeight` high (less a tab bar at most) counts: a shorter one was
    /// drawn below the bar.
    static func placesControlsUnderBar(_ controller: MarkupElement, barBottom: Double, screenHeight: Double) -> Bool {
        guard metrics("simulatedTopBarMetrics", of: controller) == nil, !hasBarButtonItems(controller), !hasControlsInTitleView(controller),
              let view = controller.child("view", key: "view"), let frame = view.child("rect", key: "frame"),
              frame["y"].flatMap(Double.init).map({ abs($0) < 0.5 }) == true,
              let height = frame["height"].flatMap(Double.init), height >= screenHeight - BarLayout.tabBarHeight - 0.5 else { return false }
        var pending: [(element: MarkupElement, top: Double)] = [(view, 0)]
        while let (element, top) = pending.popLast() {
            for subview in element.child("subviews")?.children ?? [] where subview["hidden"] != "YES" && subview["userInteractionEnabled"] != "NO" {
                guard let frame = subview.child("rect", key: "frame"), let y = frame["y"].flatMap(Double.init),
                      let height = frame["height"].flatMap(Double.init) else { continue }
                let kind = InterfaceBuilderDocument.kindsByElement[subview.name] ?? .view
                if kind.isList || kind.scrollsContent { continue }
                if kind.isFocusableByDefault {
                    let midY = top + y + height / 2
                    if midY > 0 && midY < barBottom { return true }
                    continue
                }
                pending.append((subview, top + y))
            }
        }
        return false
    }

    /// True when `controller` is drawn under a navigation bar (its simulated top bar says so)
    /// and no navigation controller of the file shows it (`placement` nil): the app pushes it in
    /// code onto a stack whose bar stands over it, so its safe area starts below that bar.
    static func navigationBarShownInCode(over controller: MarkupElement, placement: StoryboardFlow.NavigationPlacement?) -> Bool {
        placement == nil && drawsNavigationBar(controller)
    }

    /// True when `element` (a controller, or a xib's controller view, which holds its own
    /// simulated metrics) is drawn under a navigation bar: its simulated top bar is one.
    static func drawsNavigationBar(_ element: MarkupElement) -> Bool {
        metrics("simulatedTopBarMetrics", of: element)?.name == "simulatedNavigationBarMetrics"
    }

    /// True when `element` is drawn under an opaque navigation bar (`translucent="NO"`).
    static func drawsOpaqueNavigationBar(_ element: MarkupElement) -> Bool {
        drawsNavigationBar(element) && metrics("simulatedTopBarMetrics", of: element)?["translucent"] == "NO"
    }

    /// The status bar and a navigation bar over a view in the canvas (20 + 44 pt).
    static let statusAndNavigationBarHeight = 64.0

    /// True when the canvas laid `controller`'s view out below a status bar and an opaque
    /// navigation bar on a screen `screenHeight` high: the view starts 64 pt down (older files),
    /// or it is 64 pt shorter than the screen, less a tab bar or toolbar below it (the view of an
    /// Xcode 8 file starts at 0).
    static func leavesRoomForTopBar(_ controller: MarkupElement, screenHeight: Double?) -> Bool {
        // The controller's view: a `view`, or a table or collection view (`key="view"`).
        guard let frame = controller.children.first(where: { $0["key"] == "view" })?.child("rect", key: "frame"),
              let y = frame["y"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init) else { return false }
        if abs(y - statusAndNavigationBarHeight) < 0.5 { return true }
        guard let screenHeight, abs(y) < 0.5 else { return false }
        let bottomBars = [0, BarLayout.tabBarHeight, BarLayout.toolbarHeight]
        return bottomBars.contains { abs(screenHeight - height - statusAndNavigationBarHeight - $0) < 0.5 }
    }

    /// True when `controller`'s navigation item has a title view that is or holds a control (a
    /// search field and its button, a segmented control): a title view shows only in a
    /// navigation bar, so the app shows one over the controller.
    static func hasControlsInTitleView(_ controller: MarkupElement) -> Bool {
        guard let item = controller.child("navigationItem", key: "navigationItem"),
              let titleView = item.children.first(where: { $0["key"] == "titleView" }) else { return false }
        var pending = [titleView]
        while let element = pending.popLast() {
            if InterfaceBuilderDocument.kindsByElement[element.name]?.isFocusableByDefault == true { return true }
            pending += element.children
        }
        return false
    }

    /// True when `controller`'s navigation item holds bar button items (other than the back
    /// item it gives the next screen).
    static func hasBarButtonItems(_ controller: MarkupElement) -> Bool {
        let item = controller.child("navigationItem", key: "navigationItem")
        return item?.children.contains { ($0.name == "barButtonItem" && $0["key"] != "backBarButtonItem") || $0.name.hasSuffix("BarButtonItems") } ?? false
    }

    /// True when `controller`'s view does not extend under the top bars: "Extend Edges: Under Top
    /// Bars" is off (`<extendedEdge key="edgesForExtendedLayout"/>` without `top="YES"`; with no
    /// such element every edge extends). UIKit then lays the view out below the navigation bar,
    /// translucent or not, as it does below an opaque one.
    static func keepsViewBelowTopBar(_ controller: MarkupElement) -> Bool {
        guard let edges = controller.children.first(where: { $0.name == "extendedEdge" && $0["key"] == "edgesForExtendedLayout" }) else { return false }
        return edges["top"] != "YES"
    }

    /// True when the navigation bar over `controller` is opaque: its simulated top bar, or the
    /// bar of `navigationController`, is not translucent.
    static func navigationBarIsOpaque(_ controller: MarkupElement, in navigationController: MarkupElement) -> Bool {
        drawsOpaqueNavigationBar(controller) || navigationController.child("navigationBar", key: "navigationBar")?["translucent"] == "NO"
    }
}
