/// The built-in layouts. Every letter page has ten keys a row, so a column moves straight up
/// and down; the bottom row holds the page switch, shift, space, delete and return keys that the
/// controller's buttons also reach directly (L2, Y, X, Menu).
extension ControllerKeyboardLayout {
    /// The letter arrangement of a Latin layout.
    public enum LetterArrangement: String, CaseIterable, Hashable, Sendable {
        /// QWERTY (English and most languages), AZERTY (French), QWERTZ (German, Czech, Slovak, Hungarian…).
        case qwerty, azerty, qwertz

        /// The arrangement typists of `language` (a BCP 47 tag) expect: AZERTY for French
        /// (except Canadian French, which types on QWERTY), QWERTZ for German and the Central
        /// European languages that share it, QWERTY for everything else.
        public static func forLanguage(_ language: String) -> LetterArrangement {
            let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            guard let code = parts.first else { return .qwerty }
            switch code {
            case "fr": return parts.contains("ca") ? .qwerty : .azerty
            case "de", "cs", "sk", "hu", "sl", "hr", "bs", "gsw", "lb": return .qwertz
            default: return .qwerty
            }
        }

        /// The three letter rows, with the punctuation that fills them to ten keys.
        var letterRows: [String] {
            switch self {
            case .qwerty: ["qwertyuiop", "asdfghjkl'", "zxcvbnm,.?"]
            case .azerty: ["azertyuiop", "qsdfghjklm", "wxcvbn',.?"]
            case .qwertz: ["qwertzuiop", "asdfghjkl'", "yxcvbnm,.?"]
            }
        }
    }

    /// The layout for `traits`: its keyboard type, its input language's arrangement, and
    /// whether it offers accents (not for ASCII-capable keyboards).
    public static func layout(for traits: ControllerKeyboardTraits) -> ControllerKeyboardLayout {
        let arrangement = LetterArrangement.forLanguage(traits.language)
        let returnLabel = traits.returnKey.label
        switch traits.keyboardType {
        case .default, .twitter, .webSearch, .namePhonePad:
            return letters(arrangement, returnLabel: returnLabel, asciiOnly: false)
        case .asciiCapable:
            return letters(arrangement, returnLabel: returnLabel, asciiOnly: true)
        case .numbersAndPunctuation:
            var layout = letters(arrangement, returnLabel: returnLabel, asciiOnly: false)
            // Opens on the numbers page.
            layout.pages.swapAt(0, 1)
            layout = layout.renumberingPageKeys(swapping: 0, 1)
            layout.initialFocus = Position(page: 0, row: 0, column: 4)
            // A name of its own: its first page has rows of other lengths than the letters'.
            layout.name = "numbers-" + layout.name
            return layout
        case .emailAddress:
            return email(arrangement, returnLabel: returnLabel)
        case .url:
            return url(arrangement, returnLabel: returnLabel)
        case .numberPad, .asciiCapableNumberPad:
            return digitGrid(name: "number-pad", bottom: [.character("0")], returnLabel: nil)
        case .decimalPad:
            let separator = traits.decimalSeparator.first ?? "."
            return digitGrid(name: "decimal-pad", bottom: [.character(separator), .character("0")], returnLabel: nil)
        case .phonePad:
            return digitGrid(name: "phone-pad", bottom: [.character("*"), .character("0"), .character("#")], extraRow: [.character("+")], returnLabel: nil)
        }
    }

    // MARK: Pages

    private static let lettersPage = 0, numbersPage = 1, symbolsPage = 2

    private static func keys(_ characters: String) -> [ControllerKeyboardKey] {
        characters.map { ControllerKeyboardKey.character($0) }
    }

    private static func bottomRow(pageKey: ControllerKeyboardKey, middle: [ControllerKeyboardKey], returnLabel: String) -> [ControllerKeyboardKey] {
        [pageKey, ControllerKeyboardKey(.shift, label: "shift", width: 2)] + middle
            + [ControllerKeyboardKey(.delete, label: "delete", width: 2), ControllerKeyboardKey(.returnKey, label: returnLabel, width: 2)]
    }

    /// The bottom row of the numbers and symbols pages: the way back to the letters under the
    /// first column (where the page key of the letters was), the other page and a narrow shift.
    private static func bottomRow(pageKey: ControllerKeyboardKey, otherPage: ControllerKeyboardKey, space: ControllerKeyboardKey, returnLabel: String) -> [ControllerKeyboardKey] {
        [pageKey, otherPage, ControllerKeyboardKey(.shift, label: "shift", width: 1), space,
         ControllerKeyboardKey(.delete, label: "delete", width: 2), ControllerKeyboardKey(.returnKey, label: returnLabel, width: 2)]
    }

    private static func numberPages(returnLabel: String, asciiOnly: Bool) -> [Page] {
        let space = ControllerKeyboardKey(.space, label: "space", width: 2)
        let numbers = Page(name: "numbers", rows: [
            keys("1234567890"),
            keys("-/:;()$&@\""),
            keys(".,?!'#%*+="),
            bottomRow(pageKey: ControllerKeyboardKey(.page(lettersPage), label: "ABC", width: 2),
                      otherPage: ControllerKeyboardKey(.page(symbolsPage), label: "#+=", width: 1), space: space, returnLabel: returnLabel),
        ])
        let symbols = Page(name: "symbols", rows: [
            keys("[]{}#%^*+="),
            keys(asciiOnly ? "_\\|~<>`$&@" : "_\\|~<>€£¥•"),
            keys(".,?!'\"`;:/"),
            bottomRow(pageKey: ControllerKeyboardKey(.page(lettersPage), label: "ABC", width: 2),
                      otherPage: ControllerKeyboardKey(.page(numbersPage), label: "123", width: 1), space: space, returnLabel: returnLabel),
        ])
        return [numbers, symbols]
    }

