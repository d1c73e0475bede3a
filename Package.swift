// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GameControllerBinder",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        // The app-facing module: `import GameControllerBinder; GamepadKit.enable()`.
        .library(name: "GameControllerBinder", targets: ["GameControllerBinder"]),
        // The headless engine, for tools and for apps that drive it themselves.
        .library(name: "GamepadKitCore", targets: ["GamepadKitCore"]),
        // Layout JSON and storyboard/xib import, for tools and tests (not needed in an app).
        .library(name: "GamepadKitInterchange", targets: ["GamepadKitInterchange"]),
    ],
    targets: [
        .target(name: "GamepadKitCore"),
        // FileContents calls stat/fstat (a file's kind and size before reading it): its manifest
        // names the file-timestamp reasons (files of the app's container, files the user chose).
        .target(name: "GamepadKitInterchange", dependencies: ["GamepadKitCore"],
                resources: [.copy("PrivacyInfo.xcprivacy")]),
        // Performs a row's storyboard segue catching UIKit's exception for an unknown identifier
        // (Objective-C: Swift cannot catch it). Compiled for iOS by .ci/objc-check; empty elsewhere.
        .target(name: "GamepadKitSegueGuard"),
        // The privacy manifest ships in the SDK's resource bundle, where App Store Connect reads it.
        .target(name: "GameControllerBinder",
                dependencies: ["GamepadKitCore",
                               .target(name: "GamepadKitSegueGuard", condition: .when(platforms: [.iOS, .macCatalyst]))],
                resources: [.copy("PrivacyInfo.xcprivacy")]),
        // Fixtures are read by path from the tests, not bundled.
        .testTarget(name: "GamepadKitCoreTests", dependencies: ["GamepadKitCore"], exclude: ["Fixtures"]),
        .testTarget(name: "GamepadKitInterchangeTests", dependencies: ["GamepadKitInterchange", "GamepadKitCore"],
                    exclude: ["Fixtures"]),
    ]
)
