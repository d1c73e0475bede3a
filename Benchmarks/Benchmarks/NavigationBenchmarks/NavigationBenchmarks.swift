import Benchmark
import Foundation
import GamepadKitCore

// The figures the README quotes come from a release run of these suites:
//   swift package --allow-writing-to-package-directory benchmark
// `GAMEPADKIT_BENCHMARK_SMOKE=1` runs every benchmark for a couple of iterations only, which is
// what CI does: it proves the suites build and run, not how fast they are.

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: smoke ? 0 : 3,
        maxDuration: smoke ? .milliseconds(200) : .seconds(3),
        maxIterations: smoke ? 2 : 1_000
    )
    // The all-pairs reference is slow by design; a few samples are enough to see the ratio.
    let referenceConfiguration = Benchmark.Configuration(
        warmupIterations: smoke ? 0 : 1,
        maxDuration: smoke ? .milliseconds(200) : .seconds(5),
        maxIterations: smoke ? 1 : 30
    )

    for count in [100, 1_000, 10_000] {
        let grid = misalignedGrid(count: count)
        let scattered = SyntheticLayout.scatteredBoxes(count: count, seed: 7)

        Benchmark("Map build: misaligned grid, \(count)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationMap(candidates: grid))
            }
        }
        Benchmark("Map build: scattered boxes, \(count)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationMap(candidates: scattered))
            }
        }
        Benchmark("Map build (all-pairs reference): misaligned grid, \(count)", configuration: referenceConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationMap.allPairsReference(candidates: grid))
            }
        }
        Benchmark("Map build (all-pairs reference): scattered boxes, \(count)", configuration: referenceConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationMap.allPairsReference(candidates: scattered))
            }
        }
    }

    // The speed-up over the reference, measured in the same run: each sample builds both maps of
    // 1,000 scattered boxes and reports reference time ÷ fast time (higher is better).
    let thousand = SyntheticLayout.scatteredBoxes(count: 1_000, seed: 11)
    Benchmark(
        "Speed-up over all-pairs reference at 1,000 (×)",
        configuration: .init(
            metrics: [.custom("speed-up ×", polarity: .prefersLarger, useScalingFactor: false)],
            warmupIterations: 0,
            maxDuration: smoke ? .milliseconds(200) : .seconds(5),
            maxIterations: smoke ? 1 : 20
        )
    ) { benchmark in
        let clock = ContinuousClock()
        let fastStart = clock.now
        blackHole(NavigationMap(candidates: thousand))
        let fast = clock.now - fastStart
        let referenceStart = clock.now
        blackHole(NavigationMap.allPairsReference(candidates: thousand))
        let reference = clock.now - referenceStart
        let ratio = reference / fast
        benchmark.measurement(.custom("speed-up ×", polarity: .prefersLarger, useScalingFactor: false), Int(ratio.rounded()))
    }

    // Frames that overlap: identical frames stacked on one another, and random boxes crowded
    // onto a quarter of their total area. Both used to make the map's repair quadratic.
    for count in [1_000, 10_000, 100_000] {
        let stacked = SyntheticLayout.stackedButtons(count: count)
        let overlapping = SyntheticLayout.overlappingBoxes(count: count, seed: 7)
        Benchmark("Map build: stacked identical frames, \(count)", configuration: largeConfiguration(count)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationMap(candidates: stacked))
            }
        }
        Benchmark("Map build: overlapping boxes, \(count)", configuration: largeConfiguration(count)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationMap(candidates: overlapping))
            }
        }
    }

    // What one press costs when the screen is rescanned first: scan a 300-view screen holding
    // 60 focusable buttons, build the map, make one move.
    let screen = cardScreen()
    let screenBounds = Rect(x: 0, y: 0, width: 1_024, height: 1_366)
    Benchmark("Press: scan of 300 views (60 candidates), map, one move") { benchmark in
        for _ in benchmark.scaledIterations {
            let snapshot = FocusScanner().scan(screen, bounds: screenBounds)
            let map = NavigationMap(candidates: snapshot.candidates)
            blackHole(map.neighbor(of: "button31", .down))
        }
    }

    let moveCandidates = SyntheticLayout.scatteredBoxes(count: 1_000, seed: 3)
    let source = moveCandidates[moveCandidates.count / 2]
    // Each sample is one query; the direction turns with every sample so all four are measured.
    var turn = 0
    Benchmark("One move query among 1,000") { benchmark in
        for _ in benchmark.scaledIterations {
            let direction = MoveDirection.allCases[turn % 4]
            turn += 1
            blackHole(SpatialSearch.target(from: source.frame, direction: direction, among: moveCandidates, excluding: source.id))
        }
    }

    let tree = viewTree(nodeCount: 5_000)
    let bounds = Rect(x: 0, y: 0, width: 1_024, height: 100_000)
    Benchmark("Scan of a 5,000-node view tree") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(FocusScanner().scan(tree, bounds: bounds))
        }
    }
}

