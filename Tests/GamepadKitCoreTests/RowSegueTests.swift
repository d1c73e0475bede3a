import Testing
@testable import GamepadKitCore

@Suite("Storyboard selection segues of rows selected with A")
struct RowSegueTests {
    let configured = ["MasterViewController/Cell": "showDetail"]

    @Test("a master list whose cell segue is named in rowSegues performs it, whatever the delegate hears")
    func configuredSegue() {
        let key = RowSegue.key(controllerClass: "MasterViewController", cellIdentifier: "Cell")
        #expect(key == "MasterViewController/Cell")
        #expect(RowSegue.decision(key: key, configured: configured, delegateHeardSelection: false, logged: []) == .performSegue(identifier: "showDetail"))
        #expect(RowSegue.decision(key: key, configured: configured, delegateHeardSelection: true, logged: []) == .performSegue(identifier: "showDetail"))
    }

    @Test("a row whose selection reached nobody is logged once, then no more")
    func unheardRowLoggedOnce() {
        let key = "SettingsViewController/Option"
        #expect(RowSegue.decision(key: key, configured: configured, delegateHeardSelection: false, logged: []) == .logUnheardSelection(key: key))
        #expect(RowSegue.decision(key: key, configured: configured, delegateHeardSelection: false, logged: [key]) == .nothing)
        #expect(RowSegue.decision(key: nil, configured: configured, delegateHeardSelection: false, logged: [])
            == .logUnheardSelection(key: "a row without a reuse identifier"))
    }

    @Test("a storyboard row the delegate heard (it only deselects) and no entry names is watched for a lost segue, once")
    func heardRowWatchedForLostSegue() {
        #expect(RowSegue.decision(key: "A/B", configured: configured, delegateHeardSelection: true, logged: []) == .watchForLostSegue(key: "A/B"))
        #expect(RowSegue.decision(key: "A/B", configured: ["A/B": ""], delegateHeardSelection: true, logged: []) == .watchForLostSegue(key: "A/B"))
        #expect(RowSegue.decision(key: "A/B", configured: configured, delegateHeardSelection: true, logged: ["A/B"]) == .nothing)
        #expect(RowSegue.lostSegueSuspected(screenChanged: false))
        #expect(!RowSegue.lostSegueSuspected(screenChanged: true))
    }

    @Test("a heard row of a controller made in code, or without a reuse identifier, has no segue to lose")
    func heardRowWithoutStoryboard() {
        #expect(RowSegue.decision(key: "A/B", configured: configured, delegateHeardSelection: true, logged: [],
                                  controllerHasStoryboard: false) == .nothing)
        #expect(RowSegue.decision(key: nil, configured: configured, delegateHeardSelection: true, logged: []) == .nothing)
    }

    @Test("the accessory button's segue is no selection segue; a segue without identifier needs one")
    func storyboardRules() {
        #expect(RowSegue.isSelectionSegue(trigger: nil))
        #expect(!RowSegue.isSelectionSegue(trigger: "accessoryAction"))
        #expect(RowSegue.needsIdentifier(nil))
        #expect(RowSegue.needsIdentifier(""))
        #expect(!RowSegue.needsIdentifier("showDetail"))
    }
}

@Suite("rowSegues in GamepadKit.plist")
struct RowSegueConfigurationTests {
    @Test("a cell's segue is named by controller class and reuse identifier")
    func decodes() {
        let result = GamepadKitConfiguration.decode(dictionary: ["rowSegues": ["MasterViewController/Cell": "showDetail"]])
        #expect(result.issues.isEmpty)
        #expect(result.configuration.rowSegues == ["MasterViewController/Cell": "showDetail"])
    }

    @Test("a key without its two halves, an empty identifier or a number is reported by key path and skipped")
    func badEntries() {
        let result = GamepadKitConfiguration.decode(dictionary: ["rowSegues": [
            "Cell": "showDetail", "Master/Cell": "", "Other/Cell": 3, "Good/Cell": "go",
        ] as [String: Any]])
        #expect(result.configuration.rowSegues == ["Good/Cell": "go"])
        #expect(result.issues.map(\.keyPath) == ["rowSegues.Cell", "rowSegues.Master/Cell", "rowSegues.Other/Cell"])
    }

