/// Which windows make up the screen and which one is key.
///
/// Rules:
/// - Scenes: the foreground-active ones; when none is active yet (launch, a system alert on
///   top), the foreground-inactive ones. Background scenes never count. Of those, only the
///   scene that holds the key window counts (two scenes side by side on an iPad are two
///   screens; the user drives the one they last used), else the first with a visible window.
/// - A window counts when it is not hidden, its alpha is above `FocusScanner.minimumVisibleAlpha`,
///   and its class is not one of the keyboard's (a name containing `Keyboard` or
///   `TextEffects`).
/// - Order: by window level, ties in the scene's window order.
/// - The key window is the visible one marked key. Windows below it do not count: they are
///   behind the window the user is using (a passcode or login window over the app). When no
///   window is marked key yet, every window counts and the topmost is key.
/// - A window above the key one that covers the whole screen with an opaque background (a
///   privacy cover that did not become key) hides everything below it: it becomes the key
///   window of the selection, and the windows below it do not count.
public enum WindowSelection {
    /// The activation state of a window's scene, as `UIScene.ActivationState`.
    public enum SceneState: String, Hashable, Sendable {
        /// `UIScene.ActivationState`'s cases of the same name.
        case foregroundActive, foregroundInactive, background, unattached
    }

    /// What the rules need to know of one window.
    public struct Window: Hashable, Sendable {
        /// Its scene's activation state.
        public var sceneState: SceneState
        /// `isHidden`.
        public var isHidden: Bool
        /// `alpha`.
        public var alpha: Double
        /// The runtime class name (`"UIWindow"`, `"UIRemoteKeyboardWindow"`…).
        public var className: String
        /// `windowLevel.rawValue`.
        public var level: Double
        /// `isKeyWindow`.
        public var isKey: Bool
        /// Which scene the window belongs to (any number the same for one scene's windows).
        public var scene: Int
        /// The window covers its whole screen and its background is opaque.
        public var coversScreen: Bool

        /// A window's description; every part but the scene state has a usual default.
        public init(sceneState: SceneState, isHidden: Bool = false, alpha: Double = 1, className: String = "UIWindow",
                    level: Double = 0, isKey: Bool = false, scene: Int = 0, coversScreen: Bool = false) {
            self.sceneState = sceneState
            self.isHidden = isHidden
            self.alpha = alpha
            self.className = className
            self.level = level
            self.isKey = isKey
            self.scene = scene
            self.coversScreen = coversScreen
        }

        /// Shown and not the keyboard's.
        fileprivate var isVisible: Bool {
            !isHidden && alpha.isFinite && alpha > FocusScanner.minimumVisibleAlpha && !WindowSelection.isKeyboardWindow(className: className)
        }
    }

    /// The chosen windows as indices into the input, and the key one.
    public struct Selection: Hashable, Sendable {
        /// Lowest level first.
        public var ordered: [Int]
        /// One of `ordered`, or nil when no window counts.
        public var key: Int?
    }

    /// Chooses among `windows`, given in the scenes' order and each scene's window order.
    public static func select(_ windows: [Window]) -> Selection {
        let hasActive = windows.contains { $0.sceneState == .foregroundActive && $0.isVisible }
        let wantedState: SceneState = hasActive ? .foregroundActive : .foregroundInactive
        let visible = windows.indices.filter { windows[$0].sceneState == wantedState && windows[$0].isVisible }
        guard let firstVisible = visible.first else { return Selection(ordered: [], key: nil) }
        let scene = visible.first(where: { windows[$0].isKey }).map { windows[$0].scene } ?? windows[firstVisible].scene
        let ordered = visible.filter { windows[$0].scene == scene }.sorted { a, b in
            let levelA = windows[a].level.isFinite ? windows[a].level : 0
            let levelB = windows[b].level.isFinite ? windows[b].level : 0
            return levelA == levelB ? a < b : levelA < levelB
        }
        guard let lastPosition = ordered.indices.last else { return Selection(ordered: [], key: nil) }
        guard let keyPosition = ordered.firstIndex(where: { windows[$0].isKey }) else {
            // No window is key yet: all of them count, the topmost is key.
            let cover = ordered.indices.last(where: { windows[ordered[$0]].coversScreen }) ?? 0
            return Selection(ordered: Array(ordered[cover...]), key: ordered[lastPosition])
        }
        var fromKeyUp = Array(ordered[keyPosition...])
        if let cover = fromKeyUp.indices.last(where: { $0 > 0 && windows[fromKeyUp[$0]].coversScreen }) {
            fromKeyUp = Array(fromKeyUp[cover...])
        }
        return Selection(ordered: fromKeyUp, key: fromKeyUp.first)
    }

