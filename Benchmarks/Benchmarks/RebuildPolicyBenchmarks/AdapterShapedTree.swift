import GamepadKitCore

/// The values the iOS adapter (`ViewTreeBuilder`) reads from each `UIView`, as a protocol, so
/// that a benchmark on Linux pays the same per-view reads through dynamic dispatch: the frame
/// converted into window coordinates, visibility, interaction, clipping, corner radius, the
/// identifier, the class, a control's enabled state, the accessibility element question asked
/// of every plain view, and the subviews.
protocol AdapterView: AnyObject {
    var subviews: [any AdapterView] { get }
    /// `convert(bounds, to: nil)`: the frame in window coordinates.
    var frameInWindow: Rect { get }
    var isHidden: Bool { get }
    var alpha: Double { get }
    var isUserInteractionEnabled: Bool { get }
    var clipsToBounds: Bool { get }
    var cornerRadius: Double { get }
    var accessibilityIdentifier: String? { get }
    var accessibilityLabel: String? { get }
    var className: String { get }
    /// A `UIControl`'s `isEnabled`; nil for other views.
    var controlIsEnabled: Bool? { get }
    var isAccessibilityElement: Bool { get }
    /// `accessibilityElements`, asked of every plain view.
    var accessibilityElementCount: Int? { get }
}

/// A view object of the benchmark's tree: stored values, read only through `AdapterView`.
final class BenchmarkView: AdapterView {
    let subviews: [any AdapterView]
    private let frame: Rect
    private let parentOrigin: LayoutPoint
    let isHidden = false
    let alpha = 1.0
    let isUserInteractionEnabled = true
    let clipsToBounds: Bool
    let cornerRadius: Double
    let accessibilityIdentifier: String?
    let accessibilityLabel: String?
    let className: String
    let controlIsEnabled: Bool?
    let isAccessibilityElement: Bool
    let accessibilityElementCount: Int? = nil

    init(className: String, frame: Rect, parentOrigin: LayoutPoint, identifier: String? = nil, label: String? = nil,
         isControl: Bool = false, clips: Bool = false, cornerRadius: Double = 0, subviews: [any AdapterView] = []) {
        self.className = className
        self.frame = frame
        self.parentOrigin = parentOrigin
        accessibilityIdentifier = identifier
        accessibilityLabel = label
        controlIsEnabled = isControl ? true : nil
        isAccessibilityElement = isControl || label != nil
        clipsToBounds = clips
        self.cornerRadius = cornerRadius
        self.subviews = subviews
    }

    var frameInWindow: Rect {
        frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
    }
}

/// Builds the engine's `ViewNode` tree from `AdapterView`s the way the iOS adapter does: a
/// unique id per view (its identifier or its identity), an identity stamp and a target per
/// view, frames re-expressed in the parent's coordinates, the kind from the class, the
/// accessibility question for plain views.
struct AdapterShapedReader {
    private(set) var usedIDs: [String: Int] = [:]
    private(set) var idsByObject: [ObjectIdentifier: String] = [:]
    private(set) var targets: [String: ObjectIdentifier] = [:]

    mutating func node(for view: any AdapterView, parentOrigin: LayoutPoint) -> ViewNode {
        let identity = ObjectIdentifier(view)
        let base = view.accessibilityIdentifier ?? "view-\(UInt(bitPattern: identity.hashValue))"
        let count = (usedIDs[base] ?? 0) + 1
        usedIDs[base] = count
        let id = count == 1 ? base : "\(base)#\(count)"
        idsByObject[identity] = id
        targets[id] = identity
        let windowFrame = view.frameInWindow
        var node = ViewNode(id: id, kind: Self.kind(view.className),
                            frame: windowFrame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y),
                            isHidden: view.isHidden, alpha: view.alpha, isInteractive: view.isUserInteractionEnabled,
                            clipsToBounds: view.clipsToBounds, cornerRadius: view.cornerRadius)
        if let enabled = view.controlIsEnabled { node.isEnabled = enabled }
        if node.kind == .view, view.isAccessibilityElement || view.accessibilityElementCount != nil {
            blackHoleLabel(view.accessibilityLabel)
        }
        node.children = view.subviews.map { self.node(for: $0, parentOrigin: windowFrame.origin) }
        return node
    }

    private func blackHoleLabel(_ label: String?) {
        _ = label?.utf8.count
    }

    static func kind(_ className: String) -> ViewKind {
        switch className {
        case "UIButton": .button
        case "UISwitch": .switch
        case "UILabel": .label
        case "UIImageView": .image
        case "UIScrollView": .scroll
        default: .view
        }
    }
}

/// A 300-view screen shaped like UIKit's: a window, a scroll view, 59 cards (a clipping
/// container with an image, a title, a subtitle and a button) and a switch in a header: 60
/// focusable controls.
func adapterShapedScreen() -> any AdapterView {
    let windowOrigin = LayoutPoint(x: 0, y: 0)
    let scrollOrigin = LayoutPoint(x: 0, y: 100)
    var cards: [any AdapterView] = []
    for index in 0..<59 {
        let column = Double(index % 3), row = Double(index / 3)
        let cardFrame = Rect(x: 20 + column * 330, y: row * 220, width: 310, height: 200)
        let cardOrigin = LayoutPoint(x: scrollOrigin.x + cardFrame.minX, y: scrollOrigin.y + cardFrame.minY)
        let parts: [any AdapterView] = [
            BenchmarkView(className: "UIImageView", frame: Rect(x: 0, y: 0, width: 310, height: 110), parentOrigin: cardOrigin),
            BenchmarkView(className: "UILabel", frame: Rect(x: 12, y: 116, width: 286, height: 22), parentOrigin: cardOrigin,
                          label: "Card \(index)"),
            BenchmarkView(className: "UILabel", frame: Rect(x: 12, y: 140, width: 286, height: 18), parentOrigin: cardOrigin,
                          label: "Subtitle \(index)"),
            BenchmarkView(className: "UIButton", frame: Rect(x: 12, y: 160, width: 120, height: 34), parentOrigin: cardOrigin,
                          identifier: "card\(index).open", isControl: true, cornerRadius: 8),
        ]
        cards.append(BenchmarkView(className: "CardView", frame: cardFrame, parentOrigin: scrollOrigin, clips: true,
                                   cornerRadius: 12, subviews: parts))
    }
    let header = BenchmarkView(className: "UIView", frame: Rect(x: 0, y: 0, width: 1_024, height: 100), parentOrigin: windowOrigin,
                               subviews: [BenchmarkView(className: "UISwitch", frame: Rect(x: 900, y: 40, width: 51, height: 31),
                                                        parentOrigin: windowOrigin, identifier: "header.switch", isControl: true)])
    let scroll = BenchmarkView(className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 1_024, height: 1_266),
                               parentOrigin: windowOrigin, clips: true, subviews: cards)
    // 1 window + 1 header + 1 switch + 1 scroll + 59 × 5 = 299 views, and a background view.
    let background = BenchmarkView(className: "UIView", frame: Rect(x: 0, y: 0, width: 1_024, height: 1_366), parentOrigin: windowOrigin)
    return BenchmarkView(className: "UIWindow", frame: Rect(x: 0, y: 0, width: 1_024, height: 1_366), parentOrigin: windowOrigin,
                         subviews: [background, header, scroll])
}
