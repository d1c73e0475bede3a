// Through SwiftPM the engine is a module of its own, re-exported so that
// `import GameControllerBinder` is all an app writes. A CocoaPods build folds the engine's
// sources into this module, so there is no engine module to import there (`canImport` is false).
#if SWIFT_PACKAGE || canImport(GamepadKitCore)
@_exported import GamepadKitCore
#endif
