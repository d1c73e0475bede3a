import GamepadKitCore

/// One row of `gamepadkit map`: a focusable element and where each direction leads from it.
public struct MapElement: Hashable, Sendable {
    public var id: String
    public var kind: ViewKind
    public var frame: Rect
    public var label: String?
    /// For an accessibility element: its traits (shown beside the kind in the table).
    public var accessibilityTraits: ElementTraits
    /// The neighbour id for each direction; a direction that leads nowhere is absent.
    public var neighbors: [MoveDirection: String]
    /// For a row holding a single control: the id of the control A operates.
    public var controlID: String?
    /// True when the element lies out of view and focusing it scrolls first.
    public var needsScroll: Bool

    public init(id: String, kind: ViewKind, frame: Rect, label: String? = nil, neighbors: [MoveDirection: String],
                accessibilityTraits: ElementTraits = [], controlID: String? = nil, needsScroll: Bool = false) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.label = label
        self.neighbors = neighbors
        self.accessibilityTraits = accessibilityTraits
        self.controlID = controlID
        self.needsScroll = needsScroll
    }

    /// The kind as the table shows it: `accessibilityElement [button, toggleButton]` for an
    /// element with traits, else the kind's name.
    public var kindText: String {
        accessibilityTraits.isEmpty ? kind.rawValue : "\(kind.rawValue) [\(accessibilityTraits.names.joined(separator: ", "))]"
    }

    /// Every candidate of `scene` with its neighbours from the scene's map, in candidate order.
    public static func elements(of scene: ScannedScene) -> [MapElement] {
        scene.candidates.map { candidate in
            var neighbors: [MoveDirection: String] = [:]
            for direction in MoveDirection.allCases {
                if let id = scene.neighbor(of: candidate.id, direction) {
                    neighbors[direction] = id
                }
            }
            return MapElement(id: candidate.id, kind: candidate.kind, frame: candidate.frame, label: candidate.label, neighbors: neighbors,
                              accessibilityTraits: candidate.accessibilityTraits, controlID: candidate.controlID, needsScroll: candidate.needsScroll)
        }
    }

    /// The label worth showing beside the id: the element's label when it has one that differs
    /// from its id (clipped to 60 characters).
    public var shownLabel: String? {
        guard let label, !label.isEmpty, label != id else { return nil }
        return LayoutLinter.clipped(label)
    }

    /// The element as the map contract prints it:
    /// `{"id","kind","frame":[x,y,w,h],"up","down","left","right"}`, neighbours as ids or null,
    /// then `"control":"<id>"` for a row that forwards A to its single control and
    /// `"needsScroll":true` for an element out of view and `"label":"<name>"` for an element with
    /// a label other than its id (each only when it applies). The frame of an element out of view
    /// is its place in the content at the current scroll position.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(id)),
            ("kind", .string(kind.rawValue)),
            ("frame", frame.jsonArray),
            ("up", .optionalString(neighbors[.up])),
            ("down", .optionalString(neighbors[.down])),
            ("left", .optionalString(neighbors[.left])),
            ("right", .optionalString(neighbors[.right])),
        ]
        if let controlID { fields.append(("control", .string(controlID))) }
        if needsScroll { fields.append(("needsScroll", .bool(true))) }
        if let label, !label.isEmpty, label != id { fields.append(("label", .string(label))) }
        return .object(fields)
    }
}
