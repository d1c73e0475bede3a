import GamepadKitCore
import Testing
@testable import GamepadKitTooling

@Suite("Simulation")
struct FocusSimulationTests {
    let snapshot = FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 390, height: 844), candidates: grid)

    @Test("down then right on a two-by-two grid goes from the top-left to the bottom-right")
    func walkTheGrid() throws {
        let steps = try FocusSimulation.run(snapshot: snapshot, presses: PressName.parse("down,right"))
        #expect(steps.map(\.press) == ["start", "down", "right"])
        #expect(steps.map(\.focusedID) == ["a", "c", "d"])
        #expect(steps[0].commands == [.focus(id: "a", frame: grid[0].frame, animated: false)])
        #expect(steps[1].commands == [.focus(id: "c", frame: grid[2].frame, animated: true)])
        #expect(steps[2].commands == [.focus(id: "d", frame: grid[3].frame, animated: true)])
    }

    @Test("starting from d, up goes to b and a further up bumps")
    func fromAndBump() throws {
        let steps = try FocusSimulation.run(snapshot: snapshot, presses: PressName.parse("up,up"), from: "d")
        #expect(steps.map(\.focusedID) == ["d", "b", "b"])
        #expect(steps[2].commands == [.bump(.up)])
    }

    @Test("A on a button presses it")
    func pressButton() throws {
        let steps = try FocusSimulation.run(snapshot: snapshot, presses: PressName.parse("a"))
        #expect(steps[1].commands == [.activate(id: "a", interaction: .press)])
        #expect(FocusSimulation.text(steps, sceneName: "Grid") == """
            Scene "Grid"
            0. start → focus: a
                 focus a at [20, 100, 100, 44]
            1. a (activate) → focus: a
                 press a

            """)
    }

    @Test("--from an id that is not on screen is bad input naming the ids")
    func unknownFrom() {
        #expect(throws: ToolFailure("--from nowhere: no focusable element has that id; focusable ids: a, b, c, d")) {
            try FocusSimulation.run(snapshot: snapshot, presses: [], from: "nowhere")
        }
    }

    @Test("--from the text field a form row forwards A to starts on that row")
    func fromForwardedControl() throws {
        let rows = (0..<2).map { row in
            FocusCandidate(id: "form[0.\(row)]", kind: .tableRow, frame: Rect(x: 0, y: 100 + Double(row) * 44, width: 390, height: 44),
                           listID: "form", rowPath: RowPath(section: 0, row: row), controlID: ["email", "password"][row],
                           controlKind: .textField)
        }
        let form = FocusSnapshot(bounds: snapshot.bounds, candidates: rows,
                                 lists: [ListInfo(id: "form", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 88),
                                                  sectionRowCounts: [2], visibleRows: [RowPath(section: 0, row: 0): "form[0.0]",
                                                                                       RowPath(section: 0, row: 1): "form[0.1]"])])
        let steps = try FocusSimulation.run(snapshot: form, presses: PressName.parse("a"), from: "password")
        #expect(steps.map(\.focusedID) == ["form[0.1]", "form[0.1]"])
        #expect(steps[1].commands == [.beginTextEntry(id: "password")])
    }

    @Test("press names accept directions, buttons, button names and action names in any case")
    func pressNames() throws {
        let presses = try PressName.parse("down, A,r1,L2,dpadLeft,moveUp,keyEscape")
        #expect(presses.map(\.action) == [.moveDown, .activate, .nextTab, .pageUp, .moveLeft, .moveUp, .back])
    }

    @Test("an unknown press name is bad input listing the accepted names")
    func unknownPress() {
        do {
            _ = try PressName.parse("down,jump")
            Issue.record("expected a failure")
        } catch {
            #expect(error.message.hasPrefix("unknown press \"jump\"; accepted names: up, down, left, right, a, b, l1, r1, l2, r2, moveUp"))
        }
    }

    @Test("the JSON form lists each step with its commands")
    func json() throws {
        let steps = try FocusSimulation.run(snapshot: snapshot, presses: PressName.parse("right"))
        #expect(FocusSimulation.json(steps, sceneName: "Grid").text == #"{"scene":"Grid","steps":[{"press":"start","action":null,"focused":"a","mode":"navigating","commands":[{"command":"focus","id":"a","frame":[20,100,100,44],"animated":false}]},{"press":"right","action":"moveRight","focused":"b","mode":"navigating","commands":[{"command":"focus","id":"b","frame":[200,100,100,44],"animated":true}]}]}"#)
    }
}
