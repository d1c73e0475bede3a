import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// The tools over `Tests/GamepadKitInterchangeTests/Fixtures/EveryControl`: a checklist row of
/// five stacked switches and cards of two stacked buttons; a store list under a pinned Unlock
/// button and a remote whose keys lie under an overlay stored visible; an entry storyboard whose
/// only scene is a tab bar controller with storyboard references for tabs; a notes screen whose
/// tab and bar buttons have content in their beam and far to their side; a dashboard whose tabs
/// are navigation controllers with their roots set from code; fields and buttons with buttons
/// laid over their ends; a notes list under an empty-list message stored visible.
@Suite("Tools on stacked controls, pinned buttons, covering views and tabs kept elsewhere")
struct EveryControlToolTests {
    static func fixture(_ name: String, _ sourceFile: String = #filePath) -> String {
        var url = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/GamepadKitInterchangeTests/Fixtures/EveryControl/\(name)").path
    }

    func scene(_ file: String, _ name: String) throws -> ScannedScene {
        try #require(try SceneSource.load(Self.fixture(file)).selecting(name).first)
    }

    @Test("simulate down from the name row reaches each of the five stacked switches, then Save; up climbs back through them")
    func stackedSwitches() throws {
        let file = Self.fixture("StackedControls.storyboard")
        let down = SimulateTool.run(file: file, presses: "down,down,down,down,down,down", from: "Stk-Tv[0.0]", scene: "SymptomsViewController")
        for (press, id) in ["Stk-Sw-0", "Stk-Sw-1", "Stk-Sw-2", "Stk-Sw-3", "Stk-Sw-4", "Stk-Tv[0.2]"].enumerated() {
            #expect(down.output.contains("\(press + 1). down (moveDown) → focus: \(id)"))
        }
        let symptoms = try scene("StackedControls.storyboard", "SymptomsViewController")
        #expect(symptoms.neighbor(of: "Stk-Tv[0.2]", .up) == "Stk-Sw-4")
        #expect(symptoms.neighbor(of: "Stk-Sw-3", .up) == "Stk-Sw-2")
        #expect(SceneLint(file: nil, scene: symptoms).findings(of: .unreachable).isEmpty)
    }

    @Test("a row forwarding to its text field is named by the field")
    func rowNamedByItsControl() throws {
        let symptoms = try scene("StackedControls.storyboard", "SymptomsViewController")
        #expect(symptoms.candidate(id: "Stk-Tv[0.0]")?.label == "Patient name")
        #expect(symptoms.candidate(id: "Stk-Tv[0.2]")?.label == "Save")
    }

    @Test("on each card, down from Play is Details and up from Details is Play")
    func stackedCardButtons() throws {
        let albums = try scene("StackedControls.storyboard", "Albums")
        #expect(albums.neighbor(of: "Crd-Pl-0", .down) == "Crd-Dt-0")
        #expect(albums.neighbor(of: "Crd-Dt-1", .up) == "Crd-Pl-1")
    }

    @Test("down from the store's last row enters the pinned Unlock button, and down from it goes on to the tab bar")
    func pinnedUnlock() throws {
        let store = try scene("StoreAndRemote.storyboard", "StoreViewController")
        #expect(store.neighbor(of: "Sto-Tv[0.15]", .down) == "Sto-Un")
        #expect(store.neighbor(of: "Sto-Un", .down) == "Sto-Ti")
        #expect(SceneLint(file: nil, scene: store).findings(of: .unreachable).isEmpty)
    }

    @Test("lint names the overlay stored visible and the nine remote keys it covers, in text and JSON")
    func coveringOverlay() throws {
        let remote = try scene("StoreAndRemote.storyboard", "RemoteViewController")
        let covered = SceneLint(file: nil, scene: remote).findings(of: .coveredControls)
        #expect(covered.count == 1)
        #expect(covered.first?.elementID == "Rmt-Ov")
        #expect(covered.first?.otherID == "Rmt-B0")
        #expect(covered.first?.message.hasPrefix(#"Rmt-Ov "Connect overlay" covers 9 controls that would otherwise be stops: Rmt-B0 "Power""#) == true)
        let json = LintTool.run(paths: [Self.fixture("StoreAndRemote.storyboard")], json: true, strict: false).output
        #expect(json.contains(#""kind":"coveredControls","id":"Rmt-Ov","direction":null,"other":"Rmt-B0""#))
        let text = LintTool.run(paths: [Self.fixture("StoreAndRemote.storyboard")], json: false, strict: false).output
        #expect(text.contains("covered controls (1)"))
    }

