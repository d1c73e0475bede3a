import GamepadKitCore

/// The accessibility traits a dump names: by name (a page source's `traits="Button, Selected"`)
/// or as UIKit's `UIAccessibilityTraits` bit mask (a `debugDescription`'s `traits: 8589934593`).
enum RunningAppTraits {
    /// UIKit's public trait bits and the engine's traits they stand for.
    static let bits: [(bit: UInt64, trait: ElementTraits)] = [
        (1 << 0, .button), (1 << 1, .link), (1 << 2, .image), (1 << 3, .selected), (1 << 4, .playsSound),
        (1 << 5, .keyboardKey), (1 << 6, .staticText), (1 << 7, .summaryElement), (1 << 8, .notEnabled),
        (1 << 9, .updatesFrequently), (1 << 10, .searchField), (1 << 11, .startsMediaSession), (1 << 12, .adjustable),
        (1 << 13, .allowsDirectInteraction), (1 << 14, .causesPageTurn), (1 << 15, .tabBar), (1 << 16, .header),
    ]

    /// The traits of UIKit's bit mask `mask`; bits that are not public traits are ignored.
    static func fromMask(_ mask: UInt64) -> ElementTraits {
        var traits: ElementTraits = []
        for entry in bits where mask & entry.bit != 0 { traits.insert(entry.trait) }
        return traits
    }

    /// The traits named in `list` (`"Button, Selected"`, `"button"`, `"NotEnabled"`); unknown names are ignored.
    static func named(_ list: String?) -> ElementTraits {
        guard let list else { return [] }
        var traits: ElementTraits = []
        for part in list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "|" }) {
            let word = part.lowercased()
            if let entry = ElementTraits.named.first(where: { $0.name.lowercased() == word }) {
                traits.insert(entry.trait)
            } else if word == "disabled" {
                traits.insert(.notEnabled)
            }
        }
        return traits
    }
}
