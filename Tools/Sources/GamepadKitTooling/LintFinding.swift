import GamepadKitCore

/// What kind of navigation problem a finding is. The raw values are the `kind` strings of
/// `gamepadkit lint --json`.
public enum LintFindingKind: String, CaseIterable, Hashable, Sendable {
    /// No sequence of moves from the initial focus reaches the element.
    case unreachable
    /// A direction leads nowhere although a focusable element lies that way.
    case deadEnd
    /// A move leads to an element whose opposite move leads somewhere else.
    case oneWay
    /// Two focusable elements cover the same area: the highlight and taps are ambiguous.
    case overlap
    /// The element is smaller than the minimum size on one side: the highlight is hard to see.
    case tooSmall
    /// A focusable view's frame lies outside its scene (and not in scrollable content).
    case outsideScene
    /// The scene is drawn on Interface Builder's 600×600 size-class canvas, not on a device.
    case sizeClassCanvas
    /// A cell's storyboard selection segue has no identifier: A selects the row, but nothing
    /// but a finger can perform the segue (`RowSegue`).
    case segueWithoutIdentifier
    /// A cell's storyboard selection segue has an identifier, but `rowSegues` names no segue for
    /// its cell: A selects the row and the segue is not performed (`RowSegue`).
    case segueNotInRowSegues
    /// The constraints leave a view's position or size open (Auto Layout's ambiguous layout).
    case ambiguousLayout
    /// Required constraints contradict each other; Auto Layout breaks one.
    case conflictingConstraints
    /// Stored frames differ from the ones the constraints give (Xcode's misplaced views).
    case misplacedViews
    /// A view stored visible lies over controls that would otherwise be stops
    /// (`CoveredControlsCheck`): the finding names the view and the controls.
    case coveredControls

    /// The name people read in reports.
    public var title: String {
        switch self {
        case .unreachable: "unreachable"
        case .deadEnd: "dead end"
        case .oneWay: "one-way"
        case .overlap: "overlap"
        case .tooSmall: "too small"
        case .outsideScene: "outside the scene"
        case .sizeClassCanvas: "size-class canvas"
        case .segueWithoutIdentifier: "selection segue without identifier"
        case .segueNotInRowSegues: "selection segue not in rowSegues"
        case .ambiguousLayout: "ambiguous layout"
        case .conflictingConstraints: "conflicting constraints"
        case .misplacedViews: "misplaced views"
        case .coveredControls: "covered controls"
        }
    }
}

/// One navigation problem of a scene: its kind, the element it is about, and — depending on the
/// kind — the direction and the other element involved.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    public var kind: LintFindingKind
    /// The element the finding is about.
    public var elementID: String
    /// The direction pressed (dead end, one-way).
    public var direction: MoveDirection?
    /// The other element involved: the element that lies that way (dead end), the element the
    /// move leads to (one-way), the element covered (overlap), the initial focus (unreachable).
    public var otherID: String?
    /// The human-readable explanation.
    public var message: String

    public init(kind: LintFindingKind, elementID: String, direction: MoveDirection? = nil, otherID: String? = nil, message: String) {
        self.kind = kind
        self.elementID = elementID
        self.direction = direction
        self.otherID = otherID
        self.message = message
    }

    public var description: String { "\(kind.title): \(message)" }

    /// The finding in `gamepadkit lint --json`:
    /// `{"kind","id","direction","other","message"}` (direction and other may be null).
    public var json: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)),
            ("id", .string(elementID)),
            ("direction", .optionalString(direction?.rawValue)),
            ("other", .optionalString(otherID)),
            ("message", .string(message)),
        ])
    }
}
