import GamepadKitCore

/// A storyboard scene on the screen UIKit shows it on: the device's whole screen, whatever size
/// the root view happens to be stored at, with the root view below an opaque navigation bar.
///
/// - **A root view that ends above the bottom of the screen** (iOS 6-era files and opaque bars
///   store the root view above the tab bar: 320×519 on a 568 pt screen) keeps its size, and the
///   scene is the screen's height: the tab bar goes below the root view, where UIKit draws it,
///   not over its bottom controls.
/// - **A root view stored at a stale size** (narrower than the device: 107 pt wide) is laid out
///   at the device's width, and at least its height less the kept top; its subviews keep their
///   stored frames. A root stored at the width of the rotated screen is laid out in that
///   orientation; a root wider than the screen keeps its size.
/// - **An opaque navigation bar** (``SimulatedBars``), or a controller whose view does not extend
///   under top bars, pushes a root view that starts under the bar down to the bar's bottom edge,
///   as UIKit lays a controller's view out below an opaque bar;
///   the root keeps its height where the screen holds it, else ends at the screen's bottom.
///
/// Only scenes with a device screen (``SimulatedScreen/screenSize(of:)``) are fitted: a freeform
/// scene (a popup, a child's view) keeps its stored size. A file that names no device (before
/// Xcode 5) has one for a tab whose root view, with its stored top, ends a tab bar above a
/// device's bottom edge (20 + 411 + 49 = 480): that device's screen (``screenAboveTabBar(_:)``).
extension InterfaceBuilderReader {
    /// The most a stored size may differ from the device's and still be the device's (rounding).
    static let screenFitTolerance = 1.0

    /// The screen of a tab's root view in a file that names no device: the device (of
    /// ``SimulatedScreen/deviceSizes``, or the iPad's 768×1024) as wide as the stored root view
    /// whose bottom edge lies a tab bar below the view's stored bottom. Nil when none does.
    func screenAboveTabBar(_ rootView: MarkupElement) -> LayoutSize? {
        guard let stored = try? frame(of: rootView), stored.width > 0, stored.height > 0 else { return nil }
        let tolerance = Self.screenFitTolerance
        let devices = Array(SimulatedScreen.deviceSizes.values) + [LayoutSize(width: 768, height: 1024)]
        return devices.filter { abs($0.width - stored.width) <= tolerance && abs(stored.maxY + BarLayout.tabBarHeight - $0.height) <= tolerance }
            .min { $0.height < $1.height }
    }

    /// The size UIKit gives `rootView`, the view of a controller embedded in `container` (a
    /// container view of another controller): the container's stored size. Laid out for another
    /// device, a container wider (or taller) than half the document's screen grows or shrinks
    /// with the screen, as a container pinned to both sides does; a smaller one keeps its size.
    /// Where the view is stored larger than its container (a drawer whose container the app
    /// opens from code by changing its height), it keeps its stored length in that direction, so
    /// that what the drawer shows once open is mapped. Nil when the container stores no frame.
    func embeddedViewSize(of rootView: MarkupElement, in container: MarkupElement, simulated: SimulatedScreen) throws -> LayoutSize? {
        guard let stored = try frame(of: container), stored.width > 0, stored.height > 0 else { return nil }
        var size = stored.size
        if let device = layoutOptions.device?.size, let canvas = simulated.deviceSize {
            if stored.width > canvas.width / 2 { size.width += device.width - canvas.width }
            if stored.height > canvas.height / 2 { size.height += device.height - canvas.height }
        }
        let view = try frame(of: rootView)?.size ?? size
        return LayoutSize(width: max(1, size.width, view.width), height: max(1, size.height, view.height))
    }

    /// The stored size of `rootView` when `controller` is a child controller the app shows from
    /// code: no segue of the file shows it (nor is it the initial controller), and Interface
    /// Builder draws it at a freeform size narrower than the document's device (a card, a
    /// popup's content, a widget's page). UIKit gives such a view the size of whatever holds it,
    /// which the file does not say; the size it was designed at is kept, on any device, rather
    /// than the screen's. Nil for any other controller.
    func codeChildSize(of controller: MarkupElement, rootView: MarkupElement, flow: StoryboardFlow,
                       simulated: SimulatedScreen) throws -> LayoutSize? {
        guard let id = controller["id"], !flow.shownBySegue.contains(id),
              simulated.isFreeform(controller) || simulated.storesFreeformSize(controller),
              let device = simulated.deviceSize, let stored = try frame(of: rootView),
              stored.width > 0, stored.height > 0, stored.width < device.width - Self.screenFitTolerance else { return nil }
        return stored.size
    }

