import Benchmark
import Foundation
import GamepadKitCore

// What the device pays, counted: event traces replayed through the rebuild policy
// (`RebuildPolicyReplay`, which feeds `RebuildPolicy` as the iOS runtime does) report how many
// scans each trace costs, and the scan of a UIKit-shaped screen read through a protocol as the
// iOS adapter reads it (the adapter's own reader, `AdapterTreeReader`, over a counting tree)
// shows what a scan asks of UIKit next to the time it takes.
//   swift package --allow-writing-to-package-directory benchmark --filter "Trace|Adapter"
// `GAMEPADKIT_BENCHMARK_SMOKE=1` runs a couple of iterations only (CI).

/// 120 Hz refreshes (a ProMotion screen), scrolling ends 0.12 s after its last frame.
private func replay() -> RebuildPolicyReplay {
    RebuildPolicyReplay(policy: RebuildPolicy(timing: .init(refreshInterval: 1.0 / 120, scrollSettleInterval: 0.12)))
}

private let scansMetric = BenchmarkMetric.custom("scans", polarity: .prefersSmaller, useScalingFactor: false)

/// What a trace benchmark counts besides the scans.
private enum TraceCount {
    /// The times the highlight moved with its element without a scan (`RebuildPolicyReplay.follows`).
    case follows
    /// The revalidations of the map before a move (`RebuildPolicyReplay.revalidations`).
    case revalidations

    var metric: BenchmarkMetric {
        switch self {
        case .follows: BenchmarkMetric.custom("highlight moves", polarity: .prefersSmaller, useScalingFactor: false)
        case .revalidations: BenchmarkMetric.custom("revalidations", polarity: .prefersSmaller, useScalingFactor: false)
        }
    }

    func count(in trace: RebuildPolicyReplay) -> Int {
        switch self {
        case .follows: trace.follows
        case .revalidations: trace.revalidations
        }
    }
}

