import GamepadKitCore
import GamepadKitInterchange

extension ScannedScene {
    /// Scans a layout scene (a layout JSON, a storyboard scene, the demo) the way the SDK scans
    /// a screen, and builds its navigation map.
    public init(_ layout: LayoutScene, scanner: FocusScanner = FocusScanner(), options: NavigationOptions = NavigationOptions()) {
        let snapshot = scanner.scan(layout.root, bounds: layout.bounds, context: layout.context)
        self.init(name: layout.name, snapshot: snapshot, options: options)
        frameFindings = SceneFrameCheck.findings(in: layout) + ConstraintLayoutCheck.findings(in: layout)
            + CoveredControlsCheck.findings(in: layout, snapshot: snapshot)
        sourceLocations = layout.sourceLocations
        sceneLocation = layout.sceneLocation
    }
}