    private static func letters(_ arrangement: LetterArrangement, returnLabel: String, asciiOnly: Bool) -> ControllerKeyboardLayout {
        let rows = arrangement.letterRows.map(keys)
        let bottom = bottomRow(pageKey: ControllerKeyboardKey(.page(numbersPage), label: "123", width: 2),
                               middle: [ControllerKeyboardKey(.space, label: "space", width: 2)], returnLabel: returnLabel)
        let letters = Page(name: "letters", rows: rows + [bottom])
        return ControllerKeyboardLayout(name: arrangement.rawValue + (asciiOnly ? "-ascii" : ""),
                                        pages: [letters] + numberPages(returnLabel: returnLabel, asciiOnly: asciiOnly),
                                        initialFocus: Position(page: 0, row: 1, column: 4), offersAccents: !asciiOnly)
    }

    private static func email(_ arrangement: LetterArrangement, returnLabel: String) -> ControllerKeyboardLayout {
        var rows = arrangement.letterRows.map { String($0.filter(\.isLetter)) }
        // Ten keys a row: the letters, then what addresses use.
        let fillers = ["", "_", "@.-"]
        for index in rows.indices where index < fillers.count {
            rows[index] += fillers[index]
            while rows[index].count < 10 { rows[index] += "+" }
        }
        let bottom = bottomRow(pageKey: ControllerKeyboardKey(.page(numbersPage), label: "123", width: 2),
                               middle: [.character("@"), .character(".")], returnLabel: returnLabel)
        let letters = Page(name: "letters", rows: rows.map { keys(String($0.prefix(10))) } + [bottom])
        return ControllerKeyboardLayout(name: "email-" + arrangement.rawValue,
                                        pages: [letters] + numberPages(returnLabel: returnLabel, asciiOnly: true),
                                        initialFocus: Position(page: 0, row: 1, column: 4), offersAccents: false)
    }

    private static func url(_ arrangement: LetterArrangement, returnLabel: String) -> ControllerKeyboardLayout {
        var rows = arrangement.letterRows.map { String($0.filter(\.isLetter)) }
        let fillers = ["", ":", "/.-"]
        for index in rows.indices where index < fillers.count {
            rows[index] += fillers[index]
            while rows[index].count < 10 { rows[index] += "_" }
        }
        let bottom = bottomRow(pageKey: ControllerKeyboardKey(.page(numbersPage), label: "123", width: 2),
                               middle: [ControllerKeyboardKey(.text(".com"), label: ".com", width: 2)], returnLabel: returnLabel)
        let letters = Page(name: "letters", rows: rows.map { keys(String($0.prefix(10))) } + [bottom])
        return ControllerKeyboardLayout(name: "url-" + arrangement.rawValue,
                                        pages: [letters] + numberPages(returnLabel: returnLabel, asciiOnly: true),
                                        initialFocus: Position(page: 0, row: 1, column: 4), offersAccents: false)
    }

    private static func digitGrid(name: String, bottom: [ControllerKeyboardKey], extraRow: [ControllerKeyboardKey] = [], returnLabel: String?) -> ControllerKeyboardLayout {
        // Three units a row: the last row's keys share them, delete taking what is left.
        let delete = ControllerKeyboardKey(.delete, label: "delete", width: max(1, 3 - bottom.count))
        var rows = [keys("123"), keys("456"), keys("789")]
        if extraRow.isEmpty {
            rows.append(bottom.count >= 3 ? bottom : bottom + [delete])
        } else {
            rows.append(bottom)
            rows.append(extraRow + [ControllerKeyboardKey(.delete, label: "delete", width: 3 - extraRow.count)])
        }
        if bottom.count == 1 {
            // A wide 0 under the 7 and the 8, delete under the 9.
            rows[3] = [ControllerKeyboardKey(.character("0"), label: "0", width: 2), ControllerKeyboardKey(.delete, label: "delete", width: 1)]
        }
        return ControllerKeyboardLayout(name: name, pages: [Page(name: "digits", rows: rows)],
                                        initialFocus: Position(page: 0, row: 1, column: 1), offersAccents: false)
    }

    /// The layout with pages `first` and `second` exchanged in every page key.
    private func renumberingPageKeys(swapping first: Int, _ second: Int) -> ControllerKeyboardLayout {
        var copy = self
        for pageIndex in copy.pages.indices {
            for rowIndex in copy.pages[pageIndex].rows.indices {
                for keyIndex in copy.pages[pageIndex].rows[rowIndex].indices {
                    if case .page(let target) = copy.pages[pageIndex].rows[rowIndex][keyIndex].action {
                        let swapped = target == first ? second : (target == second ? first : target)
                        copy.pages[pageIndex].rows[rowIndex][keyIndex].action = .page(swapped)
                    }
                }
            }
        }
        return copy
    }
}