    @Test("lint names an empty-list message stored visible over its table, whose rows are then no stops; stored hidden, the rows are stops and lint is silent")
    func emptyListMessage() throws {
        let notes = try scene("EmptyListMessage.storyboard", "NotesViewController")
        #expect(notes.candidates.map(\.id) == ["Emp-Sf"])
        let covered = SceneLint(file: nil, scene: notes).findings(of: .coveredControls)
        #expect(covered.map(\.elementID) == ["Emp-Ms"])
        #expect(covered.first?.otherID == "Emp-Tv")
        #expect(covered.first?.message.hasPrefix(#"Emp-Ms "No notes yet" covers 1 list whose rows would otherwise be stops: table Emp-Tv and its rows"#) == true)
        let archived = try scene("EmptyListMessage.storyboard", "ArchivedNotesViewController")
        #expect(archived.candidates.map(\.id) == ["Emh-Tv[0.0]"])
        #expect(SceneLint(file: nil, scene: archived).findings(of: .coveredControls).isEmpty)
    }

    @Test("lint names an overlay stored visible over a toolbar placed in the view, with the bar items it covers")
    func overlayOverToolbar() throws {
        let thread = try scene("ToolbarUnderOverlay.xib", "ThreadViewController")
        // A finger on Reply or Search touches the panel: neither is a stop.
        #expect(thread.candidate(id: "Thr-Rp") == nil)
        #expect(thread.candidate(id: "Thr-Cl") != nil)
        let covered = SceneLint(file: nil, scene: thread).findings(of: .coveredControls)
        #expect(covered.map(\.elementID) == ["Thr-Ov"])
        #expect(covered.first?.message.hasPrefix(#"Thr-Ov "Search panel" covers 2 controls that would otherwise be stops: Thr-Rp"#) == true)
    }

    @Test("a storyboard whose only scene is a tab bar controller of storyboard references maps its tab bar")
    func tabsKeptElsewhere() throws {
        let result = MapTool.run(file: Self.fixture("TabsElsewhere.storyboard"), json: true)
        #expect(result.status == .success)
        let tabs = try #require(try SceneSource.load(Self.fixture("TabsElsewhere.storyboard")).scenes.first)
        #expect(tabs.candidates.map(\.label) == ["Symptoms", "Albums", "Settings"])
        #expect(tabs.candidates.allSatisfy { $0.kind == .tabBarItem })
        #expect(tabs.neighbor(of: "Stk-Ti", .right) == "Crd-Ti")
    }

    @Test("a tab bar controller whose tabs are navigation controllers with their roots set from code maps its tab bar, in tab order")
    func tabsOfRootlessStacks() throws {
        let file = Self.fixture("TabsOfRootlessStacks.storyboard")
        #expect(MapTool.run(file: file, json: true).status == .success)
        let tabs = try #require(try SceneSource.load(file).scenes.first)
        #expect(tabs.candidates.map(\.id) == ["Trs-Ti-1", "Trs-Ti-2", "Trs-Ti-3"])
        #expect(tabs.candidates.allSatisfy { $0.kind == .tabBarItem })
        #expect(tabs.neighbor(of: "Trs-Ti-1", .right) == "Trs-Ti-2")
    }

    @Test("right from a field reaches the button laid over its end (a password's show button, a search field's Clear), and left comes back")
    func buttonsOverFieldEnds() throws {
        let file = Self.fixture("ButtonsOverFieldEnds.storyboard")
        let right = SimulateTool.run(file: file, presses: "right,left", from: "Bof-Pw", scene: "SignInViewController")
        #expect(right.output.contains("1. right (moveRight) → focus: Bof-Ey"))
        #expect(right.output.contains("2. left (moveLeft) → focus: Bof-Pw"))
        let form = try scene("ButtonsOverFieldEnds.storyboard", "SignInViewController")
        #expect(form.neighbor(of: "Bof-Sf", .right) == "Bof-Cl")
        #expect(form.neighbor(of: "Bof-Cl", .left) == "Bof-Sf")
        // The field keeps the part a finger can touch: up to the button.
        #expect(form.candidate(id: "Bof-Pw")?.frame == Rect(x: 10, y: 120, width: 309, height: 38))
        #expect(SceneLint(file: nil, scene: form).findings(of: .unreachable).isEmpty)
    }

    @Test("a club card's button, under a row of tag chips drawn over its top in a list row, is entered down from the tags and left up")
    func cardButtonUnderItsTags() throws {
        let file = Self.fixture("CardsAndStrayButtons.storyboard")
        let moves = SimulateTool.run(file: file, presses: "down,up", from: "Csb-Tg[0.5]", scene: "ClubListViewController")
        #expect(moves.output.contains("1. down (moveDown) → focus: Csb-Bt"))
        #expect(moves.output.contains("2. up (moveUp) → focus: Csb-Tg[0.5]"))
        let club = try scene("CardsAndStrayButtons.storyboard", "ClubListViewController")
        #expect(SceneLint(file: nil, scene: club).findings(of: .unreachable).isEmpty)
    }

