import Testing
@testable import GamepadKitCore

@Suite("Which views UIKit's hitTest may be asked about")
struct HitTestPermissionTests {
    typealias Entry = HitTestPermission.Entry
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    static let centre = LayoutPoint(x: 100, y: 120)

    static func permitted(_ entries: [Entry], at point: LayoutPoint = centre) -> [Bool] {
        HitTestPermission.permitted(entries, probes: Array(repeating: point, count: entries.count))
    }

    @Test("a window of UIKit's own views: every view may be hit tested")
    func plainWindow() {
        let entries = [Entry(depth: 0, overridesHitTest: false), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen),
                       Entry(depth: 2, overridesHitTest: false, reachArea: Self.screen), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen)]
        #expect(Self.permitted(entries) == [true, true, true, true])
    }

    @Test("a dropdown's full-screen backdrop with its own hitTest, in front: nothing behind it is hit tested, what is in front of it is")
    func dropdownBackdropInFront() {
        // window, content, button A, backdrop (overrides), dropdown row (in front of the backdrop)
        let entries = [Entry(depth: 0, overridesHitTest: false), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen),
                       Entry(depth: 2, overridesHitTest: false, reachArea: Self.screen), Entry(depth: 1, overridesHitTest: true, reachArea: Self.screen),
                       Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen)]
        #expect(Self.permitted(entries) == [false, false, false, false, true])
    }

    @Test("a badge that overrides point(inside:) inside another card is not reached by a probe of this card's button")
    func overrideElsewhereIsNotReached() {
        let cardA = Rect(x: 0, y: 100, width: 390, height: 100), cardB = Rect(x: 0, y: 300, width: 390, height: 100)
        // window, card A, button in A, card B, badge in B (overrides)
        let entries = [Entry(depth: 0, overridesHitTest: false), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen),
                       Entry(depth: 2, overridesHitTest: false, reachArea: cardA), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen),
                       Entry(depth: 2, overridesHitTest: true, reachArea: cardB)]
        let blocks = HitTestPermission.Blocks(entries)
        #expect(blocks.allowsProbe(of: 2, at: LayoutPoint(x: 100, y: 150)))
        #expect(!blocks.allowsProbe(of: 3, at: LayoutPoint(x: 100, y: 350)))
    }

    @Test("a button inside a container that overrides point(inside:) is left to the scanner's rule; its neighbour outside it is not")
    func overridingAncestor() {
        // window, card (overrides), button in card, button after the card
        let entries = [Entry(depth: 0, overridesHitTest: false), Entry(depth: 1, overridesHitTest: true, reachArea: Self.screen),
                       Entry(depth: 2, overridesHitTest: false, reachArea: Self.screen), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen)]
        #expect(Self.permitted(entries) == [false, false, false, true])
    }

    @Test("a button whose own subview overrides hitTest is not hit tested")
    func overridingInside() {
        let entries = [Entry(depth: 0, overridesHitTest: false), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen),
                       Entry(depth: 2, overridesHitTest: true, reachArea: Self.screen), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen)]
        #expect(Self.permitted(entries) == [false, false, false, true])
    }

    @Test("a window that overrides hitTest (a touch visualiser) turns every hit test off")
    func overridingWindow() {
        let entries = [Entry(depth: 0, overridesHitTest: true), Entry(depth: 1, overridesHitTest: false, reachArea: Self.screen)]
        #expect(Self.permitted(entries) == [false, false])
        #expect(HitTestPermission.permitted([], probes: []) == [])
    }

    @Test("the probe is the centre of the visible part; less than a point visible gets no probe")
    func probePoint() {
        #expect(HitTestPermission.probePoint(visiblePart: Rect(x: 10, y: 20, width: 100, height: 40)) == LayoutPoint(x: 60, y: 40))
        #expect(HitTestPermission.probePoint(visiblePart: Rect(x: 10, y: 20, width: 0.5, height: 40)) == nil)
        #expect(HitTestPermission.probePoint(visiblePart: nil) == nil)
    }
}

@Suite("The adapter's reader: what it asks of the views")
struct AdapterTreeReaderTests {
    final class FakeView {
        let className: String
        let frame: Rect
        let kind: ViewKind
        let subviews: [FakeView]
        let elements: Int
        var isHidden = false
        var alpha = 1.0
        var isInteractive = true
        var isEnabled = true
        init(_ className: String, _ kind: ViewKind, _ frame: Rect, elements: Int = 0, _ subviews: [FakeView] = []) {
            self.className = className
            self.kind = kind
            self.frame = frame
            self.elements = elements
            self.subviews = subviews
        }
    }

    final class FakeSource: AdapterViewSource {
        typealias Context = Void
        let classes: [String: ViewClassFacts]
        var factReads: [String] = []
        var elementReads: [String] = []
        var hitTests: [String] = []
        var kept: [String] = []
        var used: [String: Int] = [:]
        var serial = 0
        var hitAnswer: HitTestAnswer = .hit
        /// Per probe: the answer at a point for a view's class (when set, instead of `hitAnswer`).
        var answerAt: ((String, LayoutPoint) -> HitTestAnswer)?
        var probes: [LayoutPoint] = []

        init(classes: [String: ViewClassFacts]) { self.classes = classes }

