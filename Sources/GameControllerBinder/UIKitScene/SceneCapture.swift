#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// One picture of what is on screen, taken for a rebuild: the view tree as `ViewNode`s, the
/// controller tree's resolution, and what each id stands for in UIKit.
///
/// - Windows: the ones `WindowSelection` chooses (the key window's scene only, from the key
///   window up, the system keyboard's left out), under one synthetic root in window-level order
///   so that later ones are on top; the key window holds the highlight and its controllers
///   decide the screen. They are laid out first (`layoutIfNeeded`), so that a rebuild scheduled
///   on the main queue never reads frames from before layout.
/// - Frames are converted to window coordinates with `convert(_:to:)` and re-expressed in the
///   parent's coordinates (the `ViewNode` contract), so transforms and bounds offsets are
///   already applied. A view without a window is skipped; nothing is force-unwrapped.
/// - The modal scope is the view of the controller `ModalScope` chooses: the topmost presented
///   one, or an active search controller's shown results (an active search without results
///   controller traps nothing).
@MainActor
struct SceneCapture {
    enum Scope {
        /// Every screen of the foreground scene (`GamepadKit.enable()`).
        case screens
        /// Only the views registered through the 1.1 API.
        case registeredViews([UIView])
    }

    var root: ViewNode
    var bounds: Rect
    var resolution: ScreenResolution?
    var targets: [String: ElementTarget]
    var controllers: [String: WeakRef<UIViewController>]
    var scrollViews: [UIScrollView]
    weak var keyWindow: UIWindow?
    /// The windows GamepadKit drives in this capture (where it claims controller input).
    var drivenWindows: [UIWindow]
    /// Every chosen window, lowest level first.
    var windows: [UIWindow]
    /// The windows of the input accessory views read above them (the keyboard's): the
    /// highlight is drawn there for their elements, and a finger's touch there is heard.
    var accessoryWindows: [UIWindow] = []
    /// The input accessory views read above the windows: a finger's touch on them is heard.
    var accessoryViews: [UIView] = []
    private var idsByObject: [ObjectIdentifier: String]

