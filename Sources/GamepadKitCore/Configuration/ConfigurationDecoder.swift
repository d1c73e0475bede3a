/// Reads a configuration dictionary key by key. Each key is checked on its own: a missing key
/// keeps its default silently, a bad one keeps its default and adds an issue naming its key
/// path and what is accepted. Keys are visited in sorted order, so the issues come out in a
/// stable order.
struct ConfigurationDecoder {
    private(set) var issues: [ConfigurationIssue] = []

    // MARK: Key names (part of the public contract of GamepadKit.plist)

    static let topLevelKeys = ["bindings", "debug", "excludedScreens", "excludedWebViews", "highlight", "preferredInitialFocus", "repeat", "rowSegues", "textEntry", "thumbsticks", "wrapsAround"]
    static let thumbstickKeys = ["deadzone", "hysteresisDegrees", "moving"]
    static let repeatKeys = ["acceleration", "initialDelay", "interval", "minimumInterval"]
    static let highlightKeys = ["animationDuration", "bumpDistance", "bumpHaptics", "color", "cornerRadius", "lineWidth", "outerColor", "padding", "style"]
    static let debugKeys = ["logsFocusChanges", "logsInput", "showsMap"]
    static let textEntryKeys = ["keyboard"]

    // MARK: Accepted values

    static let deadzone = NumberRule(accepted: "a number from 0.05 to 0.95") { ThumbstickSettings.deadzoneRange.contains($0) }
    static let hysteresis = NumberRule(accepted: "a number of degrees from 0 to 44") { ThumbstickSettings.hysteresisRange.contains($0) }
    static let seconds = NumberRule(accepted: "a number of seconds from 0.01 to 10") { (0.01...10).contains($0) }
    static let acceleration = NumberRule(accepted: "a number greater than 0 and at most 1 (1 keeps the interval steady)") { $0 > 0 && $0 <= 1 }
    static let lineWidth = NumberRule(accepted: "a number of points greater than 0 and at most 50") { $0 > 0 && $0 <= 50 }
    static let padding = NumberRule(accepted: "a number of points from -50 to 50 (negative draws inside the element)") { (-50...50).contains($0) }
    static let cornerRadius = NumberRule(accepted: "a number of points from 0 to 1000, or no key at all to follow the element's own corner radius") { (0...1000).contains($0) }
    static let animationDuration = NumberRule(accepted: "a number of seconds from 0 to 5 (0 jumps without animation)") { (0...5).contains($0) }
    static let colorFormat = "a string \"#RRGGBB\" or \"#RRGGBBAA\" of hexadecimal digits"
    static let bumpDistance = NumberRule(accepted: "a number of points from 0 to 20 (0 turns the nudge off)") { (0...20).contains($0) }
    static let bumpHaptics = NumberRule(accepted: "a number from 0 to 1 (0 plays no haptics)") { (0...1).contains($0) }

    // MARK: Sections

