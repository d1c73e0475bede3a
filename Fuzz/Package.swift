// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GamepadKitFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GameControllerBinder", path: ".."),
        .package(name: "GamepadKitTools", path: "../Tools"),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "GamepadKitCore", package: "GameControllerBinder")]),
        .executableTarget(
            name: "FuzzConfiguration",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitCore", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzLayoutJSON",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitInterchange", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzInterfaceBuilder",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitInterchange", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzRunningApp",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitInterchange", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzKeyboardPlanner",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitCore", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzLintFormats",
            dependencies: [
                "FuzzSupport",
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "GamepadKitInterchange", package: "GameControllerBinder"),
                .product(name: "GamepadKitTooling", package: "GamepadKitTools"),
            ]
        ),
        .executableTarget(
            name: "FuzzConstraintSolver",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitInterchange", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzConstraintLayout",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitInterchange", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzRunningAppShapes",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitInterchange", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzNavigationMap",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitCore", package: "GameControllerBinder")]
        ),
        .executableTarget(
            name: "FuzzWebListing",
            dependencies: ["FuzzSupport", .product(name: "GamepadKitCore", package: "GameControllerBinder")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
