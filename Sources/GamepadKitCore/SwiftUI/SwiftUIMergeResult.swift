/// What a merge made: the tree to scan and where each SwiftUI element went.
public struct SwiftUIMergeResult: Hashable, Sendable {
    /// Where one element was put.
    public struct Placement: Hashable, Sendable {
        /// The registry key of the `.gamepadNavigable()` root the element belongs to.
        public var rootKey: String
        /// The registry key of the SwiftUI view.
        public var key: String
        /// The node the element was added to (the view that holds it).
        public var parentID: String
        /// Its frame in window coordinates when the scan was taken.
        public var windowFrame: Rect
    }

    /// The tree with the SwiftUI elements in it.
    public var root: ViewNode
    /// Each added element's id and where it went.
    public var placements: [String: Placement] = [:]
    /// Elements marked `.gamepadDefaultFocus()`, in registration order.
    public var defaultFocusIDs: [String] = []
    /// The focus sections, in window coordinates, with their members' ids.
    public var sections: [SwiftUIFocusSection] = []
    /// Registered elements left out because a UIKit control or (with an assistive technology
    /// running) an accessibility element already stands for them.
    public var droppedIDs: [String] = []
    /// The ids of the placed elements the app gave no id (derived from a label or a place:
    /// `SwiftUIElementIdentity`), which the configuration should not name
    /// (`SwiftUIElementIdentity.configuredIDsNamingDerived(_:derived:)`).
    public var derivedIDs: Set<String> = []
    /// The ids this merge derived for elements that had none (root key → view key → id), for
    /// the registry to keep (`SwiftUIElementRegistry.adoptIDs(_:)`).
    public var newElementIDs: [String: [String: String]] = [:]

    /// A result holding `root` and nothing placed yet.
    public init(root: ViewNode) {
        self.root = root
    }
}
