/// Plans the presses that type a text on the controller keyboard, from its first focused key.
///
/// The plan is built step by step through a ``ControllerKeyboardReplay``, so it is exactly what
/// the keyboard does: at each step a breadth-first search over the presses that only move focus,
/// switch pages, shift or open accents finds the shortest way to a press that types the next
/// character(s) of the text, looking two presses further for a step that types more (a
/// ".com" key, a suggestion completing the word and its space): the step with the fewest
/// presses per character typed is taken.
/// Each step is the cheapest for what it types; the plan as a whole is greedy.
public enum ControllerKeyboardPlanner {
    /// Why a text cannot be typed.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// No key or key sequence of this keyboard types `character`, the `offset`th character
        /// of the text.
        case cannotType(Character, offset: Int)

        public var description: String {
            switch self {
            case .cannotType(let character, let offset):
                let shown = character == "\n" ? "\\n" : String(character)
                return "this keyboard cannot type \"\(shown)\" (character \(offset + 1) of the text)"
            }
        }
    }

    /// The presses that may lead to typing, in the order the search tries them.
    static let searchedPresses: [ControllerKeyboardPress] = [.a, .y, .r2, .menu, .holdA, .up, .down, .left, .right, .l2]

    /// The presses that type `text` on a keyboard with `traits`, from its first focused key, in
    /// an empty field.
    public static func plan(_ text: String, traits: ControllerKeyboardTraits,
                            suggestions: (any ControllerKeyboardSuggestionProvider)? = nil) throws(Failure) -> [ControllerKeyboardPress] {
        let target = Array(text)
        var replay = ControllerKeyboardReplay(traits: traits, suggestions: suggestions)
        var presses: [ControllerKeyboardPress] = []
        while replay.characters.count < target.count {
            guard let step = bestStep(from: replay, toward: target) else {
                let offset = replay.characters.count
                throw .cannotType(target[offset], offset: offset)
            }
            presses += step
            replay.press(step)
        }
        return presses
    }

    /// The cheapest presses from `start` that type the next characters of `target`, or nil
    /// when none can. The search runs on copies of the keyboard alone: presses that type
    /// nothing leave the text as it is, and a press that edits is checked against `target`
    /// without being applied.
    static func bestStep(from start: ControllerKeyboardReplay, toward target: [Character]) -> [ControllerKeyboardPress]? {
        let typed = start.characters
        guard start.caret == typed.count else { return nil }
        let newlines = start.keyboard.traits.returnTypesNewline
        var visited: Set<ControllerKeyboard.NavigationState> = [start.keyboard.navigationState]
        var frontier: [(ControllerKeyboard, [ControllerKeyboardPress])] = [(start.keyboard, [])]
        var best: (presses: [ControllerKeyboardPress], advance: Int)?
        var stopDepth = Int.max
        // A key or a suggestion that types several characters may lie a little further.
        let lookAhead = 2
        var depth = 0
        while !frontier.isEmpty, depth < stopDepth {
            depth += 1
            var next: [(ControllerKeyboard, [ControllerKeyboardPress])] = []
            for (state, path) in frontier {
                for press in searchedPresses {
                    var copy = state
                    let edits = copy.press(press)
                    if edits.isEmpty {
                        guard visited.insert(copy.navigationState).inserted else { continue }
                        next.append((copy, path + [press]))
                        continue
                    }
                    guard let advance = advance(of: edits, typed: typed, target: target, newlines: newlines) else { continue }
                    let steps = path + [press]
                    if best == nil { stopDepth = depth + lookAhead }
                    if let current = best {
                        // Fewer presses per character typed wins; on a tie, the longer step.
                        let lhs = steps.count * current.advance, rhs = current.presses.count * advance
                        guard lhs < rhs || (lhs == rhs && advance > current.advance) else { continue }
                    }
                    best = (steps, advance)
                }
            }
            frontier = next
        }
        return best?.presses
    }

    /// How many characters of `target` past `typed` the text holds after `edits` (made with the
    /// caret at the end), or nil when the text no longer leads to `target` or did not grow.
    static func advance(of edits: [ControllerKeyboardEdit], typed: [Character], target: [Character], newlines: Bool) -> Int? {
        var kept = typed.count
        var added: [Character] = []
        for edit in edits {
            switch edit {
            case .insert(let text):
                added += Array(text)
            case .deleteBackward:
                if added.isEmpty { kept = max(0, kept - 1) } else { added.removeLast() }
            case .returnKey:
                guard newlines else { return nil }
                added.append("\n")
            case .moveCaret, .endEditing:
                return nil
            }
        }
        let length = kept + added.count
        guard length > typed.count, length <= target.count,
              target[kept..<length].elementsEqual(added) else { return nil }
        return length - typed.count
    }
}
