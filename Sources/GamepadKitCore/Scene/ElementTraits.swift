/// The traits an accessibility element publishes about itself (UIKit's `UIAccessibilityTraits`,
/// SwiftUI's `ElementTraits`): what it is (a button, a header, a search field) and what
/// state it is in (selected, not enabled).
///
/// The bits are the engine's own, not UIKit's: the iOS layer translates trait by trait, and the
/// layout JSON names them (`"traits": ["button", "selected"]`) with the names of `names`.
/// `AccessibilityRules` reads them to decide whether an element is a focus stop and what A does.
public struct ElementTraits: OptionSet, Hashable, Sendable {
    /// The trait bits (the engine's own numbering, see `named`).
    public let rawValue: UInt32

    /// The traits whose bits are set in `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Behaves like a button.
    public static let button = ElementTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = ElementTraits(rawValue: 1 << 1)
    /// Behaves like a toggle button: activating it flips a value (UIKit's `toggleButton`, iOS 17 and later).
    public static let toggleButton = ElementTraits(rawValue: 1 << 2)
    /// Has a value that can be incremented and decremented (a slider, a stepper, a rating).
    public static let adjustable = ElementTraits(rawValue: 1 << 3)
    /// Is a search field.
    public static let searchField = ElementTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key.
    public static let keyboardKey = ElementTraits(rawValue: 1 << 5)
    /// Is currently selected (a chosen tab, a checked option).
    public static let selected = ElementTraits(rawValue: 1 << 6)
    /// Is not enabled: it does not respond to the user.
    public static let notEnabled = ElementTraits(rawValue: 1 << 7)
    /// Is a header that divides content into sections.
    public static let header = ElementTraits(rawValue: 1 << 8)
    /// Is text that does not change.
    public static let staticText = ElementTraits(rawValue: 1 << 9)
    /// Is an image.
    public static let image = ElementTraits(rawValue: 1 << 10)
    /// Is a summary of the app's state read when the app starts.
    public static let summaryElement = ElementTraits(rawValue: 1 << 11)
    /// Updates its label or value often.
    public static let updatesFrequently = ElementTraits(rawValue: 1 << 12)
    /// Plays its own sound when activated.
    public static let playsSound = ElementTraits(rawValue: 1 << 13)
    /// Starts a media session when activated.
    public static let startsMediaSession = ElementTraits(rawValue: 1 << 14)
    /// Wants touches passed to it directly (a drawing surface, a piano).
    public static let allowsDirectInteraction = ElementTraits(rawValue: 1 << 15)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = ElementTraits(rawValue: 1 << 16)
    /// Can be zoomed.
    public static let supportsZoom = ElementTraits(rawValue: 1 << 17)
    /// Is a tab bar (a container of tabs).
    public static let tabBar = ElementTraits(rawValue: 1 << 18)

    /// Every trait with its name in the layout JSON, in declaration order.
    public static let named: [(name: String, trait: ElementTraits)] = [
        ("button", .button), ("link", .link), ("toggleButton", .toggleButton), ("adjustable", .adjustable),
        ("searchField", .searchField), ("keyboardKey", .keyboardKey), ("selected", .selected),
        ("notEnabled", .notEnabled), ("header", .header), ("staticText", .staticText), ("image", .image),
        ("summaryElement", .summaryElement), ("updatesFrequently", .updatesFrequently), ("playsSound", .playsSound),
        ("startsMediaSession", .startsMediaSession), ("allowsDirectInteraction", .allowsDirectInteraction),
        ("causesPageTurn", .causesPageTurn), ("supportsZoom", .supportsZoom), ("tabBar", .tabBar),
    ]

    /// The accepted names, in declaration order.
    public static var allNames: [String] { named.map(\.name) }

    /// The trait called `name` (`"button"`, `"toggleButton"`…); nil for a name that is not a trait.
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }

    /// The names of the traits in the set, in declaration order.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }
}
