import Testing
@testable import GamepadKitCore

/// A phone window (390×844) whose hosting view sits below a 91 pt navigation bar and holds
/// SwiftUI's wrapper around the root's anchor, and whatever UIKit views SwiftUI made (`hosted`).
private func hostingScreen(_ hosted: [ViewNode]) -> ViewNode {
    let anchor = ViewNode(id: "anchor", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 753), isInteractive: false)
    let wrapper = ViewNode(id: "anchor-host", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 753), children: [anchor])
    let hosting = ViewNode(id: "hosting", kind: .view, frame: Rect(x: 0, y: 91, width: 390, height: 753), children: [wrapper] + hosted)
    let window = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [hosting])
    return ViewNode(id: "GamepadKit.windows", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [window])
}

private let screen = Rect(x: 0, y: 0, width: 390, height: 844)

private func registration(_ key: String, _ role: SwiftUIElementRole = .button, x: Double = 20, y: Double, width: Double = 350,
                          height: Double = 44, id: String? = nil, enabled: Bool = true, isDefault: Bool = false,
                          section: String? = nil, scroll: SwiftUIScrollContainer = .unknown) -> SwiftUIElementRegistration {
    SwiftUIElementRegistration(key: key, explicitID: id, role: role, frame: Rect(x: x, y: y, width: width, height: height),
                               isEnabled: enabled, isDefaultFocus: isDefault, sectionKey: section, scrollContainer: scroll)
}

/// A SwiftUI `ScrollView` below a 100 pt header: its scroll view (root y 100…753, scrolled by
/// 200) holds SwiftUI's content view (1600 high).
private func scrollingBelowHeader() -> ViewNode {
    let content = ViewNode(id: "scroll-content", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 1600))
    return ViewNode(id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 653), children: [content],
                    contentOffset: LayoutPoint(x: 0, y: 200))
}

private let scrollViewport = SwiftUIScrollContainer.viewport(Rect(x: 0, y: 100, width: 390, height: 653))

private func registry(_ registrations: [SwiftUIElementRegistration]) -> SwiftUIElementRegistry {
    var registry = SwiftUIElementRegistry()
    registry.setScope("Library", root: "r")
    for item in registrations { registry.register(item, root: "r") }
    return registry
}

private func scan(_ registrations: [SwiftUIElementRegistration], hosted: [ViewNode] = [], voiceOver: Bool = false) -> (FocusSnapshot, SwiftUIMergeResult) {
    let result = SwiftUISceneMerge(assistiveTechnologyIsRunning: voiceOver)
        .merge(registry(registrations), anchors: ["r": "anchor"], into: hostingScreen(hosted))
    let snapshot = SwiftUIFocusSections.apply(result.sections, to: FocusScanner().scan(result.root, bounds: screen))
    return (snapshot, result)
}

@Suite("SwiftUI merge: registered views join the UIKit scan in one map")
struct SwiftUISceneMergeTests {
    @Test("a view registered after a pause does not derive the id a view not back yet keeps: when that one comes back, each has its own")
    func retiredIDsAreTaken() {
        var registry = registry([registration("first", y: 40)])
        let first = SwiftUISceneMerge(assistiveTechnologyIsRunning: false).merge(registry, anchors: ["r": "anchor"], into: hostingScreen([]))
        registry.adoptIDs(first.newElementIDs)
        let kept = registry.elementID(key: "first", root: "r")
        registry.removeAllElements()
        // Another view at the same place registers first.
        registry.register(registration("second", y: 40), root: "r")
        let second = SwiftUISceneMerge(assistiveTechnologyIsRunning: false).merge(registry, anchors: ["r": "anchor"], into: hostingScreen([]))
        #expect(kept != nil)
        #expect(second.newElementIDs["r"]?["second"] != kept)
    }

