import UIKit

/// A five-star rating bar drawn in `draw(_:)`: one plain view, no subviews, no controls. It
/// describes each star to VoiceOver as an accessibility element (a button, selected when lit),
/// and that is all GamepadKit needs to make each star a focus stop that A sets.
final class RatingBarView: UIView {

    static let starCount = 5

    /// The number of lit stars, 0…5.
    private(set) var rating = 0 {
        didSet {
            setNeedsDisplay()
            updateElements()
            onChange?(rating)
        }
    }

    var onChange: ((Int) -> Void)?

    private lazy var starElements: [StarElement] = (1...Self.starCount).map { StarElement(bar: self, value: $0) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        contentMode = .redraw
        isAccessibilityElement = false
        accessibilityElements = starElements
        updateElements()
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
    }

    func setRating(_ value: Int) {
        rating = min(max(value, 0), Self.starCount)
    }

    /// The rectangle of star `value` (1…5) in the view's coordinates.
    func starRect(_ value: Int) -> CGRect {
        let side = min(bounds.height, bounds.width / CGFloat(Self.starCount))
        let gap = (bounds.width - side * CGFloat(Self.starCount)) / CGFloat(Self.starCount)
        return CGRect(x: gap / 2 + CGFloat(value - 1) * (side + gap), y: (bounds.height - side) / 2, width: side, height: side)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateElements()
    }

    override func draw(_ rect: CGRect) {
        for value in 1...Self.starCount {
            let path = Self.starPath(in: starRect(value).insetBy(dx: 4, dy: 4))
            (value <= rating ? UIColor.systemYellow : UIColor.systemGray4).setFill()
            path.fill()
            UIColor.systemOrange.setStroke()
            path.lineWidth = 1.5
            path.stroke()
        }
    }

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        if let value = (1...Self.starCount).first(where: { starRect($0).contains(point) }) {
            setRating(value == rating ? value - 1 : value)
        }
    }

    private func updateElements() {
        for element in starElements {
            element.accessibilityFrameInContainerSpace = starRect(element.value)
            element.accessibilityTraits = element.value <= rating ? [.button, .selected] : .button
        }
    }

    /// A five-pointed star filling `rect`.
    static func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.45
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        return path
    }

    /// One star as VoiceOver (and GamepadKit) see it: activating it sets the rating to it.
    private final class StarElement: UIAccessibilityElement {
        let value: Int
        private weak var bar: RatingBarView?

        init(bar: RatingBarView, value: Int) {
            self.value = value
            self.bar = bar
            super.init(accessibilityContainer: bar)
            accessibilityLabel = value == 1 ? "1 star" : "\(value) stars"
            accessibilityIdentifier = "rating.star\(value)"
        }

        override func accessibilityActivate() -> Bool {
            guard let bar else { return false }
            bar.setRating(bar.rating == value ? value - 1 : value)
            return true
        }
    }
}
