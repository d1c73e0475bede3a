/// What the D-pad and the A and B buttons mean at the moment.
public enum FocusMode: Hashable, Sendable {
    /// Moves go from element to element.
    case navigating
    /// A slider, stepper or segmented control owns left and right: they change its value.
    /// A or B leave the mode.
    case adjusting(id: String)
    /// A text input is first responder: the keyboard owns the arrows; B ends editing.
    case textEntry(id: String)

    /// The element the mode belongs to; nil while navigating.
    public var elementID: String? {
        switch self {
        case .navigating: nil
        case .adjusting(let id), .textEntry(let id): id
        }
    }
}
