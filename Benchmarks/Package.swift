// swift-tools-version:6.1
// Benchmarks of the navigation engine (package-benchmark). Run from this folder:
//   swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "GamepadKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GameControllerBinder", path: ".."),
        .package(name: "GamepadKitTools", path: "../Tools"),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/NavigationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "LintBenchmarks",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "GamepadKitTooling", package: "GamepadKitTools"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/LintBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "KeyboardBenchmarks",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/KeyboardBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "HostileShapeBenchmarks",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "GamepadKitInterchange", package: "GameControllerBinder"),
                .product(name: "GamepadKitTooling", package: "GamepadKitTools"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/HostileShapeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "ConstraintSolverBenchmarks",
            dependencies: [
                .product(name: "GamepadKitInterchange", package: "GameControllerBinder"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/ConstraintSolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "RebuildPolicyBenchmarks",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/RebuildPolicyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "WebContentBenchmarks",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/WebContentBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "SwiftUIRegistryBenchmarks",
            dependencies: [
                .product(name: "GamepadKitCore", package: "GameControllerBinder"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/SwiftUIRegistryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
