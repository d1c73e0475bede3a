import Foundation

/// One row of the library.
struct Book: Equatable {
    var title: String
    var author: String
    var isFavourite = false
}

/// A titled group of books: one table section.
struct Shelf {
    var title: String
    var books: [Book]
}

extension Shelf {
    /// The sample library: four shelves of fifteen books.
    static let sample: [Shelf] = {
        let shelves: [(String, [String])] = [
            ("Fiction", ["Harbour Lights", "The Glass Orchard", "Winter Crossing", "A Room of Lanterns",
                         "The Salt Road", "Paper Kingdoms", "Night Ferry", "The Quiet Hour",
                         "Copper Sky", "The Last Lighthouse", "Tidewater", "The Clockmaker's Daughter",
                         "Northern Lines", "Borrowed Summers", "The Painted Door"]),
            ("Science", ["Small Worlds", "The Shape of Light", "Deep Time", "Cells and Signals",
                         "The Restless Earth", "Counting Stars", "Invisible Threads", "The Living Soil",
                         "Patterns in Nature", "Fields and Forces", "The Curious Brain", "Weather Engines",
                         "Under the Ice", "Origins", "The Measure of Things"]),
            ("History", ["The Silk Roads", "Empires of Sand", "Iron and Steam", "The Long Peace",
                         "Cities of the Delta", "The Map Makers", "Rivers of Trade", "The Printing Press",
                         "Harvest and Hunger", "Age of Sail", "The Great Exhibition", "Walls and Gates",
                         "The Telegraph Years", "Old Stone Bridges", "Letters Home"]),
            ("Travel", ["Slow Trains", "Island Hopping", "The Mountain Path", "Coastlines",
                        "Desert Nights", "A Year in Markets", "Across the Steppe", "City Walks",
                        "Lakes and Fjords", "The Spice Coast", "Rooftops", "By Bicycle",
                        "Hidden Valleys", "Border Towns", "The Far North"]),
        ]
        let authors = ["A. Moreau", "B. Okafor", "C. Lindqvist", "D. Tanaka", "E. Rossi"]
        return shelves.map { title, books in
            Shelf(title: title, books: books.enumerated().map { index, book in
                Book(title: book, author: authors[index % authors.count])
            })
        }
    }()
}
