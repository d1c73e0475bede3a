import GamepadKitCore

/// A view of the counting tree: stored values that the adapter's own reader
/// (`AdapterTreeReader`, the code the iOS layer runs over `UIView`s) reads through
/// `CountingViewSource`, which counts every question UIKit would be asked.
final class CountingView {
    let classIndex: Int
    let frameInWindow: Rect
    let identifier: String?
    let subviews: [CountingView]
    /// `isHidden`: the view and everything in it take no touch.
    let isHidden: Bool

    init(classIndex: Int, frameInWindow: Rect, identifier: String? = nil, subviews: [CountingView] = [], isHidden: Bool = false) {
        self.classIndex = classIndex
        self.frameInWindow = frameInWindow
        self.identifier = identifier
        self.subviews = subviews
        self.isHidden = isHidden
    }
}

/// The 40 view classes of the counting tree: UIKit's own (a window, a scroll view, controls,
/// labels, images, plain and private containers), and the app's (card classes, two of which
/// publish accessibility elements, and a badge that overrides `point(inside:with:)`).
enum CountingClasses {
    struct Class {
        var facts: ViewClassFacts
        var kind: ViewKind
        var elements: Int = 0
    }

    static let window = 0, scroll = 1, button = 2, toggle = 3, slider = 4, label = 5, image = 6, plain = 7
    /// 8…19: UIKit's private containers; 20…39: the app's card classes.
    static let firstPrivate = 8, firstCard = 20, cardClasses = 20
    /// The app's badge view, which overrides `point(inside:with:)`: it sits in 5 cards.
    static let overridingBadge = firstCard + 7
    static let elementCards: Set<Int> = [firstCard + 3, firstCard + 11]

    static let all: [Class] = (0..<40).map { index in
        switch index {
        case window: Class(facts: ViewClassFacts(name: "UIWindow"), kind: .view)
        case scroll: Class(facts: ViewClassFacts(name: "UIScrollView"), kind: .scroll)
        case button: Class(facts: ViewClassFacts(name: "UIButton"), kind: .button)
        case toggle: Class(facts: ViewClassFacts(name: "UISwitch"), kind: .switch)
        case slider: Class(facts: ViewClassFacts(name: "UISlider"), kind: .slider)
        case label: Class(facts: ViewClassFacts(name: "UILabel"), kind: .label)
        case image: Class(facts: ViewClassFacts(name: "UIImageView"), kind: .image)
        case plain: Class(facts: ViewClassFacts(name: "UIView", isBaseViewClass: true), kind: .view)
        case firstPrivate..<firstCard: Class(facts: ViewClassFacts(name: "_UIPrivateContainer\(index)"), kind: .view)
        default:
            Class(facts: ViewClassFacts(name: "AppCard\(index)", overridesHitTest: index == overridingBadge,
                                        overridesAccessibilityContainer: elementCards.contains(index), isSystemClass: false),
                  kind: .view, elements: elementCards.contains(index) ? 2 : 0)
        }
    }
}

/// What the adapter asked of the counting tree in one read.
struct AdapterReads {
    var hitTests = 0
    var classNamesBuilt = 0
    var accessibilityElementReads = 0
}

/// The counting tree as an `AdapterViewSource`: answers as UIKit would, and counts each hit
/// test, each class read (a class-name string built) and each `accessibilityElements` read.
final class CountingViewSource: AdapterViewSource {
    typealias Context = Void
    private(set) var reads = AdapterReads()
    private var usedIDs: [String: Int] = [:]
    private var serials: [ObjectIdentifier: String] = [:]
    /// One metatype-like key object per class.
    private let classKeys: [AnyObject] = (0..<40).map { _ in KeyObject() }
    private final class KeyObject {}

    func classKey(of view: CountingView) -> ObjectIdentifier {
        ObjectIdentifier(classKeys[view.classIndex])
    }

    func readClassFacts(of view: CountingView) -> ViewClassFacts {
        reads.classNamesBuilt += 1
        return CountingClasses.all[view.classIndex].facts
    }

    func idBase(of view: CountingView) -> String {
        if let identifier = view.identifier { return identifier }
        let key = ObjectIdentifier(view)
        if let stamp = serials[key] { return stamp }  // stamped once per object, as on iOS
        let stamp = "view#\(serials.count + 1)"
        serials[key] = stamp
        return stamp
    }

