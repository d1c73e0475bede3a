// swift-tools-version:6.0
import PackageDescription

// The `gamepadkit` command: map, simulate, lint and render layouts with the engine the SDK uses.
// A nested package so that the SDK itself stays free of dependencies.
let package = Package(
    name: "GamepadKitTools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gamepadkit", targets: ["gamepadkit"]),
        .library(name: "GamepadKitTooling", targets: ["GamepadKitTooling"]),
    ],
    dependencies: [
        .package(name: "GameControllerBinder", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "GamepadKitTooling",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "GamepadKitInterchange", package: "GameControllerBinder"),
            ]
        ),
        .executableTarget(
            name: "gamepadkit",
            dependencies: [
                "GamepadKitTooling",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "GamepadKitToolingTests",
            dependencies: [
                "GamepadKitTooling",
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "GamepadKitInterchange", package: "GameControllerBinder"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