    /// True for the keyboard's windows (a class name containing `Keyboard` or `TextEffects`:
    /// `UIRemoteKeyboardWindow`, `UITextEffectsWindow`), where UIKit puts the keyboard and the
    /// input accessory views. They never count as screens; a field of an accessory view edits
    /// there (a chat screen's message bar).
    public static func isKeyboardWindow(className: String) -> Bool {
        className.contains("Keyboard") || className.contains("TextEffects")
    }

    /// What the scan needs to know of an input accessory view a responder of the screen offers
    /// (a chat screen's message bar: the screen's controller's `inputAccessoryView`, or the
    /// editing field's).
    public struct InputAccessory: Hashable, Sendable {
        /// It is in a window: UIKit shows it (above the keyboard, or at the bottom of the screen
        /// while its controller is first responder).
        public var isInWindow: Bool
        /// That window is one of the chosen ones (then the accessory is scanned with it).
        public var isInChosenWindow: Bool
        /// `isHidden` of the view or of its window.
        public var isHidden: Bool
        /// The view's `alpha`.
        public var alpha: Double
        /// Its frame meets the screen's bounds.
        public var isOnScreen: Bool
        /// Where the responder that offers it stands to a presented screen.
        public var owner: Owner

        /// Where the responder offering an accessory stands to the modal scope.
        public enum Owner: Hashable, Sendable {
            /// No screen is presented.
            case noModalScope
            /// The responder is inside the presented screen (a form sheet's field or controller).
            case insideModalScope
            /// The responder is behind the presented screen.
            case outsideModalScope

            /// Where a responder stands: `isInsideModalScope` is nil when no screen is presented,
            /// else whether the responder's view lies inside the presented screen's view (a
            /// responder without a view, under a presented screen, counts as outside it).
            public init(isInsideModalScope: Bool?) {
                switch isInsideModalScope {
                case nil: self = .noModalScope
                case true?: self = .insideModalScope
                case false?: self = .outsideModalScope
                }
            }
        }

        /// An accessory's description.
        public init(isInWindow: Bool, isInChosenWindow: Bool = false, isHidden: Bool = false, alpha: Double = 1, isOnScreen: Bool = true,
                    owner: Owner = .noModalScope) {
            self.isInWindow = isInWindow
            self.isInChosenWindow = isInChosenWindow
            self.isHidden = isHidden
            self.alpha = alpha
            self.isOnScreen = isOnScreen
            self.owner = owner
        }

        /// Its elements count in the presented screen's scope (`ViewNode.joinsModalScope`).
        public var joinsModalScope: Bool { owner == .insideModalScope }
    }

    /// True when the scan reads `accessory` as a layer of its own above the chosen windows: UIKit
    /// shows it (in a window, not hidden, not transparent, on screen) in a window the selection
    /// leaves out, the keyboard's, where UIKit puts input accessory views, and the responder
    /// offering it is not behind a presented screen. A finger reaches its field and buttons
    /// there, so the controller does; the keyboard's own views are never read. Its elements
    /// count in a presented screen's scope when its responder is inside that screen
    /// (`InputAccessory.joinsModalScope`).
    public static func scansInputAccessory(_ accessory: InputAccessory) -> Bool {
        accessory.isInWindow && !accessory.isInChosenWindow && !accessory.isHidden && accessory.isOnScreen
            && accessory.alpha.isFinite && accessory.alpha > FocusScanner.minimumVisibleAlpha
            && accessory.owner != .outsideModalScope
    }

