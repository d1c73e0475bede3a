import GamepadKitCore

/// Frames from constraints (see ``ConstraintSceneLayout``): which scenes are solved and which
/// solved frames replace the stored ones.
///
/// - Without a device or right-to-left layout, the stored frames stay; the solved frame is used
///   for a view the file stores no frame for (Xcode 4.5–4.6 Auto Layout files keep only
///   constraints; newer files leave out a frame that is zero, so such a view without
///   constraints is zero-sized), and for a switch, stepper, slider or segmented control stored
///   far shorter than UIKit draws it (under three quarters of its height: a slider saved 1 pt high).
/// - With a device (``LayoutOptions/device``) or right-to-left, every view the scene lays out
///   gets its solved frame, on the device's screen with its safe area.
extension InterfaceBuilderReader {
    /// The sizes of the document's image resources by name (`<resources><image name width height>`).
    static func imageSizes(in document: MarkupElement) -> [String: LayoutSize] {
        var sizes: [String: LayoutSize] = [:]
        for image in document.child("resources")?.children("image") ?? [] {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init),
                  let height = image["height"].flatMap(Double.init), width.isFinite, height.isFinite,
                  width >= 0, height >= 0 else { continue }
            sizes[name] = LayoutSize(width: width, height: height)
        }
        return sizes
    }

    /// True when `root`'s tree has a view (other than the root, a cell's content view or a
    /// cell) that stores no frame.
    func hasFramelessView(under root: MarkupElement) -> Bool {
        var pending = root.children
        while let element = pending.popLast() {
            if isView(element) {
                let kind = InterfaceBuilderDocument.kindsByElement[element.name] ?? .view
                if kind.isListRow || InterfaceBuilderDocument.contentViewElements.contains(element.name) { continue }
                if element.child("rect", key: "frame") == nil { return true }
                if kind.isList || kind == .stack || kind.isBar { continue }
            }
            pending += element.children
        }
        return false
    }

    /// Lays `rootView` out from its constraints for `scene` (built from the stored frames, with
    /// `bars` over it and a status bar `statusBar` tall) and returns the frames to use, by
    /// Interface Builder id, with the issues found; nil when there is nothing to solve.
    /// `barShownInCode`: a navigation bar that is not among `bars` stands below the status bar
    /// (``SimulatedBars/navigationBarShownInCode(over:placement:)``).
    func constraintLayout(of rootView: MarkupElement, controller: MarkupElement?, scene: LayoutScene,
                          bars: [ViewNode], statusBar: Double, barShownInCode: Bool = false) -> (frames: [String: Rect], issues: [ConstraintLayoutIssue])? {
        guard layoutOptions.solvesEveryFrame || ConstraintSceneLayout.hasConstraints(rootView) || hasFramelessView(under: rootView),
              let root = scene.root.children.first else { return nil }
        let size = root.frame.size
        let deviceInsets = layoutOptions.device?.safeArea ?? LayoutInsets()
        let top = max(bars.filter { $0.kind == .navigationBar }.map(\.frame.maxY).max() ?? 0,
                      statusBar + (barShownInCode ? BarLayout.navigationBarHeight : 0))
        // A plain xib view (a cell, a panel) is no screen: it has no home indicator below it.
        let isScreen = controller != nil || statusBar > 0 || layoutOptions.device != nil
        let homeIndicator = isScreen ? layoutOptions.device?.safeArea.bottom ?? BarLayout.homeIndicatorHeight(screen: scene.bounds.size) : 0
        // A bottom bar the controller is drawn above, with none placed by the file's segues: the
        // app shows it from code (its navigation controller's toolbar, its tab bar controller).
        let bottomBars = bars.filter { $0.kind == .tabBar || $0.kind == .toolbar }.map(\.frame.minY).min()
            ?? controller.flatMap(SimulatedBars.drawnBottomBarHeight).map { scene.bounds.height - homeIndicator - $0 }
        let bottom = max(bottomBars.map { scene.bounds.height - $0 } ?? 0, homeIndicator)
        let rootBottomGap = scene.bounds.height - root.frame.maxY
        let screen = ConstraintSceneLayout.Screen(
            size: size,
            safeArea: LayoutInsets(top: max(0, top - root.frame.minY), left: deviceInsets.left,
                                   bottom: max(0, bottom - rootBottomGap), right: deviceInsets.right),
            topGuide: max(0, top - root.frame.minY), bottomGuide: max(0, (bottomBars.map { scene.bounds.height - $0 } ?? 0) - rootBottomGap),
            rightToLeft: layoutOptions.rightToLeft, reportsMisplaced: !layoutOptions.solvesEveryFrame)
        let result = ConstraintSceneLayout.solve(root: rootView, controller: controller, screen: screen, reader: self, imageSizes: imageSizes)
        var frames: [String: Rect] = [:]
        if layoutOptions.solvesEveryFrame {
            frames = result.frames
            // The root at the size the solve held it to: a table controller's table lays its rows
            // out at the device's width, a collection controller's collection its items.
            if let id = rootView["id"] { frames[id] = root.frame }
        } else {
            for (id, frame) in result.frames where result.frameless.contains(id) {
                frames[id] = frame
            }
            // Controls UIKit draws at a fixed height, stored shorter (a slider saved 1 pt high).
            var pending = [rootView]
            while let element = pending.popLast() {
                pending += element.children
                guard let kind = InterfaceBuilderDocument.kindsByElement[element.name], IntrinsicContentSize.fixedHeightKinds.contains(kind),
                      let id = element["id"], var stored = (try? frame(of: element)) ?? nil,
                      let height = IntrinsicContentSize.of(element, kind: kind, imageSizes: [:]).height,
                      stored.height < height * IntrinsicContentSize.staleFraction, frames[id] == nil else { continue }
                if result.constrained.contains(id), let solved = result.frames[id], solved.height >= height - 2 {
                    frames[id] = solved
                } else {
                    stored = Rect(x: stored.minX, y: stored.midY - height / 2, width: stored.width, height: height)
                    frames[id] = stored
                }
            }
        }
        return (frames, result.issues)
    }

    /// Lays `scene` out again from its constraints where ``constraintLayout(of:controller:scene:bars:statusBar:barShownInCode:)``
    /// gives frames, and records the issues found.
    func layOutFromConstraints(_ scene: inout LayoutScene, rootView: MarkupElement, controller: MarkupElement?,
                               bars: [ViewNode], statusBar: Double, keepsTop: Bool, barShownInCode: Bool = false) throws {
        guard let layout = constraintLayout(of: rootView, controller: controller, scene: scene, bars: bars, statusBar: statusBar,
                                            barShownInCode: barShownInCode) else { return }
        if !layout.frames.isEmpty {
            var solving = self
            solving.solvedFrames = layout.frames
            let relaid = try solving.makeScene(named: scene.name, rootView: rootView, keepsTop: keepsTop, screen: scene.bounds.size)
            var children = relaid.root.children
            // The root keeps the frame the scene gave it, which the solve held it to: a xib's cell
            // or panel its stored height (and width), not the device's screen.
            if let original = scene.root.children.first, children.first?.id == original.id {
                children[0].frame = original.frame
            }
            scene.root.children = children
            scene.staleCellFrames = relaid.staleCellFrames
        }
        // A cell's layout depends on the table it is shown in, and the size-class canvas is no
        // device: their issues would be the reader's guesses.
        let rootKind = InterfaceBuilderDocument.kindsByElement[rootView.name] ?? .view
        let canvas = scene.bounds.size == LayoutSize(width: 600, height: 600)
        scene.constraintIssues = rootKind.isListRow ? [] : layout.issues.filter { !(canvas && $0.kind == .misplaced) }
    }
}
