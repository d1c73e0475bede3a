/// One SwiftUI view that takes part in navigation, as its modifier reports it: what it is, where
/// it is and the word of the app on it.
///
/// `frame` is in the coordinate space of the view's root (the view `.gamepadNavigable()` was
/// applied to); the merge turns it into window coordinates through the root's anchor view
/// (`SwiftUISceneMerge`).
public struct SwiftUIElementRegistration: Hashable, Sendable {
    /// The token of the SwiftUI view: the same for as long as the view lives, whatever SwiftUI
    /// re-renders.
    public var key: String
    /// The id the app gave (`.gamepadFocusable(id:)`), which survives the view being recreated;
    /// nil for controls the root modifier registers.
    public var explicitID: String?
    /// What the view is (a button, a toggle, a custom focusable…): what A does on it.
    public var role: SwiftUIElementRole
    /// The view's frame in its root's coordinate space.
    public var frame: Rect
    /// A name for logs and reports.
    public var label: String?
    /// False while the view is disabled (`.disabled(true)`): it is no stop then.
    public var isEnabled: Bool
    /// The app marked it `.gamepadDefaultFocus()`: it takes focus first on its screen.
    public var isDefaultFocus: Bool
    /// The key of the focus section it is in (`.gamepadFocusSection()`), if any.
    public var sectionKey: String?
    /// The scroll view around it, as far as the system tells.
    public var scrollContainer: SwiftUIScrollContainer

    /// A registration of the view `key` with its role and frame; the rest as the modifiers found it.
    public init(key: String, explicitID: String? = nil, role: SwiftUIElementRole, frame: Rect,
                label: String? = nil, isEnabled: Bool = true, isDefaultFocus: Bool = false,
                sectionKey: String? = nil, scrollContainer: SwiftUIScrollContainer = .unknown) {
        self.key = key
        self.explicitID = explicitID
        self.role = role
        self.frame = frame
        self.label = label
        self.isEnabled = isEnabled
        self.isDefaultFocus = isDefaultFocus
        self.sectionKey = sectionKey
        self.scrollContainer = scrollContainer
    }
}

/// A region of a SwiftUI screen marked `.gamepadFocusSection()`: a move aimed at its empty space
/// enters it (`SwiftUIFocusSections`).
public struct SwiftUIFocusSectionRegistration: Hashable, Sendable {
    /// The token of the SwiftUI view that marks the section.
    public var key: String
    /// Its frame in its root's coordinate space.
    public var frame: Rect

    /// A section marked by the view `key`, at `frame` in its root's coordinate space.
    public init(key: String, frame: Rect) {
        self.key = key
        self.frame = frame
    }
}