    /// Where the field being edited is, as far as the input accessory views are concerned.
    public enum EditingField: Hashable, Sendable {
        /// No field edits (or it is not in a window).
        case none
        /// A field of a chosen window edits: the app's own screens.
        case inChosenWindow
        /// A field edits in the keyboard's window of the key window's scene, where a field of an
        /// input accessory view (a chat screen's message bar) edits.
        case inKeyboardWindow

        /// Where a field editing in a window (`isInWindow`) is: in a chosen window; in a keyboard
        /// window (`isKeyboardWindow(className:)` of `windowClassName`) of the key window's scene
        /// (`isInKeyScene`); anywhere else (a window below the key window, another scene's) it
        /// shows no bar of this screen.
        public init(isInWindow: Bool, isInChosenWindow: Bool, windowClassName: String, isInKeyScene: Bool) {
            if !isInWindow {
                self = .none
            } else if isInChosenWindow {
                self = .inChosenWindow
            } else if isInKeyScene && WindowSelection.isKeyboardWindow(className: windowClassName) {
                self = .inKeyboardWindow
            } else {
                self = .none
            }
        }
    }

    /// True when the input accessory views of the screen's controller and of the controllers
    /// holding it are asked for (their `inputAccessoryView`, which may be an app's override):
    /// only while UIKit shows them, when one of those controllers is first responder (a chat
    /// screen with its bar at the bottom) or while a field of such a bar edits (in the keyboard's
    /// window). UIKit asks a responder for its accessory when it reloads input views, then
    /// only; a scan asking at other times would run the app's getter on every rebuild.
    /// The editing field's own accessory is asked whenever a field edits.
    public static func asksControllerAccessories(controllerIsFirstResponder: Bool, editing: EditingField) -> Bool {
        controllerIsFirstResponder || editing == .inKeyboardWindow
    }

    /// The windows a probe for a view of `ordered[position]` asks, in the order UIKit offers a
    /// touch to them: the chosen windows above it, topmost first, then its own window last (as
    /// positions in `ordered`, which is lowest level first). UIKit delivers a touch to the
    /// topmost window whose `hitTest(_:with:)` returns a view, so a probe that lands in a window
    /// above (a custom alert, HUD or paywall window that never became key) is a miss for the
    /// view below; a window above whose `hitTest` returns nil (one that lets touches through)
    /// passes the probe on. A position outside `ordered` asks that window alone.
    public static func hitTestOrder(forWindowAt position: Int, count: Int) -> [Int] {
        guard position >= 0, position < count else { return [position] }
        return Array((position + 1..<count).reversed()) + [position]
    }

    /// What a window above says about a probe's point.
    public enum UpperWindowAnswer: Hashable, Sendable {
        /// Its `hitTest(_:with:)` returned a view: the touch goes there.
        case takesTouch
        /// Its `hitTest(_:with:)` returned nil (outside it, or a window that lets touches
        /// through): the touch goes on to the windows below.
        case letsThrough
        /// It was not asked: at that point its `hitTest` would run an app's or a library's
        /// override (`HitTestPermission.Blocks`), which may crash on the nil event or act on it.
        /// Such a window is passed over as one that lets touches through: the usual override at
        /// a window's level is the pass-through window's, and the view's own window still
        /// answers as it did before windows above were asked.
        case notAsked
    }

    /// The answer of a probe asked of the windows in `hitTestOrder` order: the first window
    /// above that takes the point makes it a miss; windows that let it through, or could not be
    /// asked, pass it on; then the view's own window answers. `upperWindow` is asked of each
    /// window above, topmost first, until one takes the touch.
    ///
    /// A point under an input accessory view read above the windows (`scansInputAccessory`) is
    /// a miss for every view of the windows below (`coveredByAccessory`): the keyboard's window
    /// lies above them and the bar takes that touch.
    public static func probeAnswer(windowsAbove: Int, coveredByAccessory: Bool = false, upperWindow: (Int) -> UpperWindowAnswer,
                                   ownAnswer: () -> HitTestAnswer) -> HitTestAnswer {
        if coveredByAccessory { return .miss }
        for index in 0..<max(0, windowsAbove) {
            switch upperWindow(index) {
            case .takesTouch: return .miss
            case .letsThrough, .notAsked: continue
            }
        }
        return ownAnswer()
    }
}