    mutating func decode(_ root: [String: Any]) -> GamepadKitConfiguration {
        var configuration = GamepadKitConfiguration.standard
        for (key, value) in root.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "bindings": decodeBindings(value, into: &configuration.input.bindings)
            case "debug": decodeDebug(value, into: &configuration.debug)
            case "excludedScreens": configuration.excludedScreens = Set(names(value, at: key) ?? Array(configuration.excludedScreens))
            case "excludedWebViews": configuration.excludedWebViews = Set(names(value, at: key) ?? Array(configuration.excludedWebViews))
            case "highlight": decodeHighlight(value, into: &configuration.highlight)
            case "preferredInitialFocus": configuration.preferredInitialFocus = names(value, at: key) ?? configuration.preferredInitialFocus
            case "repeat": decodeRepeat(value, into: &configuration.input.repeatTiming)
            case "rowSegues": decodeRowSegues(value, into: &configuration.rowSegues)
            case "textEntry": decodeTextEntry(value, into: &configuration.textEntry)
            case "thumbsticks": decodeThumbsticks(value, into: &configuration.input)
            case "wrapsAround": configuration.wrapsAround = boolean(value, at: key) ?? configuration.wrapsAround
            default: unknownKey(key, in: "", known: Self.topLevelKeys)
            }
        }
        return configuration
    }

    /// `rowSegues`: `"<controller class>/<cell reuse identifier>"` → a segue identifier
    /// (`RowSegue`). A key without both halves or an empty identifier is reported and skipped.
    private mutating func decodeRowSegues(_ value: Any, into segues: inout [String: String]) {
        let accepted = "a dictionary from \"<view controller class>/<cell reuse identifier>\" to a segue identifier"
        guard let entries = dictionary(value, at: "rowSegues", accepted: accepted) else { return }
        var decoded: [String: String] = [:]
        for (key, identifierValue) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "rowSegues.\(ConfigurationText.clipped(key))"
            let halves = key.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count == 2, !halves[0].isEmpty, !halves[1].isEmpty else {
                report(path, "the key must be \"<view controller class>/<cell reuse identifier>\", e.g. \"MasterViewController/Cell\"")
                continue
            }
            guard let identifier = string(identifierValue, at: path, accepted: "a segue identifier (a non-empty string)") else { continue }
            guard !identifier.isEmpty else {
                report(path, "an empty segue identifier names no segue; accepted: the identifier of the cell's selection segue in the storyboard")
                continue
            }
            decoded[key] = identifier
        }
        segues = decoded
    }

    private mutating func decodeBindings(_ value: Any, into bindings: inout [GamepadButton: GamepadAction]) {
        guard let entries = dictionary(value, at: "bindings", accepted: "a dictionary from button names to action names") else { return }
        var namesUsed: [GamepadButton: String] = [:]
        for (name, actionValue) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "bindings.\(ConfigurationText.clipped(name))"
            guard let button = GamepadButton(configurationName: name) else {
                let aliases = GamepadButton.configurationAliases.keys.sorted()
                report(path, "unknown button '\(ConfigurationText.clipped(name))'; accepted: \(ConfigurationText.list(GamepadButton.allCases.map(\.rawValue))), or the aliases \(ConfigurationText.list(aliases)) (any case)")
                continue
            }
            if let earlier = namesUsed[button] {
                report(path, "'\(ConfigurationText.clipped(name))' names the same button (\(button.rawValue)) as '\(ConfigurationText.clipped(earlier))', whose binding is used; accepted: one entry per button")
                continue
            }
            namesUsed[button] = name
            let actionNames = ConfigurationText.list(GamepadAction.allCases.map(\.rawValue))
            guard let actionName = string(actionValue, at: path, accepted: "an action name: \(actionNames)") else { continue }
            guard let action = GamepadAction(configurationName: actionName) else {
                report(path, "unknown action '\(ConfigurationText.clipped(actionName))'; accepted: \(actionNames) ('none' unbinds the button)")
                continue
            }
            bindings[button] = action
        }
    }

    private mutating func decodeThumbsticks(_ value: Any, into input: inout InputSettings) {
        guard let entries = dictionary(value, at: "thumbsticks", accepted: "a dictionary with the keys \(ConfigurationText.list(Self.thumbstickKeys))") else { return }
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "thumbsticks.\(key)"
            switch key {
            case "moving":
                if let sticks = movingSticks(value, at: path) { input.movingThumbsticks = sticks }
            case "deadzone":
                input.thumbstick.deadzone = number(value, at: path, rule: Self.deadzone) ?? input.thumbstick.deadzone
            case "hysteresisDegrees":
                input.thumbstick.hysteresisDegrees = number(value, at: path, rule: Self.hysteresis) ?? input.thumbstick.hysteresisDegrees
            default:
                unknownKey(key, in: "thumbsticks", known: Self.thumbstickKeys)
            }
        }
    }

    private mutating func movingSticks(_ value: Any, at path: String) -> Set<Thumbstick>? {
        let accepted = "an array of thumbstick names: \(ConfigurationText.list(Thumbstick.allCases.map(\.rawValue))) (empty: no stick moves focus)"
        guard let elements = array(value, at: path, accepted: accepted) else { return nil }
        var sticks: Set<Thumbstick> = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard let name = string(element, at: elementPath, accepted: accepted) else { continue }
            guard let stick = Thumbstick.allCases.first(where: { $0.rawValue == name.lowercased() }) else {
                report(elementPath, "unknown thumbstick '\(ConfigurationText.clipped(name))'; accepted: \(ConfigurationText.list(Thumbstick.allCases.map(\.rawValue)))")
                continue
            }
            sticks.insert(stick)
        }
        return sticks
    }

    private mutating func decodeRepeat(_ value: Any, into timing: inout RepeatTiming) {
        guard let entries = dictionary(value, at: "repeat", accepted: "a dictionary with the keys \(ConfigurationText.list(Self.repeatKeys))") else { return }
        var minimumGiven = false
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "repeat.\(key)"
            switch key {
            case "initialDelay":
                timing.initialDelay = number(value, at: path, rule: Self.seconds) ?? timing.initialDelay
            case "interval":
                timing.interval = number(value, at: path, rule: Self.seconds) ?? timing.interval
            case "acceleration":
                timing.acceleration = number(value, at: path, rule: Self.acceleration) ?? timing.acceleration
            case "minimumInterval":
                if let minimum = number(value, at: path, rule: Self.seconds) {
                    timing.minimumInterval = minimum
                    minimumGiven = true
                }
            default:
                unknownKey(key, in: "repeat", known: Self.repeatKeys)
            }
        }
        guard timing.minimumInterval > timing.interval else { return }
        if minimumGiven {
            report(
                "repeat.minimumInterval",
                "\(ConfigurationText.number(timing.minimumInterval)) is longer than repeat.interval (\(ConfigurationText.number(timing.interval))); accepted: a number of seconds from 0.01 up to repeat.interval"
            )
        }
        // The standard minimum, but never longer than the interval.
        timing.minimumInterval = min(RepeatTiming.standard.minimumInterval, timing.interval)
    }

    private mutating func decodeHighlight(_ value: Any, into style: inout HighlightStyle) {
        guard let entries = dictionary(value, at: "highlight", accepted: "a dictionary with the keys \(ConfigurationText.list(Self.highlightKeys))") else { return }
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "highlight.\(key)"
            switch key {
            case "color", "outerColor":
                guard let text = string(value, at: path, accepted: Self.colorFormat) else { continue }
                if let color = RGBAColor(hex: text) {
                    if key == "color" { style.color = color } else { style.outerColor = color }
                } else {
                    report(path, "'\(ConfigurationText.clipped(text))' is not a colour; accepted: \(Self.colorFormat)")
                }
            case "style":
                let accepted = "\(ConfigurationText.list(HighlightRingStyle.allCases.map(\.rawValue)))"
                guard let text = string(value, at: path, accepted: accepted) else { continue }
                if let ringStyle = HighlightRingStyle(rawValue: text) {
                    style.ringStyle = ringStyle
                } else {
                    report(path, "unknown style '\(text.count > 60 ? text.prefix(60) + "…" : text)'; accepted: \(accepted)")
                }
            case "bumpDistance":
                style.bumpDistance = number(value, at: path, rule: Self.bumpDistance) ?? style.bumpDistance
            case "bumpHaptics":
                style.bumpHapticStrength = number(value, at: path, rule: Self.bumpHaptics) ?? style.bumpHapticStrength
            case "lineWidth":
                style.lineWidth = number(value, at: path, rule: Self.lineWidth) ?? style.lineWidth
            case "padding":
                style.padding = number(value, at: path, rule: Self.padding) ?? style.padding
            case "cornerRadius":
                style.cornerRadius = number(value, at: path, rule: Self.cornerRadius) ?? style.cornerRadius
            case "animationDuration":
                style.animationDuration = number(value, at: path, rule: Self.animationDuration) ?? style.animationDuration
            default:
                unknownKey(key, in: "highlight", known: Self.highlightKeys)
            }
        }
    }

    private mutating func decodeDebug(_ value: Any, into options: inout DebugOptions) {
        guard let entries = dictionary(value, at: "debug", accepted: "a dictionary with the keys \(ConfigurationText.list(Self.debugKeys))") else { return }
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "debug.\(key)"
            switch key {
            case "logsFocusChanges": options.logsFocusChanges = boolean(value, at: path) ?? options.logsFocusChanges
            case "logsInput": options.logsInput = boolean(value, at: path) ?? options.logsInput
            case "showsMap": options.showsMap = boolean(value, at: path) ?? options.showsMap
            default: unknownKey(key, in: "debug", known: Self.debugKeys)
            }
        }
    }

    private mutating func decodeTextEntry(_ value: Any, into options: inout TextEntryOptions) {
        guard let entries = dictionary(value, at: "textEntry", accepted: "a dictionary with the keys \(ConfigurationText.list(Self.textEntryKeys))") else { return }
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            let path = "textEntry.\(key)"
            switch key {
            case "keyboard":
                let names = ConfigurationText.list(TextEntryOptions.Keyboard.allCases.map(\.rawValue))
                guard let name = string(value, at: path, accepted: names) else { continue }
                guard let keyboard = TextEntryOptions.Keyboard(rawValue: name) else {
                    report(path, "unknown keyboard '\(ConfigurationText.clipped(name))'; accepted: \(names)")
                    continue
                }
                options.keyboard = keyboard
            default:
                unknownKey(key, in: "textEntry", known: Self.textEntryKeys)
            }
        }
    }

    // MARK: Values

    private mutating func report(_ keyPath: String, _ message: String) {
        issues.append(ConfigurationIssue(keyPath: keyPath, message: message))
    }

    /// The value at `path` as the kind `pick` takes out of it, or nil after reporting
    /// "expected `kind`, found …; accepted: `accepted`" when it is another kind of value.
    private mutating func extract<Value>(
        _ value: Any, at path: String, as kind: String, accepted: String,
        _ pick: (PropertyListValue) -> Value?
    ) -> Value? {
        let sorted = PropertyListValue(value)
        guard let extracted = pick(sorted) else {
            report(path, "expected \(kind), found \(sorted.summary); accepted: \(accepted)")
            return nil
        }
        return extracted
    }

    private mutating func dictionary(_ value: Any, at path: String, accepted: String) -> [String: Any]? {
        extract(value, at: path, as: "a dictionary", accepted: accepted, \.dictionaryValue)
    }

    private mutating func array(_ value: Any, at path: String, accepted: String) -> [Any]? {
        extract(value, at: path, as: "an array", accepted: accepted, \.arrayValue)
    }

    private mutating func boolean(_ value: Any, at path: String) -> Bool? {
        extract(value, at: path, as: "a boolean", accepted: "true or false", \.booleanValue)
    }

    private mutating func string(_ value: Any, at path: String, accepted: String) -> String? {
        extract(value, at: path, as: "a string", accepted: accepted, \.stringValue)
    }

    private mutating func number(_ value: Any, at path: String, rule: NumberRule) -> Double? {
        guard let number = extract(value, at: path, as: "a number", accepted: rule.accepted, \.numberValue) else { return nil }
        guard number.isFinite else {
            report(path, "\(number) is not a finite number; accepted: \(rule.accepted)")
            return nil
        }
        guard rule.isValid(number) else {
            report(path, "\(ConfigurationText.number(number)) is out of range; accepted: \(rule.accepted)")
            return nil
        }
        return number
    }

    /// An array of non-empty strings, duplicates dropped (the first stays). Elements that are
    /// not usable are reported and skipped; the rest are kept.
    private mutating func names(_ value: Any, at path: String) -> [String]? {
        let accepted = "an array of non-empty strings"
        guard let elements = array(value, at: path, accepted: accepted) else { return nil }
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            guard let name = string(element, at: elementPath, accepted: accepted) else { continue }
            guard !name.isEmpty else {
                report(elementPath, "an empty name matches nothing; accepted: \(accepted)")
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    private mutating func unknownKey(_ key: String, in section: String, known: [String]) {
        // An empty key is written as "" in its path, so that its issue is never mistaken for one
        // about the whole file (whose key path is empty).
        let shownKey = key.isEmpty ? "\"\"" : ConfigurationText.clipped(key)
        let path = section.isEmpty ? shownKey : "\(section).\(shownKey)"
        var message = "unknown key '\(ConfigurationText.clipped(key))'"
        if let suggestion = Self.closestKey(to: key, among: known) {
            message += " (did you mean '\(suggestion)'?)"
        }
        message += "; known keys: \(ConfigurationText.list(known))"
        report(path, message)
    }

    /// The known key `key` most likely misspells: the same but for case, or at most two edits away.
    /// A key more than two characters longer than every known key is none of them, and is not
    /// compared at all (so a 4 MB key costs no edit distance).
    static func closestKey(to key: String, among known: [String]) -> String? {
        let longest = known.map(\.count).max() ?? 0
        guard !key.dropFirst(longest + 2).contains(where: { _ in true }) else { return nil }
        if let sameButCase = known.first(where: { $0.lowercased() == key.lowercased() }) { return sameButCase }
        let scored = known.map { (name: $0, distance: editDistance($0.lowercased(), key.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
        return best.name
    }

    /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0 ... b.count)
        for i in a.indices {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for j in b.indices {
                let substitution = previous[j] + (a[i] == b[j] ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// What a number-valued key accepts.
struct NumberRule: Sendable {
    var accepted: String
    var isValid: @Sendable (Double) -> Bool

    init(accepted: String, isValid: @escaping @Sendable (Double) -> Bool) {
        self.accepted = accepted
        self.isValid = isValid
    }
}
