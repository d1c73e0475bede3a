import Foundation

/// Everything an app can set in `GamepadKit.plist` (or in a `GamepadKit` dictionary of its
/// Info.plist): input bindings and timing, focus wrap-around, the highlight's look, screens to
/// leave alone, where focus starts, and diagnostics.
///
/// Decoding never fails: every key that is missing keeps its default, every key that is wrong
/// keeps its default and yields a ``ConfigurationIssue`` naming its key path and what it accepts.
///
/// | Key path | Type | Default | Accepted |
/// |---|---|---|---|
/// | `bindings` | dictionary | the standard bindings | button name → action name; a named button's default is replaced, `none` unbinds it |
/// | `thumbsticks.moving` | array of strings | `["left"]` | `left`, `right` |
/// | `thumbsticks.deadzone` | number | 0.35 | 0.05 … 0.95 |
/// | `thumbsticks.hysteresisDegrees` | number | 15 | 0 … 44 |
/// | `repeat.initialDelay` | number (s) | 0.4 | 0.01 … 10 |
/// | `repeat.interval` | number (s) | 0.12 | 0.01 … 10 |
/// | `repeat.acceleration` | number | 0.85 | greater than 0, at most 1 |
/// | `repeat.minimumInterval` | number (s) | 0.05 | 0.01 … `repeat.interval` |
/// | `wrapsAround` | boolean | false | true, false |
/// | `highlight.color` | string | `#0A84FF` | `#RRGGBB`, `#RRGGBBAA` |
/// | `highlight.lineWidth` | number (pt) | 3 | greater than 0, at most 50 |
/// | `highlight.padding` | number (pt) | 4 | -50 … 50 |
/// | `highlight.cornerRadius` | number (pt) | absent: follow the element | 0 … 1000 |
/// | `highlight.animationDuration` | number (s) | 0.15 | 0 … 5 |
/// | `highlight.style` | string | `twoTone` | `twoTone`, `single` |
/// | `highlight.outerColor` | string | absent: black or white, whichever contrasts more with `highlight.color` | `#RRGGBB`, `#RRGGBBAA` |
/// | `highlight.bumpDistance` | number (pt) | 6 | 0 … 20 (0: no nudge) |
/// | `highlight.bumpHaptics` | number | 0 (off) | 0 … 1 |
/// | `excludedScreens` | array of strings | empty | view controller class names |
/// | `excludedWebViews` | array of strings | empty | accessibility identifiers of web views whose pages are not navigated |
/// | `preferredInitialFocus` | array of strings | empty | accessibility identifiers, most preferred first |
/// | `debug.logsFocusChanges` | boolean | false | true, false |
/// | `debug.logsInput` | boolean | false | true, false |
/// | `debug.showsMap` | boolean | false | true, false |
/// | `textEntry.keyboard` | string | `controller` | `controller`, `system` |
/// | `rowSegues` | dictionary | empty | `"<view controller class>/<cell reuse identifier>"` → the identifier of the cell's storyboard selection segue |
public struct GamepadKitConfiguration: Hashable, Sendable {
    /// Bindings, thumbstick and repeat settings for the ``InputRouter``.
    public var input: InputSettings
    /// A move past the last element of a row or column comes back at the other end.
    public var wrapsAround: Bool
    /// How the focus highlight looks.
    public var highlight: HighlightStyle
    /// View controller class names whose screens GamepadKit leaves alone.
    public var excludedScreens: Set<String>
    /// Accessibility identifiers of web views (`WKWebView`) whose pages GamepadKit leaves alone:
    /// no script runs in them and nothing inside them is a stop (`WebContent.isExcluded`).
    public var excludedWebViews: Set<String> = []
    /// Identifiers (accessibility identifiers, or ids of the scanned elements) to focus first
    /// when a screen appears, most preferred first.
    public var preferredInitialFocus: [String]
    /// Diagnostics.
    public var debug: DebugOptions
    /// Which keyboard a field gets when a controller starts editing it.
    public var textEntry: TextEntryOptions = .standard
    /// The storyboard selection segues A performs after selecting a row, which UIKit performs
    /// only for a finger's selection: `"<view controller class>/<cell reuse identifier>"` → the
    /// segue's identifier (`RowSegue`; `gamepadkit lint` names the cells whose segue has none).
    public var rowSegues: [String: String] = [:]

    /// Creates a configuration; every parameter defaults to the standard value.
    public init(
        input: InputSettings = .standard,
        wrapsAround: Bool = false,
        highlight: HighlightStyle = .standard,
        excludedScreens: Set<String> = [],
        preferredInitialFocus: [String] = [],
        debug: DebugOptions = .standard
    ) {
        self.input = input
        self.wrapsAround = wrapsAround
        self.highlight = highlight
        self.excludedScreens = excludedScreens
        self.preferredInitialFocus = preferredInitialFocus
        self.debug = debug
    }

    /// Every key at its default.
    public static let standard = GamepadKitConfiguration()

    /// Decodes a property list file's contents (XML or binary). Data that is not a property
    /// list, whose root is not a dictionary, or that holds what no property list file of a
    /// configuration can (a binary property list's sets and archiver UIDs), gives the standard
    /// configuration and one issue with the key path `""` saying what is wrong. The data is
    /// checked before Foundation reads it (see ``ConfigurationPropertyList``), so no file can
    /// crash the app.
    public static func decode(plist data: Data) -> ConfigurationLoadResult {
        do {
            return decode(dictionary: try ConfigurationPropertyList.rootDictionary(of: data))
        } catch {
            return ConfigurationLoadResult(configuration: .standard, issues: [error])
        }
    }

    /// Decodes an already parsed dictionary, such as the value of the `GamepadKit` key of an
    /// Info.plist.
    public static func decode(dictionary: [String: Any]) -> ConfigurationLoadResult {
        var decoder = ConfigurationDecoder()
        let configuration = decoder.decode(dictionary)
        return ConfigurationLoadResult(configuration: configuration, issues: decoder.issues)
    }
}