        final class Key {}
        var keys: [String: Key] = [:]
        func classKey(of view: FakeView) -> ObjectIdentifier {
            if let key = keys[view.className] { return ObjectIdentifier(key) }
            let key = Key()
            keys[view.className] = key
            return ObjectIdentifier(key)
        }
        func readClassFacts(of view: FakeView) -> ViewClassFacts {
            factReads.append(view.className)
            return classes[view.className] ?? ViewClassFacts(name: view.className)
        }
        func idBase(of view: FakeView) -> String {
            serial += 1
            return "\(view.className)-\(serial)"
        }
        func uniqueID(_ base: String) -> String {
            let count = (used[base] ?? 0) + 1
            used[base] = count
            return count == 1 ? base : "\(base)#\(count)"
        }
        func subviews(of view: FakeView, node: ViewNode) -> [(view: FakeView, windowFrame: Rect)] {
            view.subviews.map { ($0, $0.frame) }
        }
        func describe(_ view: FakeView, facts: ViewClassFacts, node: inout ViewNode, windowFrame: Rect,
                      context: Void) -> AdapterViewDescription<Void> {
            node.kind = view.kind
            node.isHidden = view.isHidden
            node.alpha = view.alpha
            node.isInteractive = view.isInteractive
            node.isEnabled = view.isEnabled
            return AdapterViewDescription(context: ())
        }
        func accessibilityElements(of view: FakeView, node: ViewNode, windowOrigin: LayoutPoint) -> [ViewNode] {
            elementReads.append(node.id)
            return (0..<view.elements).map {
                ViewNode(id: "\(node.id).e\($0)", kind: .accessibilityElement, frame: Rect(x: 0, y: Double($0) * 50, width: 100, height: 44),
                         accessibilityTraits: .button)
            }
        }
        func keepAccessibilityElement(readID: String, as id: String, in container: FakeView, containerID: String) {
            kept.append(id)
        }
        func hitTest(_ view: FakeView, at point: LayoutPoint) -> HitTestAnswer {
            hitTests.append(view.className)
            probes.append(point)
            return answerAt?(view.className, point) ?? hitAnswer
        }
    }

    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    @Test("a screen of twelve buttons of one class reads that class once, and hit tests each button once")
    func classOnceHitTestOncePerButton() {
        let buttons = (0..<12).map { FakeView("UIButton", .button, Rect(x: 10, y: Double($0) * 60, width: 200, height: 44)) }
        let window = FakeView("UIWindow", .view, Self.screen, [FakeView("UIView", .view, Self.screen, buttons)])
        let source = FakeSource(classes: [:])
        var reader = AdapterTreeReader(source: source)
        let node = reader.read(window, windowFrame: Self.screen, parentWindowOrigin: .zero, visibleArea: Self.screen, context: ())
        #expect(source.factReads.sorted() == ["UIButton", "UIView", "UIWindow"])
        #expect(source.hitTests.count == 12)
        #expect(reader.counts.hitTests == 12)
        #expect(reader.counts.classesRead == 3)
        #expect(node?.children.first?.children.allSatisfy { $0.isHittable == true } == true)
    }

    @Test("accessibility elements are read from a hosting view and an app's own view, never from UIKit's plain containers")
    func elementsOnlyWhereCarried() {
        let hosting = FakeView("_UIHostingView", .view, Rect(x: 0, y: 0, width: 390, height: 400), elements: 2)
        let custom = FakeView("RatingView", .view, Rect(x: 0, y: 400, width: 390, height: 100), elements: 1)
        let plain = FakeView("UIView", .view, Rect(x: 0, y: 500, width: 390, height: 100))
        let window = FakeView("UIWindow", .view, Self.screen, [hosting, custom, plain])
        let source = FakeSource(classes: [
            "_UIHostingView": ViewClassFacts(name: "_UIHostingView", overridesAccessibilityContainer: true, isSystemClass: true),
            "RatingView": ViewClassFacts(name: "RatingView", isSystemClass: false),
        ])
        var reader = AdapterTreeReader(source: source)
        let node = reader.read(window, windowFrame: Self.screen, parentWindowOrigin: .zero, visibleArea: Self.screen, context: ())
        #expect(source.elementReads.count == 2)
        #expect(reader.counts.accessibilityElementReads == 2)
        #expect(source.kept.count == 3)
        #expect(node?.children.first?.children.count == 2)
    }

    @Test("behind a dropdown backdrop that overrides hitTest no hit test is asked: the scanner's rule decides")
    func noHitTestBehindOverride() {
        let button = FakeView("UIButton", .button, Rect(x: 10, y: 100, width: 200, height: 44))
        let backdrop = FakeView("DropDownBackdrop", .view, Self.screen)
        let window = FakeView("UIWindow", .view, Self.screen, [button, backdrop])
        let source = FakeSource(classes: ["DropDownBackdrop": ViewClassFacts(name: "DropDownBackdrop", overridesHitTest: true, isSystemClass: false)])
        var reader = AdapterTreeReader(source: source)
        let node = reader.read(window, windowFrame: Self.screen, parentWindowOrigin: .zero, visibleArea: Self.screen, context: ())
        #expect(source.hitTests.isEmpty)
        #expect(node?.children.first?.isHittable == nil)
    }

    @Test("a button scrolled out of the window is not hit tested")
    func offScreenNotProbed() {
        let far = FakeView("UIButton", .button, Rect(x: 10, y: 2_000, width: 200, height: 44))
        let window = FakeView("UIWindow", .view, Self.screen, [far])
        let source = FakeSource(classes: [:])
        var reader = AdapterTreeReader(source: source)
        _ = reader.read(window, windowFrame: Self.screen, parentWindowOrigin: .zero, visibleArea: Self.screen, context: ())
        #expect(source.hitTests.isEmpty)
        #expect(reader.counts.hitTestCandidates == 1)
    }
}
