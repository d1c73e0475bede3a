import UIKit

/// One card of the gallery: an SF Symbol and a caption.
struct GalleryCard {
    var title: String
    var symbolName: String
    var tint: UIColor

    static let sample: [GalleryCard] = {
        let symbols = ["leaf", "flame", "drop", "bolt", "moon", "sun.max", "cloud", "snowflake",
                       "star", "heart", "music.note", "camera", "paintbrush", "book", "globe", "airplane",
                       "car", "bicycle", "tram", "ferry", "map", "house", "tree", "mountain.2"]
        let tints: [UIColor] = [.systemGreen, .systemOrange, .systemBlue, .systemYellow, .systemIndigo, .systemPink]
        return symbols.enumerated().map { index, symbol in
            GalleryCard(title: "Card \(index + 1)", symbolName: symbol, tint: tints[index % tints.count])
        }
    }()
}
