import GamepadKitCore

/// The screen a storyboard scene or xib view is laid out for, read from Interface Builder's
/// simulated metrics: the document's `<device id>` (the "View As" device), a controller's
/// `simulatedDestinationMetrics` (a `simulatedScreenMetrics` type in older files, or
/// `freeformSimulatedSizeMetrics` for a freeform size) and its `simulatedStatusBarMetrics`.
///
/// - **Screen size**: the device's size (`retina4_7` is 375×667, `retina6_12` 393×852…; turned
///   when the document views it in landscape),
///   or the older destination type's (`retina4` 320×568, `retina47` 375×667, `retina55`
///   414×736…). Unknown ids give none.
/// - **Status bar**: a freeform scene is not a device screen (a popup, a child controller's
///   view): it gets no status bar, unless its simulated metrics draw one, and then the status
///   bar of the document's device (``BarLayout/statusBarHeight(screen:)`` for that device's
///   size; 20 pt when the document names no device), never the height a screen of the freeform
///   size would have. A scene whose simulated status bar is `none` (`statusBarHidden="YES"`)
///   gets none.
struct SimulatedScreen {
    /// The document's device size, if it names one Interface Builder knows.
    var deviceSize: LayoutSize?

    /// Portrait sizes of Interface Builder's device ids.
    static let deviceSizes: [String: LayoutSize] = [
        "retina3_5": LayoutSize(width: 320, height: 480),
        "retina4_0": LayoutSize(width: 320, height: 568),
        "retina4_7": LayoutSize(width: 375, height: 667),
        "retina5_5": LayoutSize(width: 414, height: 736),
        "retina5_9": LayoutSize(width: 375, height: 812),
        "retina6_0": LayoutSize(width: 390, height: 844),
        "retina6_1": LayoutSize(width: 414, height: 896),
        "retina6_5": LayoutSize(width: 414, height: 896),
        "retina6_12": LayoutSize(width: 393, height: 852),
        "retina6_3": LayoutSize(width: 402, height: 874),
        "retina6_7": LayoutSize(width: 428, height: 926),
        "retina6_72": LayoutSize(width: 430, height: 932),
        "retina6_9": LayoutSize(width: 440, height: 956),
        "ipad9_7": LayoutSize(width: 768, height: 1024),
        "ipad10_2": LayoutSize(width: 810, height: 1080),
        "ipad10_5": LayoutSize(width: 834, height: 1112),
        "ipad10_9rounded": LayoutSize(width: 820, height: 1180),
        "ipad11": LayoutSize(width: 834, height: 1194),
        "ipad11_0rounded": LayoutSize(width: 834, height: 1194),
        "ipad12_9": LayoutSize(width: 1024, height: 1366),
        "ipad12_9rounded": LayoutSize(width: 1024, height: 1366),
    ]

    /// Portrait sizes of the older `simulatedScreenMetrics` types.
    static let destinationSizes: [String: LayoutSize] = [
        "retina35": LayoutSize(width: 320, height: 480),
        "retina4": LayoutSize(width: 320, height: 568),
        "retina47": LayoutSize(width: 375, height: 667),
        "retina55": LayoutSize(width: 414, height: 736),
        "ipad": LayoutSize(width: 768, height: 1024),
        "ipad9_7": LayoutSize(width: 768, height: 1024),
        "ipad12_9": LayoutSize(width: 1024, height: 1366),
    ]

    /// The document's `toolsVersion` (the Interface Builder build that saved it: 14460 is
    /// Xcode 10.1, 16097 Xcode 11.5), when it says one.
    var toolsVersion: Double?