    @Test("a button stored wholly outside its container (drawn at the screen's corner, which no touch reaches) is no stop, and the form's moves stay in the form")
    func strayButtonOutsideItsContainer() throws {
        let form = try scene("CardsAndStrayButtons.storyboard", "ReminderFormViewController")
        #expect(form.snapshot.candidates.map(\.id) == ["Csb-Lc", "Csb-Tm"])
        let file = Self.fixture("CardsAndStrayButtons.storyboard")
        let moves = SimulateTool.run(file: file, presses: "left,down,left", from: "Csb-Lc", scene: "ReminderFormViewController")
        #expect(moves.output.contains("1. left (moveLeft) → focus: Csb-Lc"))
        #expect(moves.output.contains("2. down (moveDown) → focus: Csb-Tm"))
        #expect(moves.output.contains("3. left (moveLeft) → focus: Csb-Tm"))
    }

    @Test("three buttons each laid over the next one's leading part are reached in turn, left to right and back")
    func overlappingButtonRow() throws {
        let file = Self.fixture("ButtonsOverFieldEnds.storyboard")
        let moves = SimulateTool.run(file: file, presses: "right,right,left,left", from: "Bof-B1", scene: "SignInViewController")
        for (press, (name, id)) in [("right", "Bof-B2"), ("right", "Bof-B3"), ("left", "Bof-B2"), ("left", "Bof-B1")].enumerated() {
            #expect(moves.output.contains("\(press + 1). \(name) (move\(name.prefix(1).uppercased() + name.dropFirst())) → focus: \(id)"))
        }
    }

    @Test("in a settings row, a switch laid over the end of the row's field is reached from the field, and the field from it")
    func switchOverARowField() throws {
        let settings = try scene("ButtonsOverFieldEnds.storyboard", "AccountSettingsViewController")
        #expect(settings.neighbor(of: "Bof-Nf", .right) == "Bof-Sw")
        #expect(settings.neighbor(of: "Bof-Sw", .left) == "Bof-Nf")
        #expect(SceneLint(file: nil, scene: settings).findings(of: .unreachable).isEmpty)
    }

    @Test("a tab bar controller at the top of a xib is a screen of its tab bar, drawn where the file stores the bar")
    func xibTabBarController() throws {
        let window = try #require(try SceneSource.load(Self.fixture("MainWindow.xib")).scenes.first)
        #expect(window.candidates.map(\.label) == ["Scores", "Teams", "Settings"])
        #expect(window.candidate(id: "Mwx-T1")?.frame.maxY == 480)
        #expect(window.neighbor(of: "Mwx-T2", .left) == "Mwx-T1")
    }

    @Test("no move of any of these fixtures is a far jump: bars left in their beam, the pinned button and stacked controls entered straight")
    func noFarJumps() throws {
        var moves = 0
        for file in ["StackedControls.storyboard", "StoreAndRemote.storyboard", "TabsElsewhere.storyboard", "MainWindow.xib", "FarJumps.storyboard"] {
            for scene in try SceneSource.load(Self.fixture(file)).scenes {
                moves += scene.candidates.count * 4
                let jumps = FarJump.jumps(in: scene)
                #expect(jumps.isEmpty, "\(file) \(scene.name): \(jumps.map { "\($0.direction.rawValue) from \($0.from) to \($0.to)" })")
            }
        }
        #expect(moves > 200)
        let notes = try scene("FarJumps.storyboard", "NotesViewController")
        #expect(notes.neighbor(of: "Fjp-T1", .up) == "Fjp-Cm")
        #expect(notes.neighbor(of: "Fjp-Ed", .down) == "Fjp-So")
    }

    @Test("an iOS 6 file that names no device: a tab's view stored above the tab bar keeps its bottom button clear of the bar")
    func oldTabAboveTheBar() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="3084" targetRuntime="iOS.CocoaTouch" initialViewController="t">
        <scenes><scene sceneID="s1"><objects><tabBarController id="t"><tabBar key="tabBar" id="tb"><rect key="frame" x="0.0" y="431" width="320" height="49"/></tabBar>
        <connections><segue destination="v" kind="relationship" relationship="viewControllers" id="g"/></connections></tabBarController></objects></scene>
        <scene sceneID="s2"><objects><viewController id="v"><view key="view" id="r"><rect key="frame" x="0.0" y="20" width="320" height="411"/>
        <subviews><button buttonType="roundedRect" id="deal"><rect key="frame" x="129" y="381" width="62" height="28"/><state key="normal" title="Deal"/></button></subviews></view>
        <tabBarItem key="tabBarItem" title="Game" id="game"/></viewController></objects></scene></scenes></document>
        """
        let layout = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        let game = ScannedScene(layout)
        #expect(game.bounds.height == 480)
        #expect(game.candidate(id: "deal") != nil)
        #expect(game.candidate(id: "game")?.frame.minY == 431)
        #expect(game.neighbor(of: "deal", .down) == "game")
    }
}