    /// The stored size of `rootView` when it is a Today widget's view (Interface Builder's
    /// `simulatedAppContext="notificationCenter"`): Notification Center, not the device's
    /// screen, sizes a widget (its width, the height the widget asks for in code), which the file
    /// does not say; the size it was designed at is kept on any device, under no status bar. Nil
    /// for any other view.
    func widgetSize(of rootView: MarkupElement) throws -> LayoutSize? {
        guard rootView["simulatedAppContext"] == "notificationCenter", let stored = try frame(of: rootView),
              stored.width > 0, stored.height > 0 else { return nil }
        return stored.size
    }

    /// Fits `scene` (just made from `controller`'s root view) to `screen`, before its bars are added.
    func fitToScreen(_ scene: inout LayoutScene, screen: LayoutSize?) {
        guard var screen, screen.width > 0, screen.height > 0, screen.width.isFinite, screen.height.isFinite,
              var root = scene.root.children.first else { return }
        let tolerance = Self.screenFitTolerance
        // A root stored at the rotated screen's width is laid out in the other orientation.
        if abs(root.frame.width - screen.height) <= tolerance, abs(root.frame.width - screen.width) > tolerance {
            screen = LayoutSize(width: screen.height, height: screen.width)
        }
        // Only a root narrower than the screen is stale; a wider one keeps its size (and its
        // controls their places).
        if root.frame.width < screen.width - tolerance {
            root.frame.size = LayoutSize(width: screen.width, height: max(root.frame.height, screen.height - max(0, root.frame.minY)))
        }
        scene.root.children[0] = root
        guard scene.bounds.width < screen.width - tolerance || scene.bounds.height < screen.height - tolerance else { return }
        // A scene wider or taller than the screen (content laid out at a larger simulated size)
        // keeps its size.
        let size = LayoutSize(width: max(screen.width, scene.bounds.width), height: max(screen.height, scene.bounds.height))
        scene.bounds = Rect(origin: .zero, size: size)
        scene.root.frame = scene.bounds
    }

    /// Moves the root view of `scene` below the navigation bar among `bars` when that bar is
    /// opaque for `controller`, or the controller's view does not extend under top bars
    /// (``SimulatedBars/keepsViewBelowTopBar(_:)``). On a device's screen the root gives up the
    /// bar's height (``moveRoot(of:below:)``); a root drawn at a freeform size (a 375 × 200 terms
    /// screen in a navigation controller) keeps its height and the scene grows below it, so that
    /// what the file places at its foot (a toolbar of Agree and Decline) stays inside the screen.
    func pushBelowOpaqueBar(_ scene: inout LayoutScene, controller: MarkupElement, flow: StoryboardFlow, bars: [ViewNode]) {
        guard let bar = bars.first(where: { $0.kind == .navigationBar }),
              let placement = navigationPlacement(of: controller, flow: flow),
              SimulatedBars.navigationBarIsOpaque(placement.itemOwner ?? controller, in: placement.navigationController)
                || SimulatedBars.keepsViewBelowTopBar(placement.itemOwner ?? controller),
              let root = scene.root.children.first else { return }
        let top = bar.frame.maxY
        if layoutOptions.device == nil, flow.simulated?.isFreeform(controller) == true, root.frame.minY < top - Self.screenFitTolerance,
           top + root.frame.height > scene.bounds.height {
            scene.bounds.size.height = top + root.frame.height
            scene.root.frame = scene.bounds
            scene.root.children[0].frame.origin.y = top
        } else {
            moveRoot(of: &scene, below: top)
        }
    }

    /// Moves the root view of `scene` down to `top`, the bottom edge of an opaque navigation bar
    /// (or of one the app shows over a xib's controller view from code), as UIKit lays a view out
    /// below an opaque bar, when it starts above it; the root gives up the height it moved, down to
    /// the scene's bottom.
    func moveRoot(of scene: inout LayoutScene, below top: Double) {
        guard var root = scene.root.children.first, root.frame.minY < top - Self.screenFitTolerance else { return }
        root.frame.origin.y = top
        root.frame.size.height = max(0, min(root.frame.height, scene.bounds.height - top))
        scene.root.children[0] = root
    }
}