    /// The `toolsVersion`s at which Interface Builder is taken to draw no status bar over a
    /// controller's view (a storyboard scene, or a xib's top view) on a Home-button iPhone unless
    /// its simulated metrics ask for one: Xcode 11 to 14. Xcode 11 is the first to write the
    /// device's `appearance`; its files seen write 14865.1 and 14868, the last Xcode 10 files seen
    /// 14490.70. Stored frames show it: a header pinned to the safe area's top starts at 0 on a
    /// 375 × 667 canvas, and a view under an opaque navigation bar is 623 pt tall (the bar's 44 pt,
    /// no status bar), where Xcode 9 and 10 files store 20 and 603, even with the status bar set
    /// to None (storyboards of 14865.1, 14868 and 15505 to 19162 seen; xibs of 14865.1 to 21xxx).
    /// From Xcode 15 on the status bar is back: 375 × 667 xibs of 22505 and of 32700.99.1234 (no
    /// number) store their safe area 20 pt down (public files, 2026-12-01); Xcode 15 storyboards
    /// at that size were not seen.
    static let withoutStatusBar = 14800.0..<22000.0

    /// True when Interface Builder inset a xib's controller view by the status bar whatever its
    /// simulated metrics said: files saved outside ``withoutStatusBar``, or saying no version.
    var insetsXibViewsForStatusBar: Bool {
        guard let toolsVersion else { return true }
        return !Self.withoutStatusBar.contains(toolsVersion)
    }

    /// True when Interface Builder drew a status bar over the storyboard scene of `controller`
    /// on a Home-button iPhone (``withoutStatusBar``).
    func drawsStatusBar(overStoryboardScene controller: MarkupElement) -> Bool {
        guard let toolsVersion, Self.withoutStatusBar.contains(toolsVersion) else { return true }
        return Self.metricsDrawStatusBar(controller)
    }

    /// True when the simulated metrics of `element` (a controller or a xib's view) draw a status
    /// bar: present and not `nil`.
    static func metricsDrawStatusBar(_ element: MarkupElement) -> Bool {
        let metrics = SimulatedBars.metrics("simulatedStatusBarMetrics", of: element)
        return metrics != nil && metrics?.name != "nil"
    }