    @Test("a configured segue on a controller made in code (no storyboard) is not performed, only logged once")
    func controllerWithoutStoryboard() {
        let configured = ["MasterViewController/Cell": "showDetail"]
        let key = "MasterViewController/Cell"
        let first = RowSegue.decision(key: key, configured: configured, delegateHeardSelection: true, logged: [],
                                      controllerHasStoryboard: false)
        #expect(first == .logControllerWithoutStoryboard(key: "no storyboard: " + key))
        guard case .logControllerWithoutStoryboard(let logged) = first else { return }
        #expect(RowSegue.decision(key: key, configured: configured, delegateHeardSelection: true, logged: [logged],
                                  controllerHasStoryboard: false) == .nothing)
        #expect(RowSegue.decision(key: key, configured: configured, delegateHeardSelection: true, logged: [],
                                  controllerHasStoryboard: true) == .performSegue(identifier: "showDetail"))
    }
}

@Suite("rowSegues proved against the storyboards")
struct RowSegueStoryboardCheckTests {
    @Test("an entry whose identifier every scene's cell segue has is proved")
    func proved() {
        let segues = [RowSegue.StoryboardSegue(key: "Settings/alertsRow", identifier: "showAlerts", place: "Main.storyboard:40"),
                      RowSegue.StoryboardSegue(key: "Settings/alertsRow", identifier: "showAlerts", place: "iPad.storyboard:12")]
        #expect(RowSegue.problems(configured: ["Settings/alertsRow": "showAlerts"], segues: segues).isEmpty)
    }

    @Test("a segue renamed in the storyboard but not in the plist is named with its place: A there would end the app")
    func renamedSegue() {
        let segues = [RowSegue.StoryboardSegue(key: "Settings/alertsRow", identifier: "openAlerts", place: "Main.storyboard:40")]
        let problems = RowSegue.problems(configured: ["Settings/alertsRow": "showAlerts"], segues: segues)
        #expect(problems.map(\.key) == ["Settings/alertsRow"])
        #expect(problems.first?.message.hasPrefix("the segue at Main.storyboard:40 is 'openAlerts', not 'showAlerts'") == true)
    }

    @Test("one controller class in two scenes: the scene whose segue has another identifier, or none, is named")
    func twoScenes() {
        let segues = [RowSegue.StoryboardSegue(key: "List/cell", identifier: "show", place: "Main.storyboard:40"),
                      RowSegue.StoryboardSegue(key: "List/cell", identifier: nil, place: "Other.storyboard:9")]
        let problems = RowSegue.problems(configured: ["List/cell": "show"], segues: segues)
        #expect(problems.count == 1)
        #expect(problems.first?.message.hasPrefix("the segue at Other.storyboard:9 has no identifier") == true)
    }

    @Test("a scene whose cell of the entry's key has no selection segue at all is named: A there would end the app")
    func cellWithoutSegue() {
        let segues = [RowSegue.StoryboardSegue(key: "List/cell", identifier: "show", place: "Main.storyboard:40"),
                      RowSegue.StoryboardSegue(key: "List/cell", identifier: nil, place: "Compact.storyboard:12", isCellWithoutSegue: true)]
        let problems = RowSegue.problems(configured: ["List/cell": "show"], segues: segues)
        #expect(problems.count == 1)
        #expect(problems.first?.message.hasPrefix("the cell at Compact.storyboard:12 has no selection segue: A on that row would perform 'show'") == true)
    }

    @Test("an entry naming a cell no storyboard has is reported; cells of other keys do not count")
    func unknownKey() {
        let segues = [RowSegue.StoryboardSegue(key: "Settings/alertsRow", identifier: "showAlerts", place: "Main.storyboard:40"),
                      RowSegue.StoryboardSegue(key: nil, identifier: "showAlerts", place: "Main.storyboard:60")]
        let problems = RowSegue.problems(configured: ["Setings/alertsRow": "showAlerts", "Settings/alertsRow": "showAlerts"], segues: segues)
        #expect(problems.map(\.key) == ["Setings/alertsRow"])
        #expect(problems.first?.message.contains("cell 'alertsRow' of a Setings scene") == true)
    }
}
