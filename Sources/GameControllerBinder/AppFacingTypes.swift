// The engine's types an app builds or reads in code, under the app-facing module's name.
//
// `import GameControllerBinder` gives an app `GamepadKit`, `FocusChange`, `GamepadKitExcluded`,
// `Focusable`, the 1.1 `GameControllerBinder` class with its enums, and the configuration
// types below, and nothing else: the engine's other types (scanner, snapshots, geometry,
// traits…) are not app names, so none of them can make an app's own `Scanner`, `EdgeInsets`
// or `AccessibilityTraits` ambiguous. Tools import the engine by name (`import GamepadKitCore`).
//
// The engine is a module of its own through SwiftPM and through CocoaPods (the pod
// GamepadKitCore, a dependency of the pod GameControllerBinder), so these are typealiases of the
// engine's types. A build that compiles both folders as one module leaves the aliases out (the
// types are then declared in this module directly); `.ci/apple-name-collisions` checks that no
// public top-level name of either module is also an Apple framework's.
#if SWIFT_PACKAGE || canImport(GamepadKitCore)
import GamepadKitCore

/// Everything `GamepadKit.plist` can set, built in code for `GamepadKit.enable(configuration:)`.
public typealias GamepadKitConfiguration = GamepadKitCore.GamepadKitConfiguration
/// The configuration decoded from a property list, with every issue found.
public typealias ConfigurationLoadResult = GamepadKitCore.ConfigurationLoadResult
/// One problem of a configuration file: its key path and what is wrong.
public typealias ConfigurationIssue = GamepadKitCore.ConfigurationIssue
/// How controller input is turned into actions (bindings, sticks, repeat, triggers).
public typealias InputSettings = GamepadKitCore.InputSettings
/// A button of a controller or a key of a keyboard, as bindings name it.
public typealias GamepadButton = GamepadKitCore.GamepadButton
/// What a bound button does (move, activate, back, tabs, page).
public typealias GamepadAction = GamepadKitCore.GamepadAction
/// The left or right thumbstick.
public typealias Thumbstick = GamepadKitCore.Thumbstick
/// A thumbstick's deadzone and direction hysteresis.
public typealias ThumbstickSettings = GamepadKitCore.ThumbstickSettings
/// When a held direction repeats, and how fast.
public typealias RepeatTiming = GamepadKitCore.RepeatTiming
/// When an analog trigger counts as pressed and released.
public typealias TriggerThresholds = GamepadKitCore.TriggerThresholds
/// How the focus highlight looks.
public typealias HighlightStyle = GamepadKitCore.HighlightStyle
/// A colour of the highlight, as red, green, blue and alpha from 0 to 1.
public typealias RGBAColor = GamepadKitCore.RGBAColor
/// Which diagnostic lines are logged.
public typealias DebugOptions = GamepadKitCore.DebugOptions
#endif