/// The default configuration, or for 100,000 elements a few samples only.
func largeConfiguration(_ count: Int) -> Benchmark.Configuration {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    guard count >= 100_000 else { return Benchmark.defaultConfiguration }
    return .init(
        metrics: [.wallClock, .peakMemoryResident],
        warmupIterations: smoke ? 0 : 1,
        maxDuration: smoke ? .milliseconds(200) : .seconds(10),
        maxIterations: smoke ? 1 : 10
    )
}

/// An iPad screen of 60 cards in 4 columns and 15 rows, each card a view holding a title label,
/// an image, a decorative background view and a button: 301 views, 60 of them focusable.
func cardScreen() -> ViewNode {
    var cards: [ViewNode] = []
    for index in 0..<60 {
        let column = Double(index % 4), row = Double(index / 4)
        cards.append(ViewNode(
            id: "card\(index)", kind: .view, frame: Rect(x: 16 + column * 250, y: 20 + row * 88, width: 240, height: 80),
            children: [
                ViewNode(id: "background\(index)", kind: .view, frame: Rect(x: 0, y: 0, width: 240, height: 80)),
                ViewNode(id: "image\(index)", kind: .image, frame: Rect(x: 8, y: 8, width: 64, height: 64)),
                ViewNode(id: "title\(index)", kind: .label, frame: Rect(x: 80, y: 8, width: 150, height: 24)),
                ViewNode(id: "button\(index)", kind: .button, frame: Rect(x: 80, y: 40, width: 150, height: 32)),
            ]
        ))
    }
    return ViewNode(id: "screen", kind: .view, frame: Rect(x: 0, y: 0, width: 1_024, height: 1_366), children: cards)
}

/// A grid of about `count` buttons, each off its row and column by up to ±12 pt.
func misalignedGrid(count: Int) -> [FocusCandidate] {
    let columns = Int(Double(count).squareRoot().rounded(.up))
    let rows = (count + columns - 1) / columns
    return Array(SyntheticLayout.misalignedGrid(rows: rows, columns: columns, jitter: 12, seed: 1).prefix(count))
}

/// A settings-like tree of `nodeCount` views: sections of rows, each row a container holding a
/// label, a button and a switch, some of them hidden or disabled.
func viewTree(nodeCount: Int) -> ViewNode {
    var sections: [ViewNode] = []
    var made = 1
    var y = 0.0
    var index = 0
    while made < nodeCount {
        var rows: [ViewNode] = []
        var rowY = 0.0
        for _ in 0..<10 where made < nodeCount {
            index += 1
            let row = ViewNode(
                id: "row\(index)", kind: .view, frame: Rect(x: 0, y: rowY, width: 1_024, height: 44),
                children: [
                    ViewNode(id: "label\(index)", kind: .label, frame: Rect(x: 16, y: 8, width: 300, height: 28)),
                    ViewNode(id: "button\(index)", kind: .button, frame: Rect(x: 400, y: 6, width: 120, height: 32),
                             isHidden: index % 17 == 0),
                    ViewNode(id: "switch\(index)", kind: .switch, frame: Rect(x: 900, y: 6, width: 51, height: 31),
                             isEnabled: index % 13 != 0),
                ]
            )
            rows.append(row)
            made += 4
            rowY += 44
        }
        sections.append(ViewNode(id: "section\(sections.count)", kind: .stack, frame: Rect(x: 0, y: y, width: 1_024, height: rowY), children: rows))
        made += 1
        y += rowY + 20
    }
    return ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 1_024, height: y), children: sections)
}