    /// The screen's context, with the writing direction of the modal scope's view, else the
    /// visible screen's view, else the key window (`ScreenContext.readsRightToLeft`): focus starts
    /// at the top leading corner, the top right in a right-to-left language.
    var context: ScreenContext {
        var context = resolution?.context ?? ScreenContext()
        func readsRightToLeft(_ view: UIView?) -> Bool? {
            view.map { $0.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        }
        context.isRightToLeft = ScreenContext.readsRightToLeft(
            modalScope: readsRightToLeft(controller(id: resolution?.modalScope?.id)?.viewIfLoaded),
            screen: readsRightToLeft(controller(id: resolution?.screen.id)?.viewIfLoaded),
            keyWindow: readsRightToLeft(keyWindow))
        return context
    }

    /// The id this capture gave `view`, if it saw it (for a cell, the id of its row).
    func id(of view: UIView) -> String? { idsByObject[ObjectIdentifier(view)] }

    /// The chosen window that shows the element `id`, if the capture knows it.
    func window(ofElement id: String) -> UIWindow? {
        guard let window = targets[id]?.view?.window,
              windows.contains(where: { $0 === window }) || accessoryWindows.contains(where: { $0 === window }) else { return nil }
        return window
    }

    /// Every id this capture gave a view.
    var elementIDs: Set<String> { Set(idsByObject.values) }

    func controller(id: String?) -> UIViewController? {
        guard let id else { return nil }
        return controllers[id]?.value
    }

    static func make(scope: Scope, excludedScreens: Set<String>, excludedWebViews: Set<String> = [],
                     overlay: HighlightOverlay) -> SceneCapture? {
        let (windows, keyWindow) = chosenWindows()
        guard let keyWindow else { return nil }
        for window in windows {
            window.layoutIfNeeded()
        }

        var controllerBuilder = ControllerTreeBuilder()
        var resolution: ScreenResolution?
        if let rootController = keyWindow.rootViewController {
            let tree = controllerBuilder.node(for: rootController, depth: 0)
            resolution = ScreenResolver(excludedScreens: excludedScreens).resolve(tree)
        }
        let modalScope = controllerBuilder.controllers[resolution?.modalScope?.id ?? ""]?.value

        let builder = ViewTreeBuilder(skipping: overlay.view, modalScope: modalScope)
        builder.chosenWindows = windows
        builder.excludedWebViews = excludedWebViews
        // While a transition runs UIKit takes no touches; hit-testing then would say "nothing".
        builder.asksHitTest = !ScreenTransitionReader.transition(
            among: controllerBuilder.controllers.values.compactMap(\.value)).isRunning
        // The scene's coordinates (`ViewTreeBuilder.node(forWindow:)`): where the key window is.
        let bounds = Rect(keyWindow.convert(keyWindow.bounds, to: nil as UIWindow?))
        var windowNodes: [ViewNode] = []
        var driven: [UIWindow] = []
        var accessoryWindows: [UIWindow] = []
        // Found before the windows are read: a probe of a view under a bar is a miss.
        var accessories: [(view: UIView, joinsModalScope: Bool)] = []
        if case .screens = scope {
            accessories = shownInputAccessories(of: controllerBuilder.controllers[resolution?.screen.id ?? ""]?.value,
                                                modalScope: modalScope, chosen: windows, keyWindow: keyWindow,
                                                shownControllers: controllerBuilder.controllers.values.compactMap(\.value))
            builder.accessories = accessories.map(\.view)
        }
        switch scope {
        case .screens:
            // Topmost first, so that each window's probes know the windows above it
            // (`HitTestReader`); the nodes stay lowest first, later ones on top.
            for window in windows.reversed() {
                if let node = builder.node(forWindow: window) { windowNodes.insert(node, at: 0) }
            }
            driven = windows
            // Input accessory views (a chat screen's message bar, a form's Done bar) live in the
            // keyboard's window, which is never read: each one shown is a layer above the rest.
            for accessory in accessories {
                guard var node = builder.node(forDetached: accessory.view), let window = accessory.view.window else { continue }
                node.joinsModalScope = accessory.joinsModalScope
                windowNodes.append(node)
                if !accessoryWindows.contains(where: { $0 === window }) { accessoryWindows.append(window) }
            }
        case .registeredViews(let registered):
            // A presented alert or sheet takes every touch: only what lies inside it is scanned
            // (`BinderScanScope`), its whole view when no registered view is inside it.
            let modalView = modalScope?.viewIfLoaded
            var views = registered
            switch BinderScanScope.choose(registeredInsideModal: registered.map { modalView.map($0.isDescendant(of:)) ?? false },
                                          hasModalScope: modalView?.window != nil) {
            case .registered(let indexes): views = indexes.map { registered[$0] }
            case .modalScope: views = modalView.map { [$0] } ?? []
            }
            for view in views {
                guard let window = view.window, windows.contains(where: { $0 === window }) else { continue }
                if let node = builder.node(forDetached: view) { windowNodes.append(node) }
                if !driven.contains(where: { $0 === window }) { driven.append(window) }
            }
        }
        let root = ViewNode(id: "GamepadKit.windows", kind: .view, frame: bounds, children: windowNodes)
        return SceneCapture(root: root, bounds: bounds, resolution: resolution, targets: builder.targets,
                            controllers: controllerBuilder.controllers, scrollViews: builder.scrollViews,
                            keyWindow: keyWindow, drivenWindows: driven, windows: windows, accessoryWindows: accessoryWindows,
                            accessoryViews: accessories.map(\.view),
                            idsByObject: builder.idsByObject)
    }

    /// The input accessory views UIKit shows for the screen that the scan reads apart
    /// (`WindowSelection.scansInputAccessory`), each with whether it counts in the presented
    /// screen's scope: the editing field's, and those of the screen's controller and the
    /// controllers holding it (a chat screen's message bar, shown while the controller is first
    /// responder or while the bar's own field edits), and of a controller shown inside the
    /// screen (a chat screen in a split view's detail column, a container's child:
    /// `shownControllers` are those the scan found). `ControllerInputBars` decides: a bar seen
    /// shown is remembered for the key window's scene and read again while it still shows, for
    /// its controller (first responder) or for the field editing inside it, without asking any
    /// getter; otherwise only the first responders' `inputAccessoryView` (the app's override) is
    /// asked, or, while a field of a bar edits and nothing is remembered, each controller once
    /// per editing field. The editing field's own `inputAccessoryView` is asked at every scan (a
    /// stored property of UIKit's fields; a subclass may override it).
    private static func shownInputAccessories(of screenController: UIViewController?, modalScope: UIViewController?,
                                              chosen: [UIWindow], keyWindow: UIWindow,
                                              shownControllers: [UIViewController]) -> [(view: UIView, joinsModalScope: Bool)] {
        func isChosen(_ window: UIWindow?) -> Bool {
            window.map { window in chosen.contains { $0 === window } } ?? false
        }
        var offered: [(view: UIView, owner: UIView?, facts: WindowSelection.InputAccessory?)] = []
        let editing = EditingInputTracker.shared.editing
        let keyScene = keyWindow.windowScene
        let modalView = modalScope?.viewIfLoaded
        let editingBar = editing?.inputAccessoryView
        if let editing, let editingBar {
            offered.append((editingBar, editing, nil))
            if let keyScene {
                rememberFieldBar(WeakFieldBar(bar: editingBar, field: editing, scene: keyScene, scopeView: modalView,
                                              fieldInsideScope: modalView.map { editing.isDescendant(of: $0) } ?? false), for: keyScene)
            }
        }
        let editingPlace = editing.map { field in
            WindowSelection.EditingField(isInWindow: field.window != nil, isInChosenWindow: isChosen(field.window),
                                         windowClassName: field.window.map { String(describing: type(of: $0)) } ?? "",
                                         isInKeyScene: keyScene != nil && field.window?.windowScene === keyScene)
        } ?? .none
        // The screen's controller and those holding it, then the controllers shown inside the
        // screen that are first responder.
        var offering: [UIViewController] = []
        var controller = screenController
        while let current = controller {
            offering.append(current)
            controller = current.parent
        }
        if let screenView = screenController?.viewIfLoaded {
            // Whether a child lies inside the screen is asked of first responders, and of the
            // others only when all join (a bar's field edits and no controller is first responder).
            let others = shownControllers.filter { shown in !offering.contains { $0 === shown } }
            let isInside = { (shown: UIViewController) in shown.viewIfLoaded?.isDescendant(of: screenView) == true }
            let firstResponderInside = others.map { $0.isFirstResponder && isInside($0) }
            offering += ControllerInputBars.joiningChildren(chainHasFirstResponder: offering.contains(where: \.isFirstResponder),
                                                            childIsFirstResponderInside: firstResponderInside,
                                                            editing: editingPlace)
                .filter { firstResponderInside[$0] || isInside(others[$0]) }.map { others[$0] }
        }
        // The bar remembered for the key window's scene (`ControllerInputBars` decides when it
        // is read): the screen's controller is the key window's root's, so that is its scene.
        let remembered = keyScene.flatMap { scene in rememberedBars[ObjectIdentifier(scene)].flatMap { $0.scene === scene ? $0 : nil } } ?? WeakBar()
        let isFirstResponder = offering.map(\.isFirstResponder)
        barMemory.beginScan(firstResponders: Set(offering.indices.filter { isFirstResponder[$0] }.map { ObjectIdentifier(offering[$0]) }),
                            editingField: editing.map(ObjectIdentifier.init), at: CACurrentMediaTime())
        let fieldInside = { (bar: UIView) -> Bool in editing?.isDescendant(of: bar) == true }
        // What the scan reads of a bar, the same facts for the remembered bar as for any other.
        func facts(of accessory: UIView, owner: UIView?) -> WindowSelection.InputAccessory {
            let window = accessory.window
            return WindowSelection.InputAccessory(
                isInWindow: window != nil,
                isInChosenWindow: isChosen(window),
                isHidden: accessory.isHidden || window?.isHidden != false,
                alpha: Double(accessory.alpha),
                isOnScreen: window.map { accessory.convert(accessory.bounds, to: $0).intersects($0.bounds) } ?? false,
                owner: WindowSelection.InputAccessory.Owner(isInsideModalScope: modalView.map { owner?.isDescendant(of: $0) == true }))
        }
        // Read once, and only for a bar in the key window's scene.
        let rememberedFacts = remembered.bar.flatMap { bar in
            bar.window?.windowScene === keyScene ? facts(of: bar, owner: remembered.owner?.viewIfLoaded) : nil
        }
        let rememberedBarIsShown = rememberedFacts.map(WindowSelection.scansInputAccessory) ?? false
        // The bar of the field that edited before, holding the field that edits now.
        if let editing, let keyScene, let kept = rememberedFieldBars[ObjectIdentifier(keyScene)], kept.scene === keyScene,
           let bar = kept.bar, bar !== editingBar, bar.window?.windowScene === keyScene {
            var keptFacts = facts(of: bar, owner: kept.field)
            // The field that opened the bar may be gone (a hidden field the app removed once the
            // bar's own field took over): where it stood when the bar was remembered counts.
            if kept.field == nil {
                let inside = ControllerInputBars.goneFieldIsInsideModalScope(
                    isScreenPresented: modalView != nil, isTheRememberedScreen: modalView != nil && kept.scopeView === modalView,
                    fieldWasInside: kept.fieldInsideScope)
                keptFacts.owner = WindowSelection.InputAccessory.Owner(isInsideModalScope: inside)
            }
            if ControllerInputBars.readsRememberedFieldBar(editingOffersBar: editingBar != nil,
                                                           editingInsideRememberedFieldBar: fieldInside(bar),
                                                           rememberedFieldBarIsShown: WindowSelection.scansInputAccessory(keptFacts)) {
                offered.append((bar, kept.field, keptFacts))
            }
        }
        switch barMemory.readingThisScan(
            controllerIsFirstResponder: isFirstResponder.contains(true), editing: editingPlace,
            editingInsideRememberedBar: remembered.bar.map(fieldInside) ?? false,
            rememberedBarIsShown: rememberedBarIsShown,
            rememberedOwnerIsFirstResponder: remembered.owner?.isFirstResponder == true) {
        case .rememberedBar:
            if let bar = remembered.bar { offered.append((bar, remembered.owner?.viewIfLoaded, rememberedFacts)) }
        case .askGetters:
            for position in ControllerInputBars.askedControllers(isFirstResponder: isFirstResponder) {
                let current = offering[position]
                guard barMemory.asks(ObjectIdentifier(current)) else { continue }
                guard let accessory = current.inputAccessoryView else {
                    barMemory.offeredNothing(by: ObjectIdentifier(current), ownerIsFirstResponder: isFirstResponder[position])
                    continue
                }
                offered.append((accessory, current.viewIfLoaded, nil))
                let offer = ControllerInputBars.Offer(
                    owner: ObjectIdentifier(current), ownerIsFirstResponder: isFirstResponder[position],
                    isHosted: accessory.window != nil, holdsEditingField: fieldInside(accessory),
                    isTheViewSeenUnhosted: accessory === lastUnhostedBar)
                if !offer.isHosted && offer.ownerIsFirstResponder { lastUnhostedBar = accessory }
                switch barMemory.offered(offer) {
                case .remember:
                    if let keyScene { remember(WeakBar(accessory, current, keyScene), for: keyScene) }
                case .noteNewBarPerCall:
                    noteNewBarPerCall(of: current)
                case .wait:
                    break
                }
            }
        case .nothing:
            break
        }
        var shown: [(view: UIView, joinsModalScope: Bool)] = []
        for (accessory, owner, known) in offered where !shown.contains(where: { $0.view === accessory }) {
            let facts = known ?? facts(of: accessory, owner: owner)
            guard WindowSelection.scansInputAccessory(facts) else { continue }
            // A bar whose height changes is read laid out; only the bar (layout climbs to the
            // highest ancestor that needs it: UIKit's input host, an app's own keyboard).
            if accessory.superview?.layer.needsLayout() != true { accessory.layoutIfNeeded() }
            shown.append((accessory, facts.joinsModalScope))
        }
        return shown
    }

    /// By window scene, the input accessory view its screen's controllers offered last, shown
    /// in a window, with that controller and the scene (all weak: the bar goes with its owner,
    /// and an entry is read only for the very scene that made it).
    private static var rememberedBars: [ObjectIdentifier: WeakBar] = [:]

    /// By window scene, the input accessory view the editing field offered last, with that field
    /// and the scene (all weak), for the field inside it that may edit next
    /// (`ControllerInputBars.readsRememberedFieldBar`).
    private static var rememberedFieldBars: [ObjectIdentifier: WeakFieldBar] = [:]

    /// What scans remember of the controllers' bars from one scan to the next.
    private static var barMemory = ControllerInputBars()

    /// The view a first responder's getter returned in no window at the last scan that asked it.
    private static weak var lastUnhostedBar: UIView?

    /// UIKit loaded the input views again (a keyboard frame notification): the next scan asks
    /// the getters (`ControllerInputBars.inputViewsReloaded()`).
    static func inputViewsReloaded() {
        barMemory.inputViewsReloaded()
    }

    /// GamepadKit stops (or keeps only the 1.1 API's screens): what the scans remembered of the
    /// bars is forgotten, so that a later start asks afresh.
    static func forgetBars() {
        barMemory.forgetAll()
        rememberedBars = [:]
        rememberedFieldBars = [:]
        lastUnhostedBar = nil
    }

    /// Runs `scan` (a scan the engine never sees: a capture) and puts back what the scans
    /// remember of the bars as it was before.
    static func preservingBarMemory<Result>(_ scan: () -> Result) -> Result {
        let memory = barMemory, bars = rememberedBars, fieldBars = rememberedFieldBars, unhosted = lastUnhostedBar
        defer {
            barMemory = memory
            rememberedBars = bars
            rememberedFieldBars = fieldBars
            lastUnhostedBar = unhosted
        }
        return scan()
    }

    /// Remembers `bar` for `scene`, and forgets the bars and scenes that are gone.
    private static func remember(_ bar: WeakBar, for scene: UIWindowScene) {
        store(bar, for: scene, in: &rememberedBars, isLive: { $0.bar != nil && $0.scene != nil },
              isSame: { $0.bar === bar.bar && $0.owner === bar.owner && $0.scene === scene })
    }

    private static func rememberFieldBar(_ bar: WeakFieldBar, for scene: UIWindowScene) {
        store(bar, for: scene, in: &rememberedFieldBars, isLive: { $0.bar != nil && $0.scene != nil },
              isSame: { $0.bar === bar.bar && $0.field === bar.field && $0.scene === scene && $0.scopeView === bar.scopeView })
    }

    /// Keeps `entry` for `scene` in `table`, unless the same one is kept already (a scan at rest
    /// changes nothing); entries whose bar or scene went are dropped then.
    private static func store<Entry>(_ entry: Entry, for scene: UIWindowScene, in table: inout [ObjectIdentifier: Entry],
                                     isLive: (Entry) -> Bool, isSame: (Entry) -> Bool) {
        if let current = table[ObjectIdentifier(scene)], isSame(current) { return }
        table = table.filter { isLive($0.value) }
        table[ObjectIdentifier(scene)] = entry
    }

    /// A field's bar, that field, the scene it was shown in and the presented screen's view
    /// then, held weakly, and whether the field stood inside that presented screen.
    private struct WeakFieldBar {
        weak var bar: UIView?
        weak var field: UIView?
        weak var scene: UIWindowScene?
        weak var scopeView: UIView?
        var fieldInsideScope: Bool
    }

    /// A bar, the controller that offered it and the scene it was shown in, held weakly.
    private struct WeakBar {
        weak var bar: UIView?
        weak var owner: UIViewController?
        weak var scene: UIWindowScene?

        init(_ bar: UIView? = nil, _ owner: UIViewController? = nil, _ scene: UIWindowScene? = nil) {
            self.bar = bar
            self.owner = owner
            self.scene = scene
        }
    }

    /// Says what no scan can reach: a first responder whose `inputAccessoryView` returned another
    /// view in no window at two scans in a row (`ControllerInputBars` answers it once per process,
    /// and its getter is not asked again while it stays first responder).
    /// UIKit shows the view it got when it last loaded the input views (at `becomeFirstResponder`
    /// or `reloadInputViews()`); a getter that builds a new bar on every call hands anyone asking
    /// later another one, so the bar on screen is never read and the controller does not reach
    /// its field or buttons.
    private static func noteNewBarPerCall(of controller: UIViewController) {
        DiagnosticLog(category: "scan").debug(
            "\(String(describing: type(of: controller))) is first responder, but its inputAccessoryView returns a view in no window: "
            + "return the same stored view from the getter (UIKit shows the one it got when it last loaded the input views), "
            + "so that the controller reaches the bar. Logged once.")
    }

    /// The windows `WindowSelection` chooses, lowest level first, and the key one.
    static func chosenWindows() -> (windows: [UIWindow], key: UIWindow?) {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        var windows: [UIWindow] = []
        var descriptors: [WindowSelection.Window] = []
        for (sceneIndex, scene) in scenes.enumerated() {
            let state = sceneState(scene.activationState)
            let screenBounds = scene.coordinateSpace.bounds
            for window in scene.windows {
                windows.append(window)
                descriptors.append(WindowSelection.Window(
                    sceneState: state, isHidden: window.isHidden, alpha: Double(window.alpha),
                    className: String(describing: type(of: window)), level: Double(window.windowLevel.rawValue),
                    isKey: window.isKeyWindow, scene: sceneIndex,
                    coversScreen: covers(window, screenBounds: screenBounds)))
            }
        }
        let selection = WindowSelection.select(descriptors)
        return (selection.ordered.map { windows[$0] }, selection.key.map { windows[$0] })
    }

    /// The chosen windows, lowest level first.
    static func foregroundWindows() -> [UIWindow] {
        chosenWindows().windows
    }

    /// The window spans its scene and paints it opaquely, with its own background or its root
    /// view's (a passcode or privacy window hides what is below).
    private static func covers(_ window: UIWindow, screenBounds: CGRect) -> Bool {
        guard window.frame.contains(screenBounds), window.alpha >= 1 else { return false }
        if isOpaque(window.backgroundColor) { return true }
        guard let root = window.rootViewController?.viewIfLoaded, !root.isHidden, root.alpha >= 1,
              root.convert(root.bounds, to: nil).contains(window.bounds) else { return false }
        return isOpaque(root.backgroundColor)
    }

    private static func isOpaque(_ color: UIColor?) -> Bool {
        guard let color else { return false }
        var alpha: CGFloat = 0
        guard color.getRed(nil, green: nil, blue: nil, alpha: &alpha) || color.getWhite(nil, alpha: &alpha) else { return false }
        return alpha >= 1
    }

    private static func sceneState(_ state: UIScene.ActivationState) -> WindowSelection.SceneState {
        switch state {
        case .foregroundActive: .foregroundActive
        case .foregroundInactive: .foregroundInactive
        case .background: .background
        case .unattached: .unattached
        @unknown default: .unattached
        }
    }
}
#endif
