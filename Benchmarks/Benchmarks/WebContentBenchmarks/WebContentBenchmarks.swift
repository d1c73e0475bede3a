import Benchmark
import Foundation
import GamepadKitCore

// What a web page costs the engine once the page script answered: decoding its listing
// (`WebPageListing.decode`, off the main thread on the device), and the merge into a scan — the
// web view's node of stops (`WebContent.node`) scanned with the rest of the screen
// (`FocusScanner`). The page is 5,000 links in rows of five, most of them below the fold, as the
// script lists them. The listing in the page itself is measured in headless Chromium
// (`WebScriptActionTests`, printed), not here. `GAMEPADKIT_BENCHMARK_SMOKE=1` runs each for a
// couple of iterations only.

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: smoke ? 0 : 3,
        maxDuration: smoke ? .milliseconds(200) : .seconds(10),
        maxIterations: smoke ? 2 : 200
    )

    /// The script's answer for `count` links in rows of five, 40 CSS px apart.
    func answer(_ count: Int) -> String {
        let elements = (0..<count).map { index -> String in
            let x = 8 + Double(index % 5) * 76, y = 10 + Double(index / 5) * 40
            return "{\"key\":\(index),\"tag\":\"a\",\"type\":null,\"role\":null,\"label\":\"Item \(index)\",\"rect\":[\(x),\(y),70,30],"
                + "\"hit\":true,\"hitTested\":\(y < 844),\"display\":true,\"opacity\":1,\"pointerEvents\":true,\"inert\":false,"
                + "\"disabled\":false,\"editable\":false,\"checked\":null,\"href\":true,\"fixed\":false,\"scroller\":-1,"
                + "\"frame\":0,\"tabIndex\":0,\"onclick\":false,\"pointerCursor\":true}"
        }
        let height = 10 + (count / 5 + 1) * 40
        return "{\"version\":1,\"url\":\"https://example.com/\",\"viewport\":{\"width\":390,\"height\":844},"
            + "\"scroll\":{\"x\":0,\"y\":0},\"document\":{\"width\":390,\"height\":\(height)},\"rtl\":false,"
            + "\"elements\":[\(elements.joined(separator: ","))],\"scrollers\":[],\"frames\":[{\"rect\":[0,0,390,844]}]}"
    }

    let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    for count in [2_500, 5_000] {
        Benchmark("Web: decode the listing of \(count) elements") { benchmark in
            let text = answer(count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try? WebPageListing.decode(text))
            }
        }

        Benchmark("Web: \(count) elements into a scan (the web view's node, then the scan)") { benchmark in
            let listing = try WebPageListing.decode(answer(count))
            let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844),
                                           contentSize: LayoutSize(width: 390, height: listing.document.height))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let web = WebContent.node(for: "web", frame: screen, listing: listing, geometry: geometry)
                let snapshot = FocusScanner().scan(web, bounds: screen)
                precondition(snapshot.candidates.count == count, "every link is a stop")
                blackHole(snapshot)
            }
        }
    }
}
