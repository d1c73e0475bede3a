import Benchmark
import Foundation
import GamepadKitCore
import GamepadKitTooling

// `gamepadkit lint` on huge scenes: the navigation map and every finding (unreachable elements,
// dead ends, one-way pairs, overlaps, small controls), as the tool computes them for one scene
// already scanned. These shapes took seconds while the dead-end check compared every element
// with every other (10,000 stacked buttons 3.9 s, a 10,000-button column 2.6 s).
// `GAMEPADKIT_BENCHMARK_SMOKE=1` runs each for a couple of iterations only.

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: smoke ? 0 : 1,
        // Long enough for 50 samples of the 20,000-element scenes too: their p0 and p50 are set
        // against those of 10,000, which should not come from fewer samples.
        maxDuration: smoke ? .milliseconds(200) : .seconds(10),
        maxIterations: smoke ? 1 : 50
    )

    func button(_ id: String, _ x: Double, _ y: Double) -> FocusCandidate {
        FocusCandidate(id: id, kind: .button, frame: Rect(x: x, y: y, width: 100, height: 44))
    }
    func lint(_ candidates: [FocusCandidate], height: Double) -> SceneLint {
        let snapshot = FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 390, height: height), candidates: candidates)
        return SceneLint(file: nil, scene: ScannedScene(name: "Benchmark", snapshot: snapshot))
    }

    for count in [1_000, 10_000, 20_000] {
        let stacked = (0..<count).map { button("s\($0)", 20, 100) }
        let column = (0..<count).map { button("c\($0)", 20, Double($0) * 50) }

        Benchmark("Lint: stacked buttons, \(count)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(lint(stacked, height: 844))
            }
        }
        Benchmark("Lint: one column of buttons, \(count)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(lint(column, height: Double(count) * 50))
            }
        }
    }
}
