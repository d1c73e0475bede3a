import Benchmark
import Foundation
import GamepadKitCore

// What SwiftUI registration costs the phone. While a controller or keyboard is connected, every
// registered view reports its frame on every frame it moves (a scroll moves them all): one
// sample below is one such frame, each of `count` views reporting once, as
// `SwiftUIRegistrations.register` hands it to the registry. 600 samples are 600 frames (10 s
// at 60 Hz). Per report the registry does a constant number of dictionary operations, so a frame
// of 500 reports takes about twice a frame of 250; the reference benchmark does what each report
// did before (order the whole root to find the view's previous registration) and grows about
// four times. The merge benchmarks put the registered views into a 5,000-node tree once per
// scan, with 50 and 100 roots: the tree is indexed once, whatever the number of roots.
// `GAMEPADKIT_BENCHMARK_SMOKE=1` runs each for a couple of iterations only.

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 5,
        maxDuration: smoke ? .milliseconds(200) : .seconds(10),
        maxIterations: smoke ? 2 : 600
    )

    /// `count` buttons in a scroll view, 60 pt apart, as the root's styles register them.
    func registrations(_ count: Int) -> [SwiftUIElementRegistration] {
        (0..<count).map { index in
            SwiftUIElementRegistration(key: "view-\(index)", role: index % 5 == 0 ? .toggle : .button,
                                       frame: Rect(x: 20, y: Double(index) * 60, width: 350, height: 44),
                                       scrollContainer: .viewport(Rect(x: 0, y: 0, width: 390, height: 753)))
        }
    }

    /// A registry holding `views` under one root, as after they appeared.
    func registered(_ views: [SwiftUIElementRegistration]) -> SwiftUIElementRegistry {
        var registry = SwiftUIElementRegistry()
        registry.setScope("FeedView", root: "root")
        for view in views { registry.register(view, root: "root") }
        return registry
    }

    for count in [250, 500] {
        Benchmark("SwiftUI registry: one frame of a scroll, \(count) views report their frame") { benchmark in
            let views = registrations(count)
            var registry = registered(views)
            var rebuilds = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for var view in views {
                    view.frame = view.frame.offsetBy(dx: 0, dy: -3)
                    if registry.register(view, root: "root").needsRebuild { rebuilds += 1 }
                }
            }
            benchmark.stopMeasurement()
            precondition(rebuilds == 0, "a frame that only moved views asked for a rebuild")
            blackHole(registry)
        }

        // What a report cost before: the root ordered to find the view's last registration.
        Benchmark("SwiftUI registry reference: one frame, \(count) views, the root ordered per report") { benchmark in
            let views = registrations(count)
            var registry = registered(views)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for var view in views {
                    view.frame = view.frame.offsetBy(dx: 0, dy: -3)
                    let previous = registry.elements(of: "root").first { $0.registration.key == view.key }
                    blackHole(previous)
                    registry.register(view, root: "root")
                }
            }
            benchmark.stopMeasurement()
            blackHole(registry)
        }
    }

    for rootCount in [50, 100] {
        Benchmark("SwiftUI merge: 500 views of \(rootCount) roots into a 5,000-node tree, one scan") { benchmark in
            let (tree, anchors, registry) = mergeScene(rootCount: rootCount, viewsPerRoot: 500 / rootCount, nodes: 5_000)
            let merge = SwiftUISceneMerge(assistiveTechnologyIsRunning: false)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let result = merge.merge(registry, anchors: anchors, into: tree)
                precondition(result.placements.count == 500, "every view is placed")
                blackHole(result)
            }
            benchmark.stopMeasurement()
        }
    }

    // One SwiftUI screen of `elements` registered views hosted over a UIKit tree of `views`
    // nodes: the hosting view holds a scroll view of one row per element (ten views a row,
    // every tenth row a `UISwitch` under a toggle, every seventh an accessibility element the
    // element takes its label from), so each element's place and cover are looked up among
    // every row and every control of the host. The target is 1.5 ms at 500 / 5,000. The first
    // merge of a screen derives each element's id; the registry keeps them
    // (`SwiftUIElementRegistry.adoptIDs`, as `SwiftUIRegistrations` does after every merge), so
    // every later scan merges with the ids known: "first scan" measures the one, "later scan"
    // the others.
    for (elements, views) in [(50, 500), (500, 5_000)] {
        for isFirstScan in [true, false] {
            Benchmark("SwiftUI merge: \(elements) views of one root into a \(views)-view scan, \(isFirstScan ? "first" : "later") scan") { benchmark in
                var (tree, anchors, registry) = hostedListScene(elements: elements, views: views)
                let merge = SwiftUISceneMerge(assistiveTechnologyIsRunning: false)
                let expectedPlaced = elements - (elements + 9) / 10
                if !isFirstScan {
                    registry.adoptIDs(merge.merge(registry, anchors: anchors, into: tree).newElementIDs)
                    // The screen is scanned again: the same tree, drawn anew.
                    tree = hostedListScene(elements: elements, views: views).0
                }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let result = merge.merge(registry, anchors: anchors, into: tree)
                    precondition(result.placements.count == expectedPlaced, "every view a switch does not stand for is placed")
                    precondition(isFirstScan || result.newElementIDs.isEmpty, "a later scan derives no id")
                    blackHole(result)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}

/// A window whose hosting view holds a root's anchor and a scroll view of one row per
/// registered element, `views` nodes in all (see the merge benchmarks above).
func hostedListScene(elements: Int, views: Int) -> (ViewNode, [String: String], SwiftUIElementRegistry) {
    let rowHeight = 60.0
    let perRow = max(1, views / elements - 1)
    var rows: [ViewNode] = []
    var registry = SwiftUIElementRegistry()
    registry.setScope("SettingsView", root: "root")
    let viewport = Rect(x: 0, y: 0, width: 390, height: 844)
    let scrolled = 600.0
    for index in 0..<elements {
        var children: [ViewNode] = []
        for part in 0..<perRow {
            let kind: ViewKind = part % 2 == 0 ? .label : .image
            let x: Double = 20 + Double(part % 5) * 60
            let y: Double = Double(part / 5) * 22
            children.append(ViewNode(id: "row-\(index)-part-\(part)", kind: kind, frame: Rect(x: x, y: y, width: 50, height: 20)))
        }
        let isToggle = index % 10 == 0
        if isToggle {
            children[children.count - 1] = ViewNode(id: "row-\(index)-switch", kind: .switch, frame: Rect(x: 310, y: 8, width: 51, height: 31))
        } else if index % 7 == 0 {
            children[children.count - 1] = ViewNode(id: "row-\(index)-element", kind: .accessibilityElement,
                                                    frame: Rect(x: 20, y: 8, width: 350, height: 44), label: "Row \(index)",
                                                    accessibilityTraits: .button)
        }
        let rowFrame = Rect(x: 0, y: Double(index) * rowHeight, width: 390, height: rowHeight)
        rows.append(ViewNode(id: "row-\(index)", kind: .view, frame: rowFrame, children: children))
        let top: Double = Double(index) * rowHeight + 8 - scrolled
        let frame = isToggle ? Rect(x: 300, y: top, width: 70, height: 31) : Rect(x: 20, y: top, width: 350, height: 44)
        let role: SwiftUIElementRole = isToggle ? .toggle : .button
        let label: String? = index % 3 == 0 ? "Item \(index)" : nil
        registry.register(SwiftUIElementRegistration(key: "v-\(index)", role: role, frame: frame, label: label,
                                                     scrollContainer: .viewport(viewport)),
                          root: "root")
    }
    let scroll = ViewNode(id: "scroll", kind: .scroll, frame: viewport, children: rows, contentOffset: LayoutPoint(x: 0, y: scrolled))
    let anchor = ViewNode(id: "anchor", kind: .view, frame: viewport, isInteractive: false)
    let wrapper = ViewNode(id: "anchor-host", kind: .view, frame: viewport, children: [anchor])
    let hosting = ViewNode(id: "hosting", kind: .view, frame: viewport, children: [wrapper, scroll])
    let window = ViewNode(id: "window", kind: .view, frame: viewport, children: [hosting])
    return (window, ["root": anchor.id], registry)
}

/// A window of `rootCount` hosting views, each with a root's anchor and plain views, `nodes` in
/// all, and `viewsPerRoot` buttons registered in each root.
func mergeScene(rootCount: Int, viewsPerRoot: Int, nodes: Int) -> (ViewNode, [String: String], SwiftUIElementRegistry) {
    let fillerPerHost = max(0, nodes / rootCount - 3)
    var registry = SwiftUIElementRegistry()
    var anchors: [String: String] = [:]
    var hosts: [ViewNode] = []
    for rootIndex in 0..<rootCount {
        let rootKey = "root-\(rootIndex)"
        let anchor = ViewNode(id: "anchor-\(rootIndex)", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 400),
                              isInteractive: false)
        let wrapper = ViewNode(id: "anchor-host-\(rootIndex)", kind: .view, frame: anchor.frame, children: [anchor])
        let filler = (0..<fillerPerHost).map { index in
            ViewNode(id: "drawn-\(rootIndex)-\(index)", kind: .view, frame: Rect(x: 0, y: Double(index % 40) * 10, width: 390, height: 8))
        }
        hosts.append(ViewNode(id: "hosting-\(rootIndex)", kind: .view, frame: Rect(x: 0, y: Double(rootIndex) * 400, width: 390, height: 400),
                              children: [wrapper] + filler))
        anchors[rootKey] = anchor.id
        registry.setScope("CardView", root: rootKey)
        for index in 0..<viewsPerRoot {
            registry.register(SwiftUIElementRegistration(key: "v-\(index)", role: .button,
                                                         frame: Rect(x: 20, y: Double(index) * 60, width: 350, height: 44)),
                              root: rootKey)
        }
    }
    let window = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: Double(rootCount) * 400), children: hosts)
    return (window, anchors, registry)
}
