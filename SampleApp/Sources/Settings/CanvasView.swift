import UIKit

/// A surface the user draws on with a finger, or with a controller through
/// `DrawingViewController`, which moves a brush cursor over it.
final class CanvasView: UIView {

    private var strokes: [UIBezierPath] = []
    private var currentStroke: UIBezierPath?

    /// Where the controller's brush is; nil hides the cursor.
    var brushPosition: CGPoint? {
        didSet { setNeedsDisplay() }
    }

    var strokeColor: UIColor = .systemIndigo {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isMultipleTouchEnabled = false
        contentMode = .redraw
    }

    // MARK: Strokes

    func beginStroke(at point: CGPoint) {
        let path = UIBezierPath()
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: point)
        path.addLine(to: point)
        currentStroke = path
        strokes.append(path)
        setNeedsDisplay()
    }

    func continueStroke(to point: CGPoint) {
        guard let path = currentStroke else { return }
        path.addLine(to: point)
        setNeedsDisplay()
    }

    func endStroke() {
        currentStroke = nil
    }

    func clear() {
        strokes.removeAll()
        currentStroke = nil
        setNeedsDisplay()
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        beginStroke(at: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        continueStroke(to: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endStroke()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endStroke()
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        strokeColor.setStroke()
        for path in strokes {
            path.stroke()
        }
        if let brush = brushPosition {
            let ring = UIBezierPath(ovalIn: CGRect(x: brush.x - 8, y: brush.y - 8, width: 16, height: 16))
            ring.lineWidth = 2
            UIColor.systemOrange.setStroke()
            ring.stroke()
        }
    }
}