/// A benchmark that replays a trace and reports its counts: `setUp` brings the replay to where
/// the trace starts (the scans it costs are not counted), `events` plays the trace; then the
/// scans `events` cost and `counting`'s count of the whole replay are recorded.
private func traceBenchmark(_ name: String, smoke: Bool, counting: TraceCount = .follows,
                            setUp: @escaping (inout RebuildPolicyReplay) -> Void = { _ in },
                            events: @escaping (inout RebuildPolicyReplay) -> Void) {
    let configuration = Benchmark.Configuration(metrics: [scansMetric, counting.metric], warmupIterations: 0,
                                                maxDuration: .seconds(1), maxIterations: smoke ? 1 : 5)
    Benchmark(name, configuration: configuration) { benchmark in
        var trace = replay()
        setUp(&trace)
        let before = trace.scans
        events(&trace)
        benchmark.measurement(scansMetric, trace.scans - before)
        benchmark.measurement(counting.metric, counting.count(in: trace))
    }
}

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 3,
        maxDuration: smoke ? .milliseconds(200) : .seconds(3),
        maxIterations: smoke ? 2 : 1_000
    )

    traceBenchmark("Trace: 5 s of touch scrolling at 120 Hz, highlight asleep (600 frames)", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
        trace.touch()
    }, events: { trace in
        trace.scroll(seconds: 5, hz: 120)
    })

    traceBenchmark("Trace: 5 s of scrolling at 120 Hz, highlight awake (600 frames)", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
    }, events: { trace in
        trace.scroll(seconds: 5, hz: 120)
    })

    traceBenchmark("Trace: 1,000 layout passes in one turn, awake", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
        trace.wait(1)
    }, events: { trace in
        for _ in 0..<1_000 { trace.change(.layout) }
        trace.turn()
    })

    traceBenchmark("Trace: 1,000 layout passes over 1,000 turns 1 ms apart (1 s, 120 refreshes), awake", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
        trace.wait(1)
    }, events: { trace in
        for _ in 0..<1_000 {
            trace.wait(0.001)
            trace.change(.layout)
            trace.turn()
        }
    })

    traceBenchmark("Trace: 100 presses of A", smoke: smoke) { trace in
        for _ in 0..<100 {
            trace.press(.activate)
            trace.wait(0.3)
            trace.turn()
        }
    }

    traceBenchmark("Trace: 100 presses and stick moves on an excluded screen", smoke: smoke, setUp: { trace in
        trace.isScreenExcluded = true
        trace.press(.activate)
    }, events: { trace in
        for _ in 0..<50 {
            trace.press(.moveDown)
            trace.wakingInput()
            trace.change(.layout)
            trace.turn()
            trace.press(.activate)
        }
    })

    traceBenchmark("Trace: 5 s of flinging a SwiftUI list (500 registered elements), keyboard connected, asleep",
                   smoke: smoke, setUp: { trace in
        trace.hasInputDevice = true
        trace.press(.moveDown)
        trace.touch()
    }, events: { trace in
        trace.flingSwiftUIList(seconds: 5, hz: 120)
    })

    traceBenchmark("Trace: 5 s of flinging a SwiftUI list (500 registered elements), awake", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
    }, events: { trace in
        trace.flingSwiftUIList(seconds: 5, hz: 120)
    })

    traceBenchmark("Trace: 1 s of layout on every frame at 120 Hz, awake", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
        trace.wait(1)
    }, events: { trace in
        for _ in 0..<120 {
            trace.wait(1.0 / 120)
            trace.change(.layout)
            trace.turn()
        }
    })

    traceBenchmark("Trace: a ticker scrolling for 5 s beside a screen rotation, awake", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
        trace.wait(1)
        trace.turn()
    }, events: { trace in
        for frame in 0..<600 {
            trace.wait(1.0 / 120)
            trace.scrollFrame(1, by: .code)
            if frame == 300 {
                trace.change(.rotation)
                trace.change(.layout)
            }
            trace.turn()
        }
    })

    // A reveal GamepadKit animates in a list that is its controller's root view: every frame
    // scrolls the list and lays the controller out. Its own scroll holds those layouts back
    // until it ends (`ScrollDriver.gamepadKit`): one scan per reveal, not one per refresh.
    traceBenchmark("Trace: a reveal animated by GamepadKit in a list controller (0.3 s at 120 Hz, then 1 s idle), awake", smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
        trace.wait(1)
        trace.turn()
    }, events: { trace in
        let before = trace.scans
        for _ in 0..<36 {
            trace.wait(1.0 / 120)
            trace.scrollFrame(1, by: .gamepadKit)
            trace.change(.layout)
            trace.turn()
        }
        for _ in 0..<60 {
            trace.wait(1.0 / 60)
            trace.turn()
        }
        precondition(trace.scans - before == 1, "a reveal of GamepadKit's own must cost one scan")
    })

    traceBenchmark("Trace: 100 D-pad moves in quick succession (4 ms apart) with no layout between them", smoke: smoke) { trace in
        for index in 0..<100 {
            trace.press([GamepadAction.moveDown, .moveRight, .moveUp, .moveLeft][index % 4])
            trace.wait(0.004)
            trace.turn()
        }
        precondition(trace.scans == 1, "moves in quick succession with nothing changed must share one scan")
    }

    // The guard for changes nothing reports (a button a timer enables): a move on a map older
    // than 0.5 s revalidates it first (`MapRevalidation`: a few facts of each stop's view read
    // again) and scans only when one changed or the last scan is over 2 s old, so slow moves on a
    // still screen scan about once every 2 s.
    traceBenchmark("Trace: 100 D-pad moves 0.25 s apart (25 s) with no layout between them", smoke: smoke) { trace in
        for index in 0..<100 {
            trace.press([GamepadAction.moveDown, .moveRight, .moveUp, .moveLeft][index % 4])
            trace.wait(0.25)
            trace.turn()
        }
    }

    traceBenchmark("Trace: 60 deliberate D-pad presses 1 s apart on a still screen", smoke: smoke, counting: .revalidations) { trace in
        for index in 0..<60 {
            trace.press([GamepadAction.moveDown, .moveRight, .moveUp, .moveLeft][index % 4])
            trace.wait(1)
            trace.turn()
        }
        // A scan every third press (the last scan over 2 s old); the others revalidate.
        precondition(trace.scans == 20, "deliberate presses on a still screen must scan only when the last scan is over 2 s old")
    }

    traceBenchmark("Trace: 60 deliberate D-pad presses 1 s apart, a timer enabling a button every 10 s (no layout)",
                   smoke: smoke, counting: .revalidations) { trace in
        for index in 0..<60 {
            trace.press([GamepadAction.moveDown, .moveRight, .moveUp, .moveLeft][index % 4])
            trace.wait(0.5)
            if index % 10 == 9 { trace.changeNothingReports() }
            trace.wait(0.5)
            trace.turn()
        }
        // Every third press, and the press after each of the 6 changes but the last.
        precondition(trace.scans == 24, "each change nothing reported must be found by the next press")
    }

    traceBenchmark("Trace: a ticker of labels (no stop in it) scrolling from code for 5 s, 10 D-pad moves a second, awake",
                   smoke: smoke, setUp: { trace in
        trace.press(.moveDown)
        trace.wait(1)
        trace.turn()
    }, events: { trace in
        for frame in 0..<600 {
            trace.wait(1.0 / 120)
            trace.scrollFrame(1, by: .code, holdsStop: false)
            if frame % 12 == 0 { trace.press(.moveDown) }
            trace.turn()
        }
    })

    // The adapter's own reader over a counting tree of 2,000 views (300 focusable, 40 classes):
    // the reads UIKit would be asked per scan, next to the time of a read and a scan.
    let counting = countingScreen()
    let countingBounds = Rect(x: 0, y: 0, width: 1_024, height: 1_366)
    let views = viewCount(counting)
    let carriers = mayCarryCount(counting)
    let hitTestsMetric = BenchmarkMetric.custom("hit tests per scan", polarity: .prefersSmaller, useScalingFactor: false)
    let focusableMetric = BenchmarkMetric.custom("focusable candidates", polarity: .prefersSmaller, useScalingFactor: false)
    let classNamesMetric = BenchmarkMetric.custom("class names built", polarity: .prefersSmaller, useScalingFactor: false)
    let classesMetric = BenchmarkMetric.custom("distinct classes", polarity: .prefersSmaller, useScalingFactor: false)
    let elementReadsMetric = BenchmarkMetric.custom("accessibilityElements reads", polarity: .prefersSmaller, useScalingFactor: false)
    let carriersMetric = BenchmarkMetric.custom("views that may carry elements", polarity: .prefersSmaller, useScalingFactor: false)
    let viewsMetric = BenchmarkMetric.custom("views read", polarity: .prefersSmaller, useScalingFactor: false)
    let onScreenMetric = BenchmarkMetric.custom("focusable views on screen (hit test candidates)", polarity: .prefersSmaller, useScalingFactor: false)
    let secondScanClassNamesMetric = BenchmarkMetric.custom("class names built, next scan (process-wide cache)",
                                                            polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("Adapter reads: one scan of 2,000 views (300 focusable, 40 classes), counted",
              configuration: .init(metrics: [viewsMetric, hitTestsMetric, onScreenMetric, focusableMetric, classNamesMetric,
                                             secondScanClassNamesMetric, classesMetric, elementReadsMetric, carriersMetric],
                                   warmupIterations: 0, maxDuration: .seconds(1), maxIterations: smoke ? 1 : 3)) { benchmark in
        let source = CountingViewSource()
        let processCache = ViewClassFactsCache<ObjectIdentifier>()
        var reader = AdapterTreeReader(source: source, classFacts: processCache)
        let root = reader.read(counting, windowFrame: countingBounds, parentWindowOrigin: .zero, visibleArea: countingBounds, context: ())
        let candidates = root.map { FocusScanner().scan($0, bounds: countingBounds).candidates.count } ?? 0
        let hitTests = source.reads.hitTests
        let onScreen = onScreenFocusableCount(counting, visible: countingBounds)
        // At most the centre and four corners per on-screen control (the sliders' centres miss).
        precondition(hitTests <= HitTestPermission.maxProbesPerView * onScreen, "more hit tests than five per on-screen control")
        source.beginScan()
        var nextReader = AdapterTreeReader(source: source, classFacts: processCache)
        blackHole(nextReader.read(counting, windowFrame: countingBounds, parentWindowOrigin: .zero, visibleArea: countingBounds, context: ()))
        precondition(source.reads.classNamesBuilt == 0, "the next scan read a class again")
        benchmark.measurement(viewsMetric, reader.counts.views)
        benchmark.measurement(hitTestsMetric, hitTests)
        benchmark.measurement(onScreenMetric, onScreen)
        benchmark.measurement(secondScanClassNamesMetric, source.reads.classNamesBuilt)
        benchmark.measurement(focusableMetric, candidates)
        benchmark.measurement(classNamesMetric, reader.counts.classesRead)
        benchmark.measurement(classesMetric, CountingClasses.all.count)
        benchmark.measurement(elementReadsMetric, source.reads.accessibilityElementReads)
        benchmark.measurement(carriersMetric, carriers)
    }
    // Hidden controls take no touch and get no hit test (`HitTestPermission.closesTouches`):
    // only the 10 shown buttons are probed, each once (the probe hits).
    Benchmark("Adapter reads: one scan of 10 shown and 200 hidden buttons, hit tests counted",
              configuration: .init(metrics: [hitTestsMetric], warmupIterations: 0,
                                   maxDuration: .seconds(1), maxIterations: smoke ? 1 : 3)) { benchmark in
        let source = CountingViewSource()
        var reader = AdapterTreeReader(source: source)
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        blackHole(reader.read(hiddenControlsScreen(), windowFrame: screen, parentWindowOrigin: .zero, visibleArea: screen, context: ()))
        precondition(source.reads.hitTests == 10, "hidden controls were hit tested")
        benchmark.measurement(hitTestsMetric, source.reads.hitTests)
    }
    // What a move on an older map reads again instead of scanning: the watched views of the
    // same screen (every view a stop can be made of and every view above one), and the time
    // the core takes to list them once per scan.
    let watchedMetric = BenchmarkMetric.custom("views read again per revalidation", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark("Map revalidation: views watched on a screen of 2,000 views (300 focusable), counted",
              configuration: .init(metrics: [watchedMetric, viewsMetric], warmupIterations: 0,
                                   maxDuration: .seconds(1), maxIterations: smoke ? 1 : 3)) { benchmark in
        let source = CountingViewSource()
        var reader = AdapterTreeReader(source: source)
        guard let root = reader.read(counting, windowFrame: countingBounds, parentWindowOrigin: .zero,
                                     visibleArea: countingBounds, context: ()) else { return }
        benchmark.measurement(watchedMetric, MapRevalidation.watches(in: root).count)
        benchmark.measurement(viewsMetric, reader.counts.views)
    }
    // The tree is read once, outside the measured closure: only the listing is timed.
    let watchSource = CountingViewSource()
    var watchReader = AdapterTreeReader(source: watchSource)
    let watchedTree = watchReader.read(counting, windowFrame: countingBounds, parentWindowOrigin: .zero,
                                       visibleArea: countingBounds, context: ())
    Benchmark("Map revalidation: listing the watched views of 2,000 views (once per scan)") { benchmark in
        guard let root = watchedTree else { return }
        for _ in benchmark.scaledIterations {
            blackHole(MapRevalidation.watches(in: root))
        }
    }
    Benchmark("Adapter read of 2,000 views through the adapter's reader (300 focusable)") { benchmark in
        let source = CountingViewSource()
        for _ in benchmark.scaledIterations {
            source.beginScan()
            var reader = AdapterTreeReader(source: source)
            blackHole(reader.read(counting, windowFrame: countingBounds, parentWindowOrigin: .zero, visibleArea: countingBounds, context: ()))
        }
    }
    Benchmark("Adapter read and scan of 2,000 views (300 focusable)") { benchmark in
        let source = CountingViewSource()
        for _ in benchmark.scaledIterations {
            source.beginScan()
            var reader = AdapterTreeReader(source: source)
            if let root = reader.read(counting, windowFrame: countingBounds, parentWindowOrigin: .zero, visibleArea: countingBounds, context: ()) {
                blackHole(FocusScanner().scan(root, bounds: countingBounds))
            }
        }
    }
}
