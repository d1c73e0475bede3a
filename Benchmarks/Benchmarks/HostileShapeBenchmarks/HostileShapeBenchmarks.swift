import Benchmark
import Foundation
import GamepadKitCore
import GamepadKitInterchange
import GamepadKitTooling

// Shapes a hostile (or just very large) file gives `gamepadkit lint`, read, scanned and linted as
// the tool does for one file: each pair, n and 2n, must stay within 2.2× of each other (near
// linear). They were super-linear: readable names looked at every sibling for every unnamed
// button (10,000 buttons 4.4 s), and controls in a scroll view or in table rows grew faster
// than a plain screen of as many (100,000 buttons 6.3 s against 0.41 s; a 5,000-row table of
// 20 buttons 18.6 s). The same storyboard on one line must scale as the one written one element
// per line.
// `GAMEPADKIT_BENCHMARK_SMOKE=1` runs each shape once at a tenth of the smaller size, so CI stays fast.

/// A storyboard with one scene of `count` buttons without a title, each laid over a label
/// (the invisible-button-over-a-card shape readable names resolve), in two columns; one element
/// per line, as Interface Builder writes them.
func unnamedButtonsStoryboard(count: Int) -> Data {
    var views = ""
    views.reserveCapacity(count * 260)
    for index in 0..<count {
        let x = 10 + (index % 2) * 190, y = 10 + (index / 2) * 50
        views += #"<label text="Card \#(index)" id="L\#(index)">\#n<rect key="frame" x="\#(x)" y="\#(y)" width="80" height="30"/>\#n</label>\#n"#
        views += #"<button id="B\#(index)">\#n<rect key="frame" x="\#(x)" y="\#(y)" width="90" height="44"/>\#n</button>\#n"#
    }
    let height = 10 + (count / 2 + 1) * 50
    return Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="VC">
        <scenes><scene sceneID="S"><objects><viewController id="VC" customClass="Cards" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="390" height="\(height)"/><subviews>\(views)</subviews></view>
        </viewController></objects></scene></scenes></document>
        """.utf8)
}

/// The same storyboard written on one line (as minifiers and some generators write XML): every
/// position is on line 1, at a column that grows with the file.
func oneLineStoryboard(count: Int) -> Data {
    Data(unnamedButtonsStoryboard(count: count).filter { $0 != UInt8(ascii: "\n") })
}

/// A layout JSON of a 390×844 screen whose scroll view holds `count` buttons in three columns.
func scrollViewLayout(count: Int) -> Data {
    var buttons: [String] = []
    buttons.reserveCapacity(count)
    for index in 0..<count {
        buttons.append(#"{"id":"b\#(index)","kind":"button","frame":[\#(10 + (index % 3) * 120),\#(10 + (index / 3) * 60),100,44],"children":[]}"#)
    }
    let height = 10 + (count / 3 + 1) * 60
    return Data("""
        {"size":[390,844],"views":[{"id":"scroll","kind":"scroll","frame":[0,0,390,844],"contentOffset":[0,0],"children":[
        {"id":"content","kind":"view","frame":[0,0,390,\(height)],"children":[\(buttons.joined(separator: ","))]}]}]}
        """.utf8)
}

/// A layout JSON of a table of `rows` rows of 20 buttons each (four lines of five).
func tableLayout(rows: Int) -> Data {
    var rowTexts: [String] = []
    rowTexts.reserveCapacity(rows)
    for row in 0..<rows {
        let buttons = (0..<20).map { #"{"id":"r\#(row)b\#($0)","kind":"button","frame":[\#(5 + ($0 % 5) * 76),\#(5 + ($0 / 5) * 50),70,44],"children":[]}"# }
        rowTexts.append(#"{"id":"row\#(row)","kind":"tableRow","frame":[0,\#(row * 210),390,210],"row":[0,\#(row)],"children":[\#(buttons.joined(separator: ","))]}"#)
    }
    return Data("""
        {"size":[390,844],"views":[{"id":"table","kind":"table","frame":[0,0,390,844],"contentOffset":[0,0],"children":[\(rowTexts.joined(separator: ","))]}]}
        """.utf8)
}

/// A storyboard of `count` constrained buttons in a chain: each one's leading edge 8 pt after the
/// previous one's trailing edge (the first after the root view's leading edge), its top 20 pt
/// below the root view's, 20×20 pt; one element per line, as Interface Builder writes them.
func constraintChainStoryboard(count: Int) -> Data {
    constraintGridStoryboard(rows: 1, columns: count)
}

/// A storyboard of `rows` × `columns` constrained buttons: each one's leading edge 8 pt after its
/// left neighbour's trailing edge, its top 8 pt below the bottom of the one above (the first row
/// and column against the root view's edges), 20×20 pt.
func constraintGridStoryboard(rows: Int, columns: Int) -> Data {
    var views = "", constraints = ""
    views.reserveCapacity(rows * columns * 300)
    constraints.reserveCapacity(rows * columns * 500)
    for row in 0..<rows {
        for column in 0..<columns {
            let index = row * columns + column
            views += #"<button translatesAutoresizingMaskIntoConstraints="NO" id="v\#(index)">\#n<rect key="frame" x="\#(8 + 28 * column)" y="\#(20 + 28 * row)" width="20" height="20"/>\#n<state key="normal" title="B\#(index)"/>\#n</button>\#n"#
            let left = column == 0 ? #"secondItem="root" secondAttribute="leading""# : #"secondItem="v\#(index - 1)" secondAttribute="trailing""#
            let top = row == 0 ? #"secondItem="root" secondAttribute="top" constant="20""# : #"secondItem="v\#(index - columns)" secondAttribute="bottom" constant="8""#
            constraints += #"<constraint firstItem="v\#(index)" firstAttribute="leading" \#(left) constant="8" id="c\#(index)l"/>\#n"#
            constraints += #"<constraint firstItem="v\#(index)" firstAttribute="top" \#(top) id="c\#(index)t"/>\#n"#
            constraints += #"<constraint firstItem="v\#(index)" firstAttribute="width" constant="20" id="c\#(index)w"/>\#n"#
            constraints += #"<constraint firstItem="v\#(index)" firstAttribute="height" constant="20" id="c\#(index)h"/>\#n"#
        }
    }
    return Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="VC">
        <scenes><scene sceneID="S"><objects><viewController id="VC" customClass="Chain" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/><subviews>\(views)</subviews>
        <constraints>\(constraints)</constraints></view>
        </viewController></objects></scene></scenes></document>
        """.utf8)
}

