/// A focus section of a SwiftUI screen as the merge placed it: its frame in window coordinates
/// and the elements inside it.
public struct SwiftUIFocusSection: Hashable, Sendable {
    /// The section's id (its marking view's key).
    public var id: String
    /// The section's frame in window coordinates.
    public var frame: Rect
    /// The ids of its elements, in registration order.
    public var memberIDs: [String]
    /// The member marked `.gamepadDefaultFocus()`, which a move into the section lands on.
    public var defaultID: String?

    /// A section `id` at `frame` holding `memberIDs`, entered on `defaultID` when it is set.
    public init(id: String, frame: Rect, memberIDs: [String], defaultID: String? = nil) {
        self.id = id
        self.frame = frame
        self.memberIDs = memberIDs
        self.defaultID = defaultID
    }
}
