/// Which windows make up the screen and which one is key: the foreground scene's visible
/// windows, lowest level first (later ones are drawn on top), without the system keyboard's.
///
/// Rules:
/// - The windows of the foreground-active scenes; when none is active yet (launch, a system
///   alert on top), those of the foreground-inactive scenes. Background scenes never count.
/// - A window counts when it is not hidden, its alpha is above `Scanner.minimumVisibleAlpha`,
///   and its class is not one of the keyboard's (a name containing `Keyboard` or
///   `TextEffects`).
/// - Order: by window level, ties in the scenes' window order.
/// - The key window is the visible one marked key, else the topmost visible one.
public enum WindowSelection {
    /// The activation state of a window's scene, as `UIScene.ActivationState`.
    public enum SceneState: String, Hashable, Sendable {
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

        /// A window's description; every part but the scene state has a usual default.
        public init(sceneState: SceneState, isHidden: Bool = false, alpha: Double = 1, className: String = "UIWindow",
                    level: Double = 0, isKey: Bool = false) {
            self.sceneState = sceneState
            self.isHidden = isHidden
            self.alpha = alpha
            self.className = className
            self.level = level
            self.isKey = isKey
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
        let hasActive = windows.contains { $0.sceneState == .foregroundActive }
        let wantedState: SceneState = hasActive ? .foregroundActive : .foregroundInactive
        let visible = windows.indices.filter { index in
            let window = windows[index]
            return window.sceneState == wantedState && !window.isHidden
                && window.alpha.isFinite && window.alpha > Scanner.minimumVisibleAlpha
                && !window.className.contains("Keyboard") && !window.className.contains("TextEffects")
        }
        let ordered = visible.sorted { a, b in
            let levelA = windows[a].level.isFinite ? windows[a].level : 0
            let levelB = windows[b].level.isFinite ? windows[b].level : 0
            return levelA == levelB ? a < b : levelA < levelB
        }
        let key = ordered.first { windows[$0].isKey } ?? ordered.last
        return Selection(ordered: ordered, key: key)
    }
}