/// An Appium page source of `count` buttons that all have the same name, in a scroll view.
func sharedNamePageSource(count: Int) -> Data {
    var elements = ""
    elements.reserveCapacity(count * 170)
    for index in 0..<count {
        elements += #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Buy" label="Buy" enabled="true" visible="true" x="\#((index % 10) * 38)" y="\#((index / 10) * 12)" width="30" height="10"/>\#n"#
    }
    return Data("""
        <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        \(elements)</XCUIElementTypeScrollView></XCUIElementTypeApplication></AppiumAUT>
        """.utf8)
}

/// A UIKit `recursiveDescription` of `count` untitled `UIButton`s (one class, so one name) in a
/// scroll view, indented as the debugger prints it.
func sharedClassRecursiveDescription(count: Int) -> Data {
    var lines = """
        <UIWindow: 0x7f8000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
           | <UIView: 0x7f8001; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x601>>
           |    | <UIScrollView: 0x7f8002; frame = (0 0; 390 844); clipsToBounds = YES; contentOffset: {0, 0}; contentSize: {390, \((count / 10 + 1) * 12)}; layer = <CALayer: 0x602>>

        """
    lines.reserveCapacity(count * 110)
    for index in 0..<count {
        lines += "   |    |    | <UIButton: 0x\(String(0x900000 + index, radix: 16)); frame = (\((index % 10) * 38) \((index / 10) * 12); 30 10); opaque = NO; layer = <CALayer: 0x\(String(0xa00000 + index, radix: 16))>>\n"
    }
    return Data(lines.utf8)
}

