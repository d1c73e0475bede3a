import Testing
@testable import GamepadKitCore

/// Far jumps, bars and the nearest element: shapes met in real apps, rebuilt as fixtures.
@Suite("Navigation: no far jumps, bars entered up and down, the nearest not skipped")
struct NavigationRegionTests {
    typealias F = NavigationFixture

    static func item(_ id: String, bar: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                     kind: ViewKind = .barButton) -> FocusCandidate {
        FocusCandidate(id: id, kind: kind, frame: Rect(x: x, y: y, width: width, height: height), barID: bar)
    }

    /// A 390×844 screen: a navigation bar (back, title area, share), a settings form, a tab bar.
    static let settingsScreen: [FocusCandidate] = [
        item("back", bar: "nav", 8, 47, 70, 44, kind: .backButton),
        item("share", bar: "nav", 338, 47, 44, 44),
        F.button("inMemory", 315, 120, 51, 31),
        F.button("name", 20, 300, 200, 34),
        F.button("calendarSwitch", 315, 360, 51, 31),
        F.button("save", 20, 700, 350, 44),
        item("tabHome", bar: "tabs", 0, 761, 130, 49, kind: .tabBarItem),
        item("tabSearch", bar: "tabs", 130, 761, 130, 49, kind: .tabBarItem),
        item("tabMore", bar: "tabs", 260, 761, 130, 49, kind: .tabBarItem),
    ]

    /// True when `target` lies more than 45° off `direction` from `source` and more than 100 pt
    /// to the side (edge to edge): a far jump.
    static func isFarJump(from source: Rect, to target: Rect, _ direction: MoveDirection) -> Bool {
        let along: Double, across: Double
        switch direction {
        case .up: (along, across) = (source.minY - target.maxY, max(0, target.minX - source.maxX, source.minX - target.maxX))
        case .down: (along, across) = (target.minY - source.maxY, max(0, target.minX - source.maxX, source.minX - target.maxX))
        case .left: (along, across) = (source.minX - target.maxX, max(0, target.minY - source.maxY, source.minY - target.maxY))
        case .right: (along, across) = (target.minX - source.maxX, max(0, target.minY - source.maxY, source.minY - target.maxY))
        }
        return across > max(0, along) && across > 100
    }

