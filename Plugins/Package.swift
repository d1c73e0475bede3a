// swift-tools-version:6.1
import PackageDescription

// The `gamepadkit lint` as SwiftPM plugins, in a package of its own beside the SDK: an app that
// links only the SDK pulls in nothing from here, and the SDK's root package keeps no dependency.
//
//   swift package gamepadkit-lint [PATH…] [--target NAME] [--strict] [--format text|json|xcode|sarif]
//       lint the package's (or the given) storyboards, xibs and GamepadKit.plist files
//   plugins: [.plugin(name: "GamepadKitLintBuildTool", package: "GamepadKitPlugins")]
//       lint a target's storyboards, xibs and GamepadKit.plist on every build, in Xcode's format
let package = Package(
    name: "GamepadKitPlugins",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "GamepadKitLintCommand", targets: ["GamepadKitLintCommand"]),
        .plugin(name: "GamepadKitLintBuildTool", targets: ["GamepadKitLintBuildTool"]),
    ],
    dependencies: [
        .package(name: "GamepadKitTools", path: "../Tools"),
    ],
    targets: [
        .plugin(
            name: "GamepadKitLintCommand",
            capability: .command(
                intent: .custom(
                    verb: "gamepadkit-lint",
                    description: "Lint storyboards, xibs and GamepadKit.plist for game controller navigation (gamepadkit lint)."
                )
            ),
            dependencies: [.product(name: "gamepadkit", package: "GamepadKitTools")]
        ),
        .plugin(
            name: "GamepadKitLintBuildTool",
            capability: .buildTool(),
            dependencies: [.product(name: "gamepadkit", package: "GamepadKitTools")]
        ),
    ]
)
