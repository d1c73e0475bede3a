import Testing
@testable import GamepadKitCore

@Suite("What the adapter reads: corner probes, plain views' elements, class facts across scans, hooked hitTest")
struct AdapterReadingRulesTests {
    typealias FakeView = AdapterTreeReaderTests.FakeView
    typealias FakeSource = AdapterTreeReaderTests.FakeSource
    static let screen = AdapterTreeReaderTests.screen

    static func read(_ window: FakeView, _ source: FakeSource,
                     cache: ViewClassFactsCache<ObjectIdentifier> = ViewClassFactsCache()) -> (ViewNode?, AdapterTreeReader<FakeSource>.Counts) {
        var reader = AdapterTreeReader(source: source, classFacts: cache)
        let node = reader.read(window, windowFrame: screen, parentWindowOrigin: .zero, visibleArea: screen, context: ())
        return (node, reader.counts)
    }

    @Test("a button whose centre is covered by a badge but whose corner is free is a stop: the corners are probed after the centre misses")
    func coveredCentreFreeCorner() {
        let button = FakeView("UIButton", .button, Rect(x: 10, y: 100, width: 200, height: 44))
        let window = FakeView("UIWindow", .view, Self.screen, [button])
        let source = FakeSource(classes: [:])
        // The badge covers the middle of the button: only points near its left edge land on it.
        source.answerAt = { _, point in point.x < 50 ? .hit : .miss }
        let (node, counts) = Self.read(window, source)
        #expect(node?.children.first?.isHittable == true)
        #expect(source.probes.first == LayoutPoint(x: 110, y: 122))
        #expect(source.probes.count == 2)
        #expect(counts.hitTests == 2)
    }

    @Test("a button covered everywhere is probed five times at most and is no stop")
    func coveredEverywhere() {
        let button = FakeView("UIButton", .button, Rect(x: 10, y: 100, width: 200, height: 44))
        let window = FakeView("UIWindow", .view, Self.screen, [button])
        let source = FakeSource(classes: [:])
        source.hitAnswer = .miss
        let (node, counts) = Self.read(window, source)
        #expect(node?.children.first?.isHittable == false)
        #expect(counts.hitTests == HitTestPermission.maxProbesPerView)
        #expect(Set(source.probes) == Set(HitTestPermission.probePoints(visiblePart: Rect(x: 10, y: 100, width: 200, height: 44))))
    }

    @Test("a button whose centre is hit is probed once")
    func centreHitOnce() {
        let buttons = (0..<3).map { FakeView("UIButton", .button, Rect(x: 10, y: 100 + Double($0) * 60, width: 200, height: 44)) }
        let window = FakeView("UIWindow", .view, Self.screen, buttons)
        let source = FakeSource(classes: [:])
        let (_, counts) = Self.read(window, source)
        #expect(counts.hitTests == 3)
    }

    @Test("corners that an overriding view in front reaches are not probed")
    func cornersUnderOverrideNotProbed() {
        let button = FakeView("UIButton", .button, Rect(x: 10, y: 100, width: 200, height: 44))
        // A dropdown's backdrop (its own hitTest closes it) in a panel over the right part of
        // the button: UIKit asks it about any point inside the panel.
        let panel = Rect(x: 100, y: 0, width: 290, height: 844)
        let backdrop = FakeView("DropDownBackdrop", .view, panel)
        let window = FakeView("UIWindow", .view, Self.screen, [button, FakeView("UIView", .view, panel, [backdrop])])
        let source = FakeSource(classes: ["DropDownBackdrop": ViewClassFacts(name: "DropDownBackdrop", overridesHitTest: true, isSystemClass: false)])
        source.hitAnswer = .miss
        _ = Self.read(window, source)
        #expect(source.probes.allSatisfy { $0.x < 100 })
        #expect(source.probes.count == 2)
    }

    @Test("probes under a bar give no answer, and a miss anywhere else decides")
    func combinedAnswers() {
        #expect(HitTestPermission.combined([.noAnswer, .noAnswer]) == nil)
        #expect(HitTestPermission.combined([.noAnswer, .miss]) == false)
        #expect(HitTestPermission.combined([.miss, .hit]) == true)
        #expect(HitTestPermission.combined([]) == nil)
    }