    @Test("left and right never cross between the content and a bar; inside a bar they stay in it")
    func sidewaysStaysInRegion() {
        let map = NavigationMap(candidates: Self.settingsScreen)
        #expect(F.differences(map, NavigationMap.allPairsReference(candidates: Self.settingsScreen)).isEmpty)
        // Left from the Share button: the back button, not a tab 700 pt below.
        #expect(map.neighbor(of: "share", .left) == "back")
        // Right from the back button: the Share button, not the switch below it.
        #expect(map.neighbor(of: "back", .right) == "share")
        // Left from the calendar's switch: the name field beside it, never a bar item.
        #expect(map.neighbor(of: "calendarSwitch", .left) == "name")
        #expect(map.neighbor(of: "tabSearch", .left) == "tabHome")
        #expect(map.neighbor(of: "tabMore", .right) == nil)
        #expect(map.neighbor(of: "save", .right) == nil)
        // Up and down still enter the bars.
        #expect(map.neighbor(of: "save", .down) == "tabSearch")
        #expect(map.neighbor(of: "inMemory", .up) == "share")
        #expect(map.isStronglyConnected)
        for candidate in Self.settingsScreen {
            for direction in MoveDirection.allCases {
                guard let target = map.neighbor(of: candidate.id, direction) else { continue }
                let other = Self.settingsScreen.first { $0.id == target }
                if direction.isHorizontal { #expect(other?.barID == candidate.barID, "\(candidate.id) \(direction) → \(target)") }
            }
        }
    }

    @Test("left from a switch is a dead end rather than a jump to an icon 200 pt above it")
    func noJumpAcrossTheScreen() {
        let screen = [
            F.button("icon", 20, 100, 44, 44),
            F.button("inMemory", 315, 400, 51, 31),
        ]
        let map = NavigationMap(candidates: screen)
        #expect(map.neighbor(of: "inMemory", .left) == nil)
        #expect(SpatialSearch.target(from: screen[1].frame, direction: .left, among: screen, excluding: "inMemory") == nil)
        // The icon stays reachable within 45°: up from the switch.
        #expect(map.neighbor(of: "inMemory", .up) == "icon")
    }

    @Test("left from a date picker that holds a button goes nowhere rather than to a back button 400 pt above it")
    func noSidewaysJumpFromAHolder() {
        // The picker holds the Continue button, so moves from it start at its centre.
        let snapshot = FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 375, height: 667), candidates: [
            F.button("back", 20, 20, 116, 40),
            F.button("code", 16, 183, 343, 60),
            FocusCandidate(id: "picker", kind: .datePicker, frame: Rect(x: 16, y: 458.5, width: 343, height: 216)),
            F.button("continue", 16, 515, 343, 56),
        ])
        let engine = FocusFixtures.awakeEngine(on: snapshot)
        #expect(engine.moveTarget(from: "picker", .left) == nil)
        #expect(engine.moveTarget(from: "picker", .right) == nil)
        // The back button is still reached, up the column.
        #expect(engine.moveTarget(from: "code", .up) == "back")
    }

    @Test("when an element can only be reached by a move the rules forbid, the repair adds that move and reports it")
    func repairMayCrossRegions() {
        // A floating button beside the navigation bar, level with its back button: only a
        // sideways move joins them, and sideways moves do not cross into a bar.
        let screen = [
            Self.item("back", bar: "nav", 8, 47, 70, 44, kind: .backButton),
            F.button("floating", 200, 50, 80, 40),
        ]
        let map = NavigationMap(candidates: screen)
        #expect(F.differences(map, NavigationMap.allPairsReference(candidates: screen)).isEmpty)
        #expect(map.isStronglyConnected)
        #expect(Set(map.repairs.map { "\($0.from) \($0.direction.rawValue) \($0.target)" }) == ["back right floating", "floating left back"])
    }

    @Test("on seeded random layouts with bars, no move jumps unless the repair made it, and the fast map equals the reference")
    func randomLayoutsWithBars() {
        var moves = 0
        for seed in UInt64(1)...40 {
            var boxes = SyntheticLayout.scatteredBoxes(count: 60, seed: seed)
            let maxY = boxes.map(\.frame.maxY).max() ?? 0
            // The top and bottom bands become a navigation bar and a tab bar.
            for index in boxes.indices {
                if boxes[index].frame.maxY < 120 { boxes[index].barID = "nav" }
                if boxes[index].frame.minY > maxY - 120 { boxes[index].barID = "tabs" }
            }
            let map = NavigationMap(candidates: boxes)
            let reference = NavigationMap.allPairsReference(candidates: boxes)
            #expect(F.differences(map, reference).isEmpty, "seed \(seed)")
            #expect(map.isStronglyConnected, "seed \(seed)")
            let repaired = Set(map.repairs.map { "\($0.from)|\($0.direction)" })
            let byID = Dictionary(boxes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for box in boxes {
                for direction in MoveDirection.allCases {
                    guard let targetID = map.neighbor(of: box.id, direction), let target = byID[targetID] else { continue }
                    moves += 1
                    guard !repaired.contains("\(box.id)|\(direction)") else { continue }
                    #expect(!Self.isFarJump(from: box.frame, to: target.frame, direction), "seed \(seed): \(box.id) \(direction) → \(targetID)")
                    if direction.isHorizontal {
                        #expect(box.barID == target.barID, "seed \(seed): \(box.id) \(direction) → \(targetID) crosses a bar")
                    }
                }
            }
        }
        #expect(moves > 40 * 60)
    }

    /// A PIN pad as on a lock screen: keys 75 pt, 28 pt apart across and 15 pt down, 0 under 8,
    /// and Delete below the last row on the right.
    static let pinPad: [FocusCandidate] = {
        var keys: [FocusCandidate] = []
        let labels = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]
        for (row, names) in labels.enumerated() {
            for (column, name) in names.enumerated() {
                keys.append(F.button("key" + name, 40 + Double(column) * 103, 200 + Double(row) * 90, 75, 75))
            }
        }
        keys.append(F.button("key0", 143, 470, 75, 75))
        keys.append(F.button("delete", 246, 600, 75, 44))
        return keys
    }()

    @Test("on a PIN pad, down from 7 goes to 0 and up from Delete to 9")
    func pinPad() {
        let map = NavigationMap(candidates: Self.pinPad)
        #expect(F.differences(map, NavigationMap.allPairsReference(candidates: Self.pinPad)).isEmpty)
        #expect(map.neighbor(of: "key7", .down) == "key0")
        #expect(map.neighbor(of: "delete", .up) == "key9")
        #expect(map.neighbor(of: "key8", .down) == "key0")
        #expect(map.neighbor(of: "key0", .up) == "key8")
        #expect(map.neighbor(of: "key9", .down) == "delete")
        let seven = Self.pinPad[6], delete = Self.pinPad[10]
        #expect(SpatialSearch.target(from: seven.frame, direction: .down, among: Self.pinPad, excluding: seven.id)?.id == "key0")
        #expect(SpatialSearch.target(from: delete.frame, direction: .up, among: Self.pinPad, excluding: delete.id)?.id == "key9")
    }

    @Test("in an effects panel, down from − goes to the Trim Silence switch of the next row, not the one after")
    func effectsPanel() {
        let panel = [
            F.button("speedMinus", 200, 100, 44, 44),
            F.button("speedPlus", 300, 100, 44, 44),
            F.button("trimSilence", 310, 170, 51, 31),
            F.button("volumeBoost", 310, 230, 51, 31),
            F.button("reset", 20, 400, 120, 44),
        ]
        let map = NavigationMap(candidates: panel)
        #expect(F.differences(map, NavigationMap.allPairsReference(candidates: panel)).isEmpty)
        #expect(map.neighbor(of: "speedMinus", .down) == "trimSilence")
        #expect(map.neighbor(of: "trimSilence", .down) == "volumeBoost")
        #expect(SpatialSearch.target(from: panel[0].frame, direction: .down, among: panel, excluding: "speedMinus")?.id == "trimSilence")
    }
}