    @Test("a SwiftUI button is a focus stop at its place in the window that A presses")
    func buttonIsAStop() {
        let (snapshot, result) = scan([registration("save", y: 40)])
        // The hosting view holds nothing but the anchor's wrapper (SwiftUI draws the rest).
        #expect(result.placements["swiftui.Library.button@20,40"]?.parentID == "window")
        #expect(snapshot.candidates.map(\.id) == ["swiftui.Library.button@20,40"])
        #expect(snapshot.candidates.first?.frame == Rect(x: 20, y: 131, width: 350, height: 44))
        #expect(snapshot.candidates.first?.interaction == .press)
    }

    @Test("a UIKit button above an embedded SwiftUI view and the SwiftUI button below it are one map")
    func oneMap() {
        let anchor = ViewNode(id: "anchor", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 200), isInteractive: false)
        let hosting = ViewNode(id: "hosting", kind: .view, frame: Rect(x: 0, y: 300, width: 390, height: 200),
                               children: [anchor, ViewNode(id: "drawn", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 200))])
        let uikitButton = ViewNode(id: "uikit-buy", kind: .button, frame: Rect(x: 20, y: 150, width: 350, height: 44))
        let window = ViewNode(id: "window", kind: .view, frame: screen, children: [uikitButton, hosting])
        let result = SwiftUISceneMerge(assistiveTechnologyIsRunning: false)
            .merge(registry([registration("gift", y: 20)]), anchors: ["r": "anchor"], into: window)
        let snapshot = FocusScanner().scan(result.root, bounds: screen)
        #expect(snapshot.candidate(id: "swiftui.Library.button@20,20")?.frame == Rect(x: 20, y: 320, width: 350, height: 44))
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "uikit-buy", .down) == "swiftui.Library.button@20,20")
        #expect(map.neighbor(of: "swiftui.Library.button@20,20", .up) == "uikit-buy")
    }

    @Test("in a presented sheet whose hosting view holds only the anchor, the elements stay inside the sheet")
    func sheetKeepsItsElements() {
        let anchor = ViewNode(id: "anchor", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 700), isInteractive: false)
        let sheet = ViewNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 144, width: 390, height: 700), children: [anchor],
                             isModalScope: true)
        let behind = ViewNode(id: "behind", kind: .button, frame: Rect(x: 20, y: 60, width: 350, height: 44))
        let window = ViewNode(id: "window", kind: .view, frame: screen, children: [behind, sheet])
        let result = SwiftUISceneMerge(assistiveTechnologyIsRunning: false)
            .merge(registry([registration("done", y: 20)]), anchors: ["r": "anchor"], into: window)
        #expect(result.placements["swiftui.Library.button@20,20"]?.parentID == "sheet")
        let snapshot = FocusScanner().scan(result.root, bounds: screen)
        #expect(snapshot.candidates.map(\.id) == ["swiftui.Library.button@20,20"])
        #expect(snapshot.modalScopeID == "sheet")
    }

    @Test("a toggle is a stop that A flips, an adjustable view one where A enters adjust mode")
    func roles() {
        let (snapshot, _) = scan([registration("wifi", .toggle, y: 40), registration("rating", .adjustable, y: 120, id: "rating")])
        #expect(snapshot.candidates.map(\.interaction) == [.toggle, .adjust])
        #expect(snapshot.candidates.map(\.id) == ["swiftui.Library.toggle@20,40", "rating"])
    }

    @Test("a disabled button is no stop")
    func disabled() {
        let (snapshot, _) = scan([registration("buy", y: 40, enabled: false), registration("cancel", y: 120)])
        #expect(snapshot.candidates.map(\.id) == ["swiftui.Library.button@20,120"])
    }

    @Test("a button below the fold of a ScrollView is reachable: it is the scroll view's content and needs a scroll",
          arguments: [SwiftUIScrollContainer.unknown, scrollViewport])
    func belowTheFold(scroll: SwiftUIScrollContainer) {
        // Root space: the content is scrolled up by 200, so the button at content y 1400 is
        // reported at 100 + 1400 - 200 = 1300.
        let (snapshot, result) = scan([registration("visible", y: 300, scroll: scroll), registration("tenth", y: 1300, scroll: scroll)],
                                      hosted: [scrollingBelowHeader()])
        #expect(result.placements["swiftui.Library.button@20,1500"]?.parentID == "scroll-content")
        let tenth = snapshot.candidate(id: "swiftui.Library.button@20,1500")
        #expect(tenth?.needsScroll == true)
        #expect(tenth?.scrollContainerID == "scroll")
        #expect(tenth?.frame == Rect(x: 20, y: 1391, width: 350, height: 44))
        #expect(snapshot.candidate(id: "swiftui.Library.button@20,500")?.needsScroll == false)
    }

    @Test("content scrolled above the viewport is told apart from the header above the scroll view (iOS 17)")
    func scrolledAboveTheViewport() {
        // Both at root y 40: the header is drawn there; the first row of the content, scrolled
        // up by 200, lies there too, hidden by the scroll view's clipping.
        let (snapshot, result) = scan([registration("header", y: 40, scroll: .none), registration("first-row", y: 40, scroll: scrollViewport)],
                                      hosted: [scrollingBelowHeader()])
        #expect(result.placements["swiftui.Library.button@20,40"]?.parentID == "hosting")
        #expect(result.placements["swiftui.Library.button@20,240"]?.parentID == "scroll-content")
        #expect(snapshot.candidate(id: "swiftui.Library.button@20,40")?.needsScroll == false)
        #expect(snapshot.candidate(id: "swiftui.Library.button@20,240")?.needsScroll == true)
    }

    @Test("a floating button over a scroll view is not part of its content (iOS 17)")
    func floatingButton() {
        let (snapshot, result) = scan([registration("compose", x: 310, y: 660, width: 56, height: 56, scroll: .none)],
                                      hosted: [scrollingBelowHeader()])
        #expect(result.placements["swiftui.Library.button@310,660"]?.parentID == "hosting")
        #expect(snapshot.candidate(id: "swiftui.Library.button@310,660")?.scrollContainerID == nil)
    }

    @Test("a toggle SwiftUI draws with a UISwitch is one stop: the switch, with its UIKit handling")
    func uikitControlWins() {
        let uiSwitch = ViewNode(id: "switch", kind: .switch, frame: Rect(x: 309, y: 46, width: 51, height: 31))
        let (snapshot, result) = scan([registration("wifi", .toggle, y: 40)], hosted: [uiSwitch])
        #expect(snapshot.candidates.map(\.id) == ["switch"])
        #expect(result.droppedIDs == ["swiftui.Library.toggle@20,40"])
    }

    @Test("a List row holding one registered button is one stop, whatever SwiftUI tells of the list's scroll view",
          arguments: [SwiftUIScrollContainer.unknown,
                      .viewport(Rect(x: 0, y: 100, width: 390, height: 600)),
                      // SwiftUI may report the list's bounds inside its content insets.
                      .viewport(Rect(x: 0, y: 144, width: 390, height: 556)),
                      // …or not count a List as a scroll view at all.
                      .none])
    func listRowIsNotCountedTwice(scroll: SwiftUIScrollContainer) {
        let row = ViewNode(id: "cell", kind: .collectionItem, frame: Rect(x: 0, y: 0, width: 390, height: 44), rowPath: RowPath(section: 0, row: 0))
        let list = ViewNode(id: "list", kind: .collection, frame: Rect(x: 0, y: 100, width: 390, height: 600), children: [row],
                            sectionRowCounts: [1])
        let (snapshot, result) = scan([registration("play", y: 100, scroll: scroll)], hosted: [list])
        #expect(result.placements["swiftui.Library.button@20,100"]?.parentID == "cell")
        #expect(snapshot.candidates.count == 1)
        #expect(snapshot.candidates.first?.listID == "list")
        #expect(snapshot.candidates.first?.controlID == "swiftui.Library.button@20,100")
        #expect(snapshot.candidates.first?.interaction == .press)
    }

    @Test("a button floating over a List, in no row's bounds, stays out of the list")
    func floatingOverList() {
        let row = ViewNode(id: "cell", kind: .collectionItem, frame: Rect(x: 0, y: 0, width: 390, height: 44), rowPath: RowPath(section: 0, row: 0))
        let list = ViewNode(id: "list", kind: .collection, frame: Rect(x: 0, y: 0, width: 390, height: 753), children: [row],
                            sectionRowCounts: [1])
        let (snapshot, result) = scan([registration("compose", x: 310, y: 20, width: 56, height: 56, scroll: .none)], hosted: [list])
        #expect(result.placements["swiftui.Library.button@310,20"]?.parentID == "hosting")
        #expect(snapshot.candidates.count == 2)
    }

    @Test("with no assistive technology running, the registration replaces the accessibility element of the same button")
    func registrationsWinWithoutVoiceOver() {
        let element = ViewNode(id: "ax-save", kind: .accessibilityElement, frame: Rect(x: 20, y: 40, width: 350, height: 44),
                               accessibilityTraits: .button)
        let (snapshot, _) = scan([registration("save", y: 40)], hosted: [element])
        #expect(snapshot.candidates.map(\.id) == ["swiftui.Library.button@20,40"])
    }

    @Test("the accessibility element a registration replaces goes, a UIKit button elsewhere that shares its identifier stays")
    func replacedElementOnlyGoes() {
        let element = ViewNode(id: "save", kind: .accessibilityElement, frame: Rect(x: 20, y: 40, width: 350, height: 44),
                               accessibilityTraits: .button)
        let uikitSave = ViewNode(id: "save", kind: .button, frame: Rect(x: 20, y: 600, width: 350, height: 44))
        let (snapshot, result) = scan([registration("save", y: 40)], hosted: [element, uikitSave])
        #expect(Set(snapshot.candidates.map(\.id)) == ["swiftui.Library.button@20,40", "save"])
        #expect(snapshot.candidate(id: "save")?.kind == .button)
        #expect(result.root.children[0].children[0].children.map(\.kind) == [.view, .button, .accessibilityElement])
    }

    @Test("with VoiceOver running, the accessibility element stays and the registration of the same button goes")
    func accessibilityTreeWinsWithVoiceOver() {
        let element = ViewNode(id: "ax-save", kind: .accessibilityElement, frame: Rect(x: 20, y: 40, width: 350, height: 44),
                               accessibilityTraits: .button)
        let (snapshot, result) = scan([registration("save", y: 40)], hosted: [element], voiceOver: true)
        #expect(snapshot.candidates.map(\.id) == ["ax-save"])
        #expect(result.droppedIDs == ["swiftui.Library.button@20,40"])
    }

    @Test("a tap-gesture card with no button trait stays a stop while VoiceOver runs")
    func cardWithoutTraitSurvivesVoiceOver() {
        let text = ViewNode(id: "ax-title", kind: .accessibilityElement, frame: Rect(x: 20, y: 40, width: 350, height: 120),
                            accessibilityTraits: .staticText)
        let (snapshot, _) = scan([registration("card", y: 40, height: 120, id: "album-card")], hosted: [text], voiceOver: true)
        #expect(snapshot.candidates.map(\.id) == ["album-card"])
    }

    @Test("a custom-drawn control's accessibility elements elsewhere in the host stay beside the registrations")
    func customDrawnElementsStay() {
        let star = ViewNode(id: "star-1", kind: .accessibilityElement, frame: Rect(x: 20, y: 400, width: 44, height: 44),
                            accessibilityTraits: .button)
        let (snapshot, _) = scan([registration("save", y: 40)], hosted: [star])
        #expect(Set(snapshot.candidates.map(\.id)) == ["star-1", "swiftui.Library.button@20,40"])
    }

    @Test("a root whose anchor is not on screen adds nothing")
    func missingAnchor() {
        let result = SwiftUISceneMerge(assistiveTechnologyIsRunning: false)
            .merge(registry([registration("save", y: 40)]), anchors: ["r": "elsewhere"], into: hostingScreen([]))
        #expect(result.placements.isEmpty)
        #expect(result.root == hostingScreen([]))
    }

    @Test("an explicit id the UIKit scan already uses gets a suffix, so every id is unique")
    func clashingID() {
        let label = ViewNode(id: "hosting-title", kind: .label, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let (snapshot, _) = scan([registration("card", y: 40, id: "hosting-title")], hosted: [label])
        #expect(snapshot.candidates.map(\.id) == ["hosting-title#2"])
    }

    @Test("the element marked default focus is where the screen starts")
    func defaultFocus() {
        let (snapshot, result) = scan([registration("cancel", y: 40), registration("play", y: 120, isDefault: true)])
        #expect(result.defaultFocusIDs == ["swiftui.Library.button@20,120"])
        var engine = FocusEngine(settings: FocusSettings(preferredInitialFocus: result.defaultFocusIDs))
        _ = engine.update(snapshot)
        _ = engine.wake()
        #expect(engine.focusedCandidate?.id == "swiftui.Library.button@20,120")
    }
}