    @Test("corner points sit inside the visible part, 4 points in, or a quarter of a thin side")
    func cornerPoints() {
        let points = HitTestPermission.probePoints(visiblePart: Rect(x: 0, y: 0, width: 100, height: 8))
        #expect(points.count == 5)
        #expect(points[1] == LayoutPoint(x: 4, y: 2))
        #expect(points[4] == LayoutPoint(x: 96, y: 6))
        #expect(HitTestPermission.probePoints(visiblePart: nil).isEmpty)
    }

    @Test("a plain UIView whose accessibilityElements the app assigned is read; UIKit's private containers are not")
    func plainViewElementsRead() {
        let chart = FakeView("UIView", .view, Rect(x: 0, y: 0, width: 390, height: 300), elements: 3)
        let privateContainer = FakeView("_UITransitionView", .view, Rect(x: 0, y: 300, width: 390, height: 300), elements: 1)
        let window = FakeView("UIWindow", .view, Self.screen, [chart, privateContainer])
        let source = FakeSource(classes: ["UIView": ViewClassFacts(name: "UIView", isBaseViewClass: true)])
        let (node, counts) = Self.read(window, source)
        #expect(counts.accessibilityElementReads == 1)
        #expect(node?.children.first?.children.count == 3)
        #expect(node?.children.last?.children.isEmpty == true)
    }

    @Test("a second scan with the process's cache reads no class again")
    func classFactsAcrossScans() {
        let window = FakeView("UIWindow", .view, Self.screen, [FakeView("UIButton", .button, Rect(x: 10, y: 10, width: 100, height: 44))])
        let source = FakeSource(classes: [:])
        let cache = ViewClassFactsCache<ObjectIdentifier>()
        let (_, first) = Self.read(window, source, cache: cache)
        let (_, second) = Self.read(window, source, cache: cache)
        #expect(first.classesRead == 2)
        #expect(second.classesRead == 0)
        #expect(source.factReads.count == 2)
    }

    @Test("a class whose hitTest was hooked after the first scan is read again once its facts are forgotten")
    func forgottenClassIsReadAgain() {
        let button = FakeView("UIButton", .button, Rect(x: 10, y: 10, width: 100, height: 44))
        let window = FakeView("UIWindow", .view, Self.screen, [button])
        let source = FakeSource(classes: [:])
        let cache = ViewClassFactsCache<ObjectIdentifier>()
        _ = Self.read(window, source, cache: cache)
        cache.forget(source.classKey(of: button))
        let (_, second) = Self.read(window, source, cache: cache)
        #expect(second.classesRead == 1)
        #expect(source.factReads == ["UIWindow", "UIButton", "UIButton"])
    }

    @Test("when UIView's own hitTest was swizzled since the last scan every class is read again")
    func forgetAllReadsEveryClassAgain() {
        let window = FakeView("UIWindow", .view, Self.screen, [FakeView("UIButton", .button, Rect(x: 10, y: 10, width: 100, height: 44))])
        let source = FakeSource(classes: [:])
        let cache = ViewClassFactsCache<ObjectIdentifier>()
        _ = Self.read(window, source, cache: cache)
        cache.forgetAll()
        let (_, second) = Self.read(window, source, cache: cache)
        #expect(second.classesRead == 2)
    }

    @Test("a library that swizzled UIView's own hitTest makes every class an override, even UIKit's")
    func swizzledBase() {
        #expect(HitTestOverrideRule.mayRunOutsideCode(base: .outsideSystem, isBaseImplementation: true, own: .outsideSystem))
        #expect(HitTestOverrideRule.mayRunOutsideCode(base: .messageForwarding, isBaseImplementation: false, own: .system))
        #expect(!HitTestOverrideRule.mayRunOutsideCode(base: .system, isBaseImplementation: true, own: .system))
    }

    @Test("a method hooked through message forwarding (Aspects, RxCocoa) is an override; UIKit's own overrides are not")
    func forwardedOwn() {
        #expect(HitTestOverrideRule.mayRunOutsideCode(base: .system, isBaseImplementation: false, own: .messageForwarding))
        #expect(HitTestOverrideRule.mayRunOutsideCode(base: .system, isBaseImplementation: false, own: .outsideSystem))
        #expect(HitTestOverrideRule.mayRunOutsideCode(base: .system, isBaseImplementation: false, own: .unknown))
        #expect(!HitTestOverrideRule.mayRunOutsideCode(base: .system, isBaseImplementation: false, own: .system))
    }
}
