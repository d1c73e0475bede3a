import Testing
@testable import GamepadKitCore

@Suite("Windows of the screen")
struct ScreenWindowSelectionTests {
    typealias W = WindowSelection.Window

    @Test("the active scene's visible windows, lowest level first, without the keyboard's; the key window is the one marked key")
    func activeSceneWindows() {
        let windows = [
            W(sceneState: .foregroundActive, className: "App.MainWindow", level: 0, isKey: true),
            W(sceneState: .foregroundActive, className: "UIRemoteKeyboardWindow", level: 10_000_000),
            W(sceneState: .foregroundActive, className: "App.ToastWindow", level: 2000),
            W(sceneState: .foregroundActive, isHidden: true, level: 1),
            W(sceneState: .foregroundActive, alpha: 0.005, level: 1),
            W(sceneState: .background, level: 0),
            W(sceneState: .foregroundActive, className: "UITextEffectsWindow", level: 1),
            W(sceneState: .foregroundActive, className: "App.Banner", level: 0),
        ]
        let selection = WindowSelection.select(windows)
        #expect(selection.ordered == [0, 7, 2])
        #expect(selection.key == 0)
    }

    @Test("with no active scene yet the inactive one counts, and without a key window the topmost is key")
    func inactiveSceneTopmostKey() {
        let windows = [
            W(sceneState: .foregroundInactive, level: 1000),
            W(sceneState: .foregroundInactive, level: 0),
            W(sceneState: .background, level: 3000, isKey: true),
        ]
        let selection = WindowSelection.select(windows)
        #expect(selection.ordered == [1, 0])
        #expect(selection.key == 0)
    }

    @Test("no visible window: nothing to scan and no key window")
    func nothingVisible() {
        #expect(WindowSelection.select([W(sceneState: .background)]) == WindowSelection.Selection(ordered: [], key: nil))
    }
}

@Suite("Tab bar items")
struct ScreenTabBarLayoutTests {
    @Test("item views in any subview order are tabs from left to right")
    func leftToRight() {
        let minX = [200.0, 0, 100]
        #expect(TabBarLayout.tabIndex(ofItem: 0, itemMinX: minX, rightToLeft: false) == 2)
        #expect(TabBarLayout.tabIndex(ofItem: 1, itemMinX: minX, rightToLeft: false) == 0)
    }

    @Test("in a right-to-left layout the rightmost item is the first tab")
    func rightToLeft() {
        let minX = [0.0, 100, 200]
        #expect(TabBarLayout.tabIndex(ofItem: 2, itemMinX: minX, rightToLeft: true) == 0)
        #expect(TabBarLayout.tabIndex(ofItem: 0, itemMinX: minX, rightToLeft: true) == 2)
    }

    @Test("an item that is not among the item views selects no tab rather than the first")
    func notFound() {
        #expect(TabBarLayout.tabIndex(ofItem: 3, itemMinX: [0, 100], rightToLeft: false) == nil)
        #expect(TabBarLayout.tabIndex(ofItem: 0, itemMinX: [.nan, 100], rightToLeft: false) == nil)
    }
}

@Suite("Alert actions")
struct ScreenAlertActionLayoutTests {
    typealias L = AlertActionLayout.Label

    @Test("an action titled like the alert finds its button below the title, not the title")
    func titleLikeAction() {
        let labels = [L(text: "Delete", frame: Rect(x: 0, y: 10, width: 270, height: 20)),
                      L(text: "Delete this photo?", frame: Rect(x: 0, y: 40, width: 270, height: 20)),
                      L(text: "Delete", frame: Rect(x: 0, y: 100, width: 270, height: 44)),
                      L(text: "Cancel", frame: Rect(x: 0, y: 144, width: 270, height: 44))]
        #expect(AlertActionLayout.matchLabels(titles: ["Delete", "Cancel"], labels: labels) == [2, 3])
    }

    @Test("two actions with the same title take two labels; an action without a label or title gets none")
    func duplicatesAndMissing() {
        let labels = [L(text: "OK", frame: Rect(x: 0, y: 100, width: 135, height: 44)),
                      L(text: "OK", frame: Rect(x: 135, y: 100, width: 135, height: 44))]
        #expect(AlertActionLayout.matchLabels(titles: ["OK", "OK", "Later", nil, ""], labels: labels) == [0, 1, nil, nil, nil])
    }

    @Test("synthetic rows stack at the bottom of the alert, the last action lowest")
    func syntheticRows() {
        let size = LayoutSize(width: 270, height: 200)
        #expect(AlertActionLayout.syntheticFrame(index: 1, count: 2, alertSize: size) == Rect(x: 0, y: 156, width: 270, height: 44))
        #expect(AlertActionLayout.syntheticFrame(index: 0, count: 2, alertSize: size) == Rect(x: 0, y: 112, width: 270, height: 44))
        #expect(AlertActionLayout.syntheticFrame(index: 0, count: 9, alertSize: size) == Rect(x: 0, y: 0, width: 270, height: 44))
        #expect(AlertActionLayout.syntheticFrame(index: 0, count: 1, alertSize: LayoutSize(width: .nan, height: 100)) == Rect(x: 0, y: 56, width: 0, height: 44))
    }
}

@Suite("Paging without focus, and the 1.1 tap")
struct ScreenPagingAndTapTests {
    typealias S = PageScroll.ScrollView

    @Test("with nothing focused, L2 / R2 page the largest shown view whose content is taller than it")
    func mainScrollView() {
        let views = [S(size: LayoutSize(width: 400, height: 800), contentHeight: 700),
                     S(size: LayoutSize(width: 400, height: 300), contentHeight: 2000),
                     S(size: LayoutSize(width: 400, height: 600), contentHeight: 5000, isShown: false),
                     S(size: LayoutSize(width: 200, height: 500), contentHeight: 900)]
        #expect(PageScroll.mainScrollView(among: views) == 1)
        #expect(PageScroll.mainScrollView(among: [views[0]]) == nil)
    }

    @Test("simulateTap steps a slider or stepper up once, cycles a segmented control, and presses other controls")
    func simulatedTap() {
        #expect(Activation.simulatedTapSteps(for: .slider) == [.adjustValue(steps: 1)])
        #expect(Activation.simulatedTapSteps(for: .stepper) == [.adjustValue(steps: 1)])
        #expect(Activation.simulatedTapSteps(for: .segmented) == [.cycleSegment])
        #expect(Activation.simulatedTapSteps(for: .switch) == [.toggleSwitch, .sendValueChanged])
        #expect(Activation.simulatedTapSteps(for: .datePicker) == [.sendValueChanged])
        #expect(Activation.simulatedTapSteps(for: .button) == [.sendPrimaryActionTriggered, .sendTouchUpInside])
        #expect(Activation.simulatedTapSteps(for: .control) == [.sendTouchUpInside])
    }

    @Test("cycling segments wraps from the last enabled segment to the first and skips disabled ones")
    func cycledSegment() {
        #expect(ValueAdjustment.cycledSegment(selected: 2, count: 3) == 0)
        #expect(ValueAdjustment.cycledSegment(selected: 0, count: 3, enabled: { $0 != 1 }) == 2)
        #expect(ValueAdjustment.cycledSegment(selected: -1, count: 3) == 0)
        #expect(ValueAdjustment.cycledSegment(selected: 0, count: 0) == nil)
        #expect(ValueAdjustment.cycledSegment(selected: 0, count: 2, enabled: { _ in false }) == nil)
    }
}
