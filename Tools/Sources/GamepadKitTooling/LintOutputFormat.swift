/// How `gamepadkit lint` prints its report (`--format`).
public enum LintOutputFormat: String, CaseIterable, Hashable, Sendable {
    /// The grouped report people read in a terminal.
    case text
    /// `LintReport.json` (the same as `--json`).
    case json
    /// One `path:line:column: warning: message` line per finding, the format Xcode's issue
    /// navigator reads from a Run Script build phase (see `XcodeLintReport`).
    case xcode
    /// A SARIF 2.1.0 log for GitHub code scanning and other review tools (see `SARIFLintReport`).
    case sarif
}

/// How serious a lint finding or configuration issue is, in Xcode's and SARIF's words.
public enum LintSeverity: String, Hashable, Sendable {
    /// Worth fixing; the app still works.
    case warning
    /// Something a controller user cannot get past (an element that can never be focused) or a
    /// configuration key the app ignores.
    case error
}

extension LintFindingKind {
    /// The finding's severity: an unreachable element is an error (no controller user can ever
    /// use it), every other kind a warning.
    public var severity: LintSeverity {
        self == .unreachable ? .error : .warning
    }

    /// The rule id of the kind in SARIF logs: `gamepadkit.` and the kind's JSON name.
    public var ruleID: String { "gamepadkit.\(rawValue)" }

    /// What the rule checks and how to fix what it finds (SARIF `help`).
    public var help: String {
        switch self {
        case .unreachable:
            "No sequence of moves from the initial focus reaches the element, so a controller user can never use it. Move it into a row or column with other controls, or give a neighbour an explicit move to it."
        case .deadEnd:
            "Pressing this direction goes nowhere although a focusable element lies that way. Align the elements, or add an explicit move."
        case .oneWay:
            "A move leads to an element whose opposite move leads somewhere else, so the user cannot retrace a step. Align the elements so the moves mirror each other."
        case .overlap:
            "Two focusable elements cover the same area: the highlight and the press are ambiguous. Separate them, or make one of them not focusable."
        case .tooSmall:
            "The element is smaller than the minimum size on one side, so its highlight is hard to see. Make it at least 24 points on each side."
        case .outsideScene:
            "The focusable view lies outside its scene and outside scrollable content: nothing can bring it on screen. Fix its frame or constraints."
        case .sizeClassCanvas:
            "The scene is laid out on Interface Builder's 600×600 size-class canvas, not on a device size, so the map may not match a device. Choose a device in the storyboard's View As bar."
        case .segueWithoutIdentifier:
            "UIKit performs a cell's selection segue only when a finger selects the row; a controller's A selects it from code, which performs a segue only by its identifier. Give the segue an identifier, and name it in GamepadKit.plist under rowSegues (\"<controller class>/<cell reuse identifier>\" → identifier)."
        case .segueNotInRowSegues:
            "UIKit performs a cell's selection segue only when a finger selects the row; a controller's A selects it from code, so the segue is performed only when GamepadKit.plist's rowSegues names it. Add the entry the message gives (\"<controller class>/<cell reuse identifier>\" → the segue's identifier), and lint the plist with the storyboards."
        case .ambiguousLayout:
            "The constraints do not decide where a view goes or how big it is, so Auto Layout places it wherever its solver ends, differently on other devices. Add the missing constraints (Xcode's issue navigator lists them)."
        case .conflictingConstraints:
            "Required constraints contradict each other, so Auto Layout breaks one at run time and the layout is not the one designed. Remove one of them or lower its priority."
        case .misplacedViews:
            "The frames stored in the file are not where the constraints put the views (Xcode's misplaced views): the file was saved with stale frames. Update the frames in Interface Builder (Editor ▸ Resolve Auto Layout Issues ▸ Update Frames)."
        case .coveredControls:
            "A view stored visible in the file lies over controls a finger could otherwise touch, so neither a finger nor the controller reaches them on this screen as the file stores it. If the app shows the view only at times (a loading or onboarding overlay), store it hidden in the file; else move it behind the controls or make it let touches through (user interaction off)."
        }
    }
}

/// The SARIF rule of configuration issues and its help.
enum ConfigurationRule {
    static let id = "gamepadkit.configuration"
    static let title = "configuration"
    static let help = "A GamepadKit.plist key (or a key of the GamepadKit dictionary of an Info.plist) is unknown or has a value outside what it accepts: the SDK ignores it, logs the issue and uses the default. The message names the key path and the accepted values."
}
