import Benchmark
import Foundation
import GamepadKitCore

// What the device pays, counted: event traces replayed through the rebuild policy
// (`RebuildPolicyReplay`, which feeds `RebuildPolicy` as the iOS runtime does) report how many
// scans each trace costs, and the scan of a UIKit-shaped screen read through a protocol as the
// iOS adapter reads it shows the adapter's per-view work next to the scanner's.
//   swift package --allow-writing-to-package-directory benchmark --filter "Trace|Adapter"
// `GAMEPADKIT_BENCHMARK_SMOKE=1` runs a couple of iterations only (CI).

/// 120 Hz refreshes (a ProMotion screen), scrolling ends 0.12 s after its last frame.
private func replay() -> RebuildPolicyReplay {
    RebuildPolicyReplay(policy: RebuildPolicy(timing: .init(refreshInterval: 1.0 / 120, scrollSettleInterval: 0.12)))
}

private let scansMetric = BenchmarkMetric.custom("scans", polarity: .prefersSmaller, useScalingFactor: false)
private let followsMetric = BenchmarkMetric.custom("highlight moves", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 3,
        maxDuration: smoke ? .milliseconds(200) : .seconds(3),
        maxIterations: smoke ? 2 : 1_000
    )
    let counted = Benchmark.Configuration(metrics: [scansMetric, followsMetric], warmupIterations: 0,
                                          maxDuration: .seconds(1), maxIterations: smoke ? 1 : 5)

    Benchmark("Trace: 5 s of touch scrolling at 120 Hz, highlight asleep (600 frames)", configuration: counted) { benchmark in
        var trace = replay()
        trace.press(.moveDown)
        trace.touch()
        let before = trace.scans
        trace.scroll(seconds: 5, hz: 120)
        benchmark.measurement(scansMetric, trace.scans - before)
        benchmark.measurement(followsMetric, trace.follows)
    }

    Benchmark("Trace: 5 s of scrolling at 120 Hz, highlight awake (600 frames)", configuration: counted) { benchmark in
        var trace = replay()
        trace.press(.moveDown)
        let before = trace.scans
        trace.scroll(seconds: 5, hz: 120)
        benchmark.measurement(scansMetric, trace.scans - before)
        benchmark.measurement(followsMetric, trace.follows)
    }

    Benchmark("Trace: 1,000 layout passes in one turn, awake", configuration: counted) { benchmark in
        var trace = replay()
        trace.press(.moveDown)
        trace.wait(1)
        let before = trace.scans
        for _ in 0..<1_000 { trace.change(.layout) }
        trace.turn()
        benchmark.measurement(scansMetric, trace.scans - before)
        benchmark.measurement(followsMetric, trace.follows)
    }

    Benchmark("Trace: 1,000 layout passes over 1,000 turns 1 ms apart (1 s, 120 refreshes), awake",
              configuration: counted) { benchmark in
        var trace = replay()
        trace.press(.moveDown)
        trace.wait(1)
        let before = trace.scans
        for _ in 0..<1_000 {
            trace.wait(0.001)
            trace.change(.layout)
            trace.turn()
        }
        benchmark.measurement(scansMetric, trace.scans - before)
        benchmark.measurement(followsMetric, trace.follows)
    }

    Benchmark("Trace: 100 presses of A", configuration: counted) { benchmark in
        var trace = replay()
        for _ in 0..<100 {
            trace.press(.activate)
            trace.wait(0.3)
            trace.turn()
        }
        benchmark.measurement(scansMetric, trace.scans)
        benchmark.measurement(followsMetric, trace.follows)
    }

    Benchmark("Trace: 100 presses and stick moves on an excluded screen", configuration: counted) { benchmark in
        var trace = replay()
        trace.isScreenExcluded = true
        trace.press(.activate)
        let before = trace.scans
        for _ in 0..<50 {
            trace.press(.moveDown)
            trace.wakingInput()
            trace.change(.layout)
            trace.turn()
            trace.press(.activate)
        }
        benchmark.measurement(scansMetric, trace.scans - before)
        benchmark.measurement(followsMetric, trace.follows)
    }

    let screen = adapterShapedScreen()
    let bounds = Rect(x: 0, y: 0, width: 1_024, height: 1_366)
    Benchmark("Adapter-shaped read of 300 views through a protocol (60 controls)") { benchmark in
        for _ in benchmark.scaledIterations {
            var reader = AdapterShapedReader()
            blackHole(reader.node(for: screen, parentOrigin: LayoutPoint(x: 0, y: 0)))
        }
    }
    Benchmark("Adapter-shaped read and scan of 300 views (60 controls)") { benchmark in
        for _ in benchmark.scaledIterations {
            var reader = AdapterShapedReader()
            let root = reader.node(for: screen, parentOrigin: LayoutPoint(x: 0, y: 0))
            blackHole(FocusScanner().scan(root, bounds: bounds))
        }
    }
}