    func uniqueID(_ base: String) -> String {
        let count = (usedIDs[base] ?? 0) + 1
        usedIDs[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    func subviews(of view: CountingView, node: ViewNode) -> [(view: CountingView, windowFrame: Rect)] {
        view.subviews.map { ($0, $0.frameInWindow) }
    }

    func describe(_ view: CountingView, facts: ViewClassFacts, node: inout ViewNode, windowFrame: Rect,
                  context: Void) -> AdapterViewDescription<Void> {
        node.kind = CountingClasses.all[view.classIndex].kind
        node.clipsToBounds = node.kind == .scroll
        node.isHidden = view.isHidden
        return AdapterViewDescription(context: ())
    }

    func accessibilityElements(of view: CountingView, node: ViewNode, windowOrigin: LayoutPoint) -> [ViewNode] {
        reads.accessibilityElementReads += 1
        let count = CountingClasses.all[view.classIndex].elements
        return (0..<count).map {
            ViewNode(id: "\(node.id).element\($0)", kind: .accessibilityElement,
                     frame: Rect(x: 200, y: 10 + Double($0) * 50, width: 80, height: 44), accessibilityTraits: .button)
        }
    }

    func keepAccessibilityElement(readID: String, as id: String, in container: CountingView, containerID: String) {}

    /// Each slider's middle is covered by an overlaid value badge: a probe of its middle third
    /// lands on the badge (a miss), one near its ends lands on the slider.
    func hitTest(_ view: CountingView, at point: LayoutPoint) -> HitTestAnswer {
        reads.hitTests += 1
        let frame = view.frameInWindow
        if view.classIndex == CountingClasses.slider, abs(point.x - frame.midX) < frame.width / 6 { return .miss }
        return .hit
    }

    /// Starts a new scan: ids are unique per scan; stamps and nothing else are kept.
    func beginScan() {
        reads = AdapterReads()
        usedIDs.removeAll(keepingCapacity: true)
    }
}

/// A 2,000-view iPad screen of 40 view classes: a window, a full-screen scroll view of 100
/// cards (one of 19 app card classes each) holding a button, a switch and a slider whose
/// middle a value badge covers (a hit test of its centre misses, one of a corner hits) (300
/// focusable controls) and 15 labels, images and UIKit containers (in 5 cards, one of them the
/// app's badge that overrides `point(inside:with:)`), and 98 background views.
func countingScreen() -> CountingView {
    var cards: [CountingView] = []
    for index in 0..<100 {
        let column = Double(index % 4), row = Double(index / 4)
        let cardFrame = Rect(x: 12 + column * 252, y: 100 + row * 220, width: 240, height: 200)
        func inCard(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: cardFrame.minX + x, y: cardFrame.minY + y, width: width, height: height)
        }
        var parts: [CountingView] = [
            CountingView(classIndex: CountingClasses.button, frameInWindow: inCard(8, 150, 100, 40), identifier: "card\(index).open"),
            CountingView(classIndex: CountingClasses.toggle, frameInWindow: inCard(180, 8, 51, 31)),
            CountingView(classIndex: CountingClasses.slider, frameInWindow: inCard(8, 110, 220, 30)),
        ]
        for part in 0..<15 {
            var classIndex = [CountingClasses.label, CountingClasses.image, CountingClasses.plain,
                              CountingClasses.firstPrivate + (index + part) % 12][part % 4]
            if part == 14, index % CountingClasses.cardClasses == 7 { classIndex = CountingClasses.overridingBadge }
            parts.append(CountingView(classIndex: classIndex, frameInWindow: inCard(8, 8 + Double(part) * 6, 160, 5)))
        }
        var cardClass = CountingClasses.firstCard + index % CountingClasses.cardClasses
        if cardClass == CountingClasses.overridingBadge { cardClass += 1 }
        cards.append(CountingView(classIndex: cardClass, frameInWindow: cardFrame, subviews: parts))
    }
    let screen = Rect(x: 0, y: 0, width: 1_024, height: 1_366)
    let backgrounds = (0..<98).map { index in
        CountingView(classIndex: CountingClasses.firstPrivate + index % 12, frameInWindow: Rect(x: 0, y: Double(index), width: 1_024, height: 1))
    }
    let scroll = CountingView(classIndex: CountingClasses.scroll, frameInWindow: screen, subviews: cards)
    return CountingView(classIndex: CountingClasses.window, frameInWindow: screen, subviews: backgrounds + [scroll])
}

/// The number of views under `view`, itself included.
func viewCount(_ view: CountingView) -> Int {
    1 + view.subviews.reduce(0) { $0 + viewCount($1) }
}

/// The number of views under `view` whose class may carry accessibility elements and that are
/// asked (plain views).
func mayCarryCount(_ view: CountingView) -> Int {
    let type = CountingClasses.all[view.classIndex]
    let own = type.kind == .view && type.facts.mayCarryAccessibilityElements ? 1 : 0
    return own + view.subviews.reduce(0) { $0 + mayCarryCount($1) }
}

/// The number of focusable views (buttons, switches, sliders) under `view` with at least a
/// point inside `visible`: the views a scan may hit test.
func onScreenFocusableCount(_ view: CountingView, visible: Rect) -> Int {
    let kind = CountingClasses.all[view.classIndex].kind
    let frame = view.frameInWindow
    let shown = frame.intersection(visible).map { $0.width >= 1 && $0.height >= 1 } ?? false
    let own = HitTestPermission.isAsked(kind) && shown ? 1 : 0
    return own + view.subviews.reduce(0) { $0 + onScreenFocusableCount($1, visible: visible) }
}

/// A phone screen of 10 shown buttons and 200 hidden ones: 100 hidden themselves, 100 in a hidden
/// panel (an app's "edit mode" controls kept in the tree).
func hiddenControlsScreen() -> CountingView {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    func button(_ index: Int, hidden: Bool = false) -> CountingView {
        CountingView(classIndex: CountingClasses.button, frameInWindow: Rect(x: 20, y: 60 + Double(index % 16) * 48, width: 160, height: 44),
                     isHidden: hidden)
    }
    let shown = (0..<10).map { button($0) }
    let hidden = (0..<100).map { button($0, hidden: true) }
    let panel = CountingView(classIndex: CountingClasses.plain, frameInWindow: screen, subviews: (0..<100).map { button($0) }, isHidden: true)
    return CountingView(classIndex: CountingClasses.window, frameInWindow: screen, subviews: hidden + [panel] + shown)
}