    /// The `toolsVersion` of `document` (its root element), when it is a finite number.
    static func toolsVersion(of document: MarkupElement) -> Double? {
        document["toolsVersion"].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    init(document: MarkupElement) {
        toolsVersion = Self.toolsVersion(of: document)
        let device = document.child("device")
        deviceSize = device?["id"].flatMap { Self.deviceSizes[$0] }
        // "View As" a device in landscape: the screen is the portrait size turned.
        if device?["orientation"] == "landscape", let size = deviceSize {
            deviceSize = LayoutSize(width: size.height, height: size.width)
        }
    }

    /// The screen `controller` (or a xib's top view) is laid out for, when the file says.
    func screenSize(of controller: MarkupElement) -> LayoutSize? {
        if isFreeform(controller) { return nil }
        if let type = destination(of: controller)?["type"], let size = Self.destinationSizes[type] { return size }
        return deviceSize
    }

    /// True when `controller` is laid out at a freeform size rather than a device's.
    func isFreeform(_ controller: MarkupElement) -> Bool {
        destination(of: controller)?.name == "freeformSimulatedSizeMetrics"
    }

    /// The top safe-area inset of `controller`'s scene on a screen of `size`.
    /// `inBars`: the scene is shown with a navigation bar or a tab bar, so on a device it fills
    /// the screen, status bar included, whatever size it is drawn at.
    /// `presentedShort`: the controller is shown in a presentation and Xcode drew its root
    /// shorter than its device, from the top. In the bars of a presented navigation or tab bar
    /// controller, or without bars and with no top bar simulated, that is a sheet: it sits below
    /// the status bar, so its view's top guide is its own top (or its bar's bottom) and nothing in
    /// it is inset for a status bar.
    /// `deviceTop`: the top inset of the device laid out at (`--device`), in place of the
    /// canvas's. A Home-button iPhone's status bar that the canvas did not draw
    /// (``drawsStatusBar(overStoryboardScene:)``) is left out there too; an iPad's status bar and
    /// a sensor housing are not.
    /// `drawnSize`: the size the root view is stored at, when `size` is another (the device's).
    func statusBarHeight(of controller: MarkupElement, screen size: LayoutSize, inBars: Bool = false,
                         presentedShort: Bool = false, deviceTop: Double? = nil, drawnSize: LayoutSize? = nil) -> Double {
        let statusBar = SimulatedBars.metrics("simulatedStatusBarMetrics", of: controller)
        if statusBar?["statusBarHidden"] == "YES" || statusBar?["statusBarStyle"] == "none" { return 0 }
        if presentedShort, inBars || SimulatedBars.metrics("simulatedTopBarMetrics", of: controller) == nil { return 0 }
        // A freeform canvas as wide as the document's device is that device's screen when it is
        // as tall (375 × 667 in an iPhone 8 document), or taller (a long screen) where Interface
        // Builder drew the status bar over screens (Xcode 10 and earlier, 15 and later: seen at
        // 11542 and 13529; Xcode 11 to 14 drew none over it, seen at 15xxx).
        let drawnAsScreen = deviceSize.flatMap { device in
            drawnSize.map { $0.width == device.width
                && ($0.height == device.height || ($0.height > device.height && drawsStatusBar(overStoryboardScene: controller))) }
        } ?? false
        guard isFreeform(controller), !drawnAsScreen else {
            // Drawn at a size no device has (a freeform size left in the file, 375 × 900): under
            // the document's device's status bar, not that of a device of that height. `size` is
            // the screen's once laid out at a device; `drawnSize` is the root's stored size.
            let drawn = drawnSize ?? size
            let canvasTop = deviceSize.flatMap { Self.isDeviceSize(drawn) ? nil : BarLayout.statusBarHeight(screen: $0) }
                ?? BarLayout.statusBarHeight(screen: size)
            let top = deviceTop ?? canvasTop
            // A canvas as wide as the device and taller got that status bar from Xcode 11.5 too
            // (seen at 15702 and 16097), and 12.4 none (one scene at 17701), so it keeps it.
            if let deviceSize, drawn.width == deviceSize.width, drawn.height > deviceSize.height { return top }
            return top <= Self.homeButtonStatusBar && !drawsStatusBar(overStoryboardScene: controller) ? 0 : top
        }
        // A freeform view (a popup, a child's view) sits under no status bar unless its
        // simulated metrics draw one, and then the device's.
        guard statusBar != nil || inBars else { return 0 }
        return deviceTop ?? deviceSize.map { BarLayout.statusBarHeight(screen: $0) } ?? 20
    }

    /// The bottom edge of the navigation bar Interface Builder infers over `controller` in the
    /// canvas: 44 pt tall, below the status bar it draws there (none on a Home-button iPhone
    /// where this Xcode drew none, ``drawsStatusBar(overStoryboardScene:)``).
    func canvasNavigationBarBottom(of controller: MarkupElement) -> Double {
        let statusBar = deviceSize.map { BarLayout.statusBarHeight(screen: $0) } ?? Self.homeButtonStatusBar
        let drawn = statusBar > Self.homeButtonStatusBar || drawsStatusBar(overStoryboardScene: controller)
        return (drawn ? statusBar : 0) + BarLayout.navigationBarHeight
    }

    /// The smallest top inset of a screen with a sensor housing: a status bar is 20 or 24 pt.
    static let sensorHousingTop = 44.0

    /// The status bar of an iPhone with a Home button.
    static let homeButtonStatusBar = 20.0

    /// True when `controller` was drawn at a freeform size the way Xcode 11 and later store it: a
    /// `<size key="freeformSize">` beside its view, without the older simulated metrics.
    func storesFreeformSize(_ controller: MarkupElement) -> Bool {
        controller.children.contains { $0.name == "size" && $0["key"] == "freeformSize" }
    }

    /// True when `size` is the screen of a device Interface Builder knows, either way up.
    static func isDeviceSize(_ size: LayoutSize) -> Bool {
        deviceSizes.values.contains { ($0.width == size.width && $0.height == size.height) || ($0.width == size.height && $0.height == size.width) }
    }

    private func destination(of controller: MarkupElement) -> MarkupElement? {
        controller.children.first { $0["key"] == "simulatedDestinationMetrics" }
            ?? controller.child("view", key: "view")?.children.first { $0["key"] == "simulatedDestinationMetrics" }
    }
}
