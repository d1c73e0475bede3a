import Benchmark
import Foundation
import GamepadKitInterchange

// The constraint solver that lays storyboards out from their constraints: a 2,000-constraint
// scene must solve in well under 50 ms. Two shapes: the solver alone on a grid of 290 views
// (2,020 constraints: chained edges, equal widths and heights, optional wishes), and a whole
// storyboard scene of 330 keys and 2,013 constraints read and laid out by the importer.
// `GAMEPADKIT_BENCHMARK_SMOKE=1` runs each for a couple of iterations only.

/// A grid of `rows` × `columns` views in a 1,000 pt wide container: about 7 constraints per view
/// (2,020 for 29 rows of 10).
func solveGrid(rows: Int, columns: Int) -> Double {
    var solver = LinearConstraintSolver()
    func v(_ variable: LinearVariable) -> LinearExpression { LinearExpression(variable) }
    func c(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }
    var views: [(x: LinearVariable, y: LinearVariable, width: LinearVariable, height: LinearVariable)] = []
    for row in 0..<rows {
        for column in 0..<columns {
            let view = (x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
            var constraints: [LinearConstraint] = []
            if column == 0 {
                constraints.append(LinearConstraint(v(view.x), .equal, c(16)))
                constraints.append(LinearConstraint(v(view.width), .greaterThanOrEqual, c(40)))
            } else {
                let previous = views[views.count - 1]
                constraints.append(LinearConstraint(v(view.x), .equal, v(previous.x) + v(previous.width) + 8))
                constraints.append(LinearConstraint(v(view.width), .equal, v(previous.width)))
            }
            if column == columns - 1 { constraints.append(LinearConstraint(v(view.x) + v(view.width), .equal, c(1000 - 16))) }
            if row == 0 {
                constraints.append(LinearConstraint(v(view.y), .equal, c(20)))
            } else {
                let above = views[views.count - columns]
                constraints.append(LinearConstraint(v(view.y), .greaterThanOrEqual, v(above.y) + v(above.height) + 8))
                constraints.append(LinearConstraint(v(view.y), .equal, v(above.y) + v(above.height) + 8, strength: .low))
            }
            constraints.append(LinearConstraint(v(view.height), .greaterThanOrEqual, c(30), strength: .high))
            constraints.append(LinearConstraint(v(view.height), .lessThanOrEqual, c(30), strength: .low))
            if column != columns - 1 { constraints.append(LinearConstraint(v(view.width), .lessThanOrEqual, c(400), strength: .low)) }
            for constraint in constraints { _ = try? solver.add(constraint) }
            views.append(view)
        }
    }
    return solver.value(of: views[views.count - 1].y)
}

/// A storyboard scene of `rows` × `columns` buttons laid out only by constraints (no frames), with
/// 6 constraints per button (2,013 for 33 rows of 10).
func gridStoryboard(rows: Int, columns: Int) -> Data {
    var views = "", constraints = ""
    var count = 0
    func constraint(_ text: String) {
        count += 1
        constraints += "<constraint \(text) id=\"c\(count)\"/>\n"
    }
    for row in 0..<rows {
        for column in 0..<columns {
            let id = "k\(row)_\(column)"
            views += "<button translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><state key=\"normal\" title=\"\(row * columns + column)\"/></button>\n"
            // Every key at least 44 pt square, as touch targets should be.
            constraint("firstItem=\"\(id)\" firstAttribute=\"width\" relation=\"greaterThanOrEqual\" constant=\"44\"")
            constraint("firstItem=\"\(id)\" firstAttribute=\"height\" relation=\"greaterThanOrEqual\" constant=\"44\"")
            let first = "k\(row)_0"
            if column == 0 {
                constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"16\"")
                constraint("firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"k0_0\" secondAttribute=\"width\"")
                constraint(row == 0 ? "firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"20\""
                                    : "firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"k\(row - 1)_0\" secondAttribute=\"bottom\" constant=\"8\"")
                constraint("firstItem=\"\(id)\" firstAttribute=\"height\" secondItem=\"k0_0\" secondAttribute=\"height\"")
            } else {
                constraint("firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"k\(row)_\(column - 1)\" secondAttribute=\"trailing\" constant=\"8\"")
                constraint("firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"\(first)\" secondAttribute=\"width\"")
                constraint("firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(first)\" secondAttribute=\"top\"")
                constraint("firstItem=\"\(id)\" firstAttribute=\"bottom\" secondItem=\"\(first)\" secondAttribute=\"bottom\"")
            }
            if column == columns - 1 {
                constraint("firstAttribute=\"trailing\" secondItem=\"\(id)\" secondAttribute=\"trailing\" constant=\"16\"")
            }
        }
    }
    let xml = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="2840" useAutolayout="YES"><scenes><scene sceneID="s"><objects>
    <viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><rect key="frame" x="0" y="0" width="1024" height="1366"/>
    <subviews>\(views)</subviews><constraints>\(constraints)</constraints></view></viewController>
    </objects></scene></scenes></document>
    """
    return Data(xml.utf8)
}

let benchmarks: @Sendable () -> Void = {
    let smoke = ProcessInfo.processInfo.environment["GAMEPADKIT_BENCHMARK_SMOKE"] == "1"
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: smoke ? 0 : 1,
        maxDuration: smoke ? .milliseconds(200) : .seconds(5),
        maxIterations: smoke ? 1 : 50
    )

    Benchmark("Constraint solver: 2,020 constraints, 290 views in a grid") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(solveGrid(rows: 29, columns: 10))
        }
    }

    let storyboard = gridStoryboard(rows: 33, columns: 10)
    Benchmark("Storyboard laid out from 2,013 constraints (330 keys, no frames)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? InterfaceBuilderDocument.scenes(from: storyboard))
        }
    }
}
