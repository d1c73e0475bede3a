/// What the controller keyboard shows, cap by cap: the strip above the keys (the suggestions,
/// or a letter's accents while A is held) and the keys of the page on screen, each with its
/// text, whether it has focus, whether it is a function key (page, shift, delete, return) and
/// whether it is enabled. The keyboard's view draws exactly this; ``ControllerKeyboardRedraw``
/// says which of its caps changed since the last drawing.
public struct ControllerKeyboardFace: Hashable, Sendable {
    /// One cap: a key, or a word of the strip.
    public struct Cap: Hashable, Sendable {
        /// What the cap shows ("q", "Q", "⇧", "⌫", "return", a suggested word).
        public var text: String
        /// True for the cap with focus (drawn in the tint colour).
        public var isFocused: Bool
        /// True for keys that type nothing (page, shift, delete, return).
        public var isFunction: Bool
        /// False for a return key that waits for text.
        public var isEnabled: Bool
        /// The cap's width in the layout's grid units (1 for a letter key and a strip word).
        public var width: Int

        /// Creates a cap.
        public init(text: String, isFocused: Bool, isFunction: Bool = false, isEnabled: Bool = true, width: Int = 1) {
            self.text = text
            self.isFocused = isFocused
            self.isFunction = isFunction
            self.isEnabled = isEnabled
            self.width = width
        }
    }

    /// The strip's caps, leading first (empty: no strip).
    public var strip: [Cap]
    /// The rows of keys of the page on screen, top first.
    public var rows: [[Cap]]

    /// The caps `keyboard` shows now.
    public init(_ keyboard: ControllerKeyboard) {
        let words = keyboard.accents?.choices ?? keyboard.suggestions
        strip = words.enumerated().map { index, word in
            let isFocused: Bool
            if let accents = keyboard.accents {
                isFocused = accents.selected == index
            } else {
                isFocused = keyboard.focus == .suggestion(index)
            }
            return Cap(text: word, isFocused: isFocused)
        }
        let page = keyboard.page
        let keyRows = keyboard.layout.pages.indices.contains(page) ? keyboard.layout.pages[page].rows : []
        rows = keyRows.enumerated().map { rowIndex, row in
            row.enumerated().map { column, key in
                let position = ControllerKeyboardLayout.Position(page: page, row: rowIndex, column: column)
                let isFocused = keyboard.accents == nil && keyboard.focus == .key(position)
                return Self.cap(for: key, of: keyboard, isFocused: isFocused)
            }
        }
    }

    /// Creates a face from its caps (for tests and tools).
    public init(strip: [Cap], rows: [[Cap]]) {
        self.strip = strip
        self.rows = rows
    }

    /// The number of keys in each row: two faces of one shape draw into the same caps.
    public var shape: [Int] { rows.map(\.count) }

    private static func cap(for key: ControllerKeyboardKey, of keyboard: ControllerKeyboard, isFocused: Bool) -> Cap {
        switch key.action {
        case .character, .text, .space:
            return Cap(text: keyboard.label(of: key), isFocused: isFocused, width: key.width)
        case .shift:
            let text = keyboard.shift == .capsLock ? "⇪" : (keyboard.shift.isShifted ? "⇧ on" : "⇧")
            return Cap(text: text, isFocused: isFocused, isFunction: true, width: key.width)
        case .delete:
            return Cap(text: "⌫", isFocused: isFocused, isFunction: true, width: key.width)
        case .returnKey:
            return Cap(text: key.label, isFocused: isFocused, isFunction: true, isEnabled: keyboard.isReturnEnabled, width: key.width)
        case .page:
            return Cap(text: key.label, isFocused: isFocused, isFunction: true, width: key.width)
        }
    }
}

/// What the keyboard's view must do to go from the face it drew to the next one: rebuild its
/// key caps when the rows' shape differs (another page, another layout, a layout whose page
/// has rows of other lengths), rebuild its strip when the number of words differs, restyle only
/// the caps whose look changed, and lay out again when a width, the strip or the rows changed.
///
/// The view holds one cap view per key of the face it drew; indexing them with the next face's
/// positions is safe only because a shape change always rebuilds them first.
public struct ControllerKeyboardRedraw: Hashable, Sendable {
    /// The key caps must be made anew, one per key of the next face (then all are restyled).
    public var rebuildsKeys: Bool
    /// The strip's caps must be made anew, one per word of the next face.
    public var rebuildsStrip: Bool
    /// The keys to restyle, as (row, column) of the next face.
    public var restyledKeys: [KeyIndex]
    /// The strip caps to restyle, by index in the next face's strip.
    public var restyledStrip: [Int]
    /// Frames change: the rows' shape, a key's width or the strip changed.
    public var needsLayout: Bool
    /// The keyboard's height changes (the number of rows differs): its intrinsic size is stale.
    public var changesHeight: Bool

    /// A key's place on the face: its row and its index in the row.
    public struct KeyIndex: Hashable, Sendable {
        /// The row, top first.
        public var row: Int
        /// The key's index in its row.
        public var column: Int

        /// The key at `column` of `row`.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// True when nothing is to be done: the view already shows the next face.
    public var isEmpty: Bool {
        !rebuildsKeys && !rebuildsStrip && restyledKeys.isEmpty && restyledStrip.isEmpty && !needsLayout
    }

    /// The work from `shown` (nil: nothing drawn yet) to `next`.
    public static func from(_ shown: ControllerKeyboardFace?, to next: ControllerKeyboardFace) -> ControllerKeyboardRedraw {
        let rebuildsKeys = shown?.shape != next.shape
        let rebuildsStrip = shown?.strip.count != next.strip.count
        var restyledKeys: [KeyIndex] = []
        var widthsChanged = false
        for (row, caps) in next.rows.enumerated() {
            for (column, cap) in caps.enumerated() {
                let old = rebuildsKeys ? nil : shown?.rows[row][column]
                if old != cap { restyledKeys.append(KeyIndex(row: row, column: column)) }
                if let old, old.width != cap.width { widthsChanged = true }
            }
        }
        var restyledStrip: [Int] = []
        for (index, cap) in next.strip.enumerated() where rebuildsStrip || shown?.strip[index] != cap {
            restyledStrip.append(index)
        }
        return ControllerKeyboardRedraw(rebuildsKeys: rebuildsKeys, rebuildsStrip: rebuildsStrip,
                                        restyledKeys: restyledKeys, restyledStrip: restyledStrip,
                                        needsLayout: rebuildsKeys || rebuildsStrip || widthsChanged,
                                        changesHeight: shown?.rows.count != next.rows.count)
    }
}
