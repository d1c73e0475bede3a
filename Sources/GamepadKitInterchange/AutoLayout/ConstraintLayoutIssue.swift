/// Something the constraints of a scene say about its layout that a person should fix: what
/// Xcode's issue navigator shows for Auto Layout.
public struct ConstraintLayoutIssue: Hashable, Sendable {
    /// What kind of issue it is.
    public enum Kind: String, Hashable, Sendable {
        /// The constraints do not decide a view's position or size: Auto Layout places it
        /// wherever its solver ends, and it may move between runs and devices.
        case ambiguous
        /// Required constraints contradict each other: Auto Layout breaks one at run time.
        case conflicting
        /// The stored frame differs from the one the constraints give by more than a few points
        /// (Xcode's "misplaced view"): the file was saved with stale frames.
        case misplaced
        /// The solver stopped before it found a layout (its pivot limit, on constraints whose
        /// numbers floating point cannot settle): the scene keeps its stored frames.
        case unsolved
    }

    /// The kind.
    public var kind: Kind
    /// The view it is about (its id as the scene's nodes have it).
    public var viewID: String
    /// The constraint broken (conflicting), if any.
    public var constraintID: String?
    /// The explanation, in words.
    public var message: String

    /// Creates an issue.
    public init(kind: Kind, viewID: String, constraintID: String? = nil, message: String) {
        self.kind = kind
        self.viewID = viewID
        self.constraintID = constraintID
        self.message = message
    }
}