/// What `gamepadkit lint FILE` does for one scene: read, scan, map and lint.
func lint(_ scene: LayoutScene) -> SceneLint {
    SceneLint(file: nil, scene: ScannedScene(scene))
}

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident],
        warmupIterations: smoke ? 0 : 1,
        maxDuration: smoke ? .milliseconds(200) : .seconds(10),
        maxIterations: smoke ? 1 : 5
    )

    for count in smoke ? [1_000] : [10_000, 20_000] {
        Benchmark("Hostile shapes: unnamed buttons beside labels (storyboard), \(count)") { benchmark in
            let data = unnamedButtonsStoryboard(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let scenes = try InterfaceBuilderDocument.scenes(from: data, file: "Cards.storyboard")
                blackHole(scenes.map(lint))
            }
        }
    }
    for count in smoke ? [1_000] : [10_000, 20_000] {
        Benchmark("Hostile shapes: unnamed buttons beside labels, one-line storyboard, \(count)") { benchmark in
            let data = oneLineStoryboard(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let scenes = try InterfaceBuilderDocument.scenes(from: data, file: "Cards.storyboard")
                blackHole(scenes.map(lint))
            }
        }
    }
    for count in smoke ? [5_000] : [50_000, 100_000] {
        Benchmark("Hostile shapes: buttons in a scroll view (layout JSON), \(count)") { benchmark in
            let data = scrollViewLayout(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(lint(try LayoutJSON.decode(data)))
            }
        }
    }
    // Constraint layout (`gamepadkit map FILE --device "iPhone SE"`): a chain of 4,000 views took
    // 154 s and 2 GB, a 264×10 grid 12.5 s.
    let iPhoneSE = LayoutDevice.portraits.first
    for count in smoke ? [200] : [2_000, 4_000] {
        Benchmark("Hostile shapes: chain of \(count) constrained views laid out for a device") { benchmark in
            let data = constraintChainStoryboard(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try InterfaceBuilderDocument.scenes(from: data, file: "Chain.storyboard", options: LayoutOptions(device: iPhoneSE)))
            }
        }
    }
    for rows in smoke ? [20] : [132, 264] {
        Benchmark("Hostile shapes: grid of \(rows)×10 constrained views laid out for a device") { benchmark in
            let data = constraintGridStoryboard(rows: rows, columns: 10)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try InterfaceBuilderDocument.scenes(from: data, file: "Grid.storyboard", options: LayoutOptions(device: iPhoneSE)))
            }
        }
    }
    // Running-app dumps whose elements share one name (their ids take ` 2`, ` 3`… suffixes):
    // 20,000 took 10 s (page source) to 41 s (recursiveDescription).
    for count in smoke ? [2_000] : [20_000, 40_000] {
        Benchmark("Hostile shapes: page source of \(count) buttons sharing a name") { benchmark in
            let data = sharedNamePageSource(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try RunningAppFormat.scene(from: data, file: "page.xml", name: "page").map(lint))
            }
        }
        Benchmark("Hostile shapes: recursiveDescription of \(count) buttons of one class") { benchmark in
            let data = sharedClassRecursiveDescription(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try RunningAppFormat.scene(from: data, file: "dump.txt", name: "dump").map(lint))
            }
        }
    }
    for rows in smoke ? [250] : [2_500, 5_000] {
        Benchmark("Hostile shapes: table of \(rows) rows × 20 buttons (layout JSON)") { benchmark in
            let data = tableLayout(rows: rows)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(lint(try LayoutJSON.decode(data)))
            }
        }
    }
}