@Suite("SwiftUI merge: one control registered twice is one stop")
struct SwiftUIRepeatedRegistrationTests {
    @Test("a button drawn by an app's style inside .gamepadButtonStyle reaches two registering styles: one stop, the first")
    func styleInsideStyleIsOneStop() {
        let (snapshot, result) = scan([registration("inner", y: 40), registration("outer", y: 40), registration("next", y: 120)])
        #expect(snapshot.candidates.map(\.id) == ["swiftui.Library.button@20,40", "swiftui.Library.button@20,120"])
        #expect(result.placements["swiftui.Library.button@20,40"]?.key == "inner")
        #expect(result.newElementIDs["r"]?["outer"] == nil)
    }

    @Test("a button the app also marked .gamepadFocusable(id:) keeps the app's id, whatever registered first")
    func appIDWins() {
        let (snapshot, result) = scan([registration("styled", y: 40), registration("marked", y: 40, id: "play")])
        #expect(snapshot.candidates.map(\.id) == ["play"])
        #expect(result.placements["play"]?.key == "marked")
    }

    @Test("two controls side by side, a toggle under a button, a header and a row scrolled under it, or two ids of the app's at one place all stay")
    func differentControlsStay() {
        let registrations = [
            registration("a", y: 40, width: 170), registration("b", x: 200, y: 40, width: 170),
            registration("t", .toggle, y: 120), registration("u", y: 120),
            registration("header", y: 300, scroll: .none), registration("row", y: 300, scroll: scrollViewport),
            registration("x", y: 200, id: "x"), registration("y", y: 200, id: "y"),
        ]
        #expect(SwiftUISceneMerge.repeatedRegistrations(registrations).isEmpty)
        let (_, result) = scan(registrations, hosted: [scrollingBelowHeader()])
        #expect(result.placements.count == 8)
    }

    @Test("frames a fraction of a point apart are the same place")
    func roundedPlaces() {
        let repeated = SwiftUISceneMerge.repeatedRegistrations([registration("a", x: 20.2, y: 40.4), registration("b", x: 19.8, y: 39.6)])
        #expect(repeated == ["b"])
    }
}

@Suite("SwiftUI ids: configuration that names a derived id")
struct SwiftUIDerivedIDConfigurationTests {
    @Test("a preferredInitialFocus id that is only a derived id is reported; an id of the app's is not")
    func derivedNamesAreReported() {
        let (_, result) = scan([registration("play", y: 40, id: "play"), registration("save", y: 120)])
        #expect(result.derivedIDs == ["swiftui.Library.button@20,120"])
        let reported = SwiftUIElementIdentity.configuredIDsNamingDerived(
            ["play", "swiftui.Library.button@20,120", "missing", "swiftui.Library.button@20,120"], derived: result.derivedIDs)
        #expect(reported == ["swiftui.Library.button@20,120"])
    }
}
