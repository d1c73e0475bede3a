import UIKit

/// A round brightness dial drawn in `draw(_:)`. The whole view is one accessibility element:
/// adjustable, with a circular `accessibilityPath`, so GamepadKit makes it a focus stop whose
/// highlight is a circle and whose value left and right change in adjust mode.
final class DialView: UIView {

    /// 0…10.
    private(set) var level = 5 {
        didSet {
            setNeedsDisplay()
            accessibilityValue = "\(level * 10)%"
            onChange?(level)
        }
    }

    var onChange: ((Int) -> Void)?

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
        isAccessibilityElement = true
        accessibilityLabel = "Brightness"
        accessibilityValue = "\(level * 10)%"
        accessibilityTraits = .adjustable
        accessibilityIdentifier = "dial.brightness"
    }

    private var circleRect: CGRect {
        let side = min(bounds.width, bounds.height) - 4
        return CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    override var accessibilityPath: UIBezierPath? {
        get { UIAccessibility.convertToScreenCoordinates(UIBezierPath(ovalIn: circleRect), in: self) }
        set {}
    }

    override func accessibilityIncrement() {
        level = min(level + 1, 10)
    }

    override func accessibilityDecrement() {
        level = max(level - 1, 0)
    }

    override func draw(_ rect: CGRect) {
        let circle = UIBezierPath(ovalIn: circleRect)
        UIColor.secondarySystemBackground.setFill()
        circle.fill()
        let arc = UIBezierPath(arcCenter: CGPoint(x: circleRect.midX, y: circleRect.midY), radius: circleRect.width / 2 - 6,
                               startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * CGFloat(level) / 10, clockwise: true)
        arc.lineWidth = 8
        UIColor.systemTeal.setStroke()
        arc.stroke()
    }
}
