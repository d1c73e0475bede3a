import UIKit
@preconcurrency import GameController

/// A drawing pad that reads the controller itself: the left stick moves the brush, A held down
/// draws, X clears. GamepadKit.plist lists this class under `excludedScreens`, so the SDK leaves
/// the controller to this screen while it is shown.
final class DrawingViewController: UIViewController {

    @IBOutlet private weak var canvas: CanvasView!
    @IBOutlet private weak var hintLabel: UILabel!

    private var stickVelocity = CGVector.zero
    private var isDrawing = false
    private var displayLink: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Clear", style: .plain, target: self, action: #selector(clearCanvas))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(currentControllerChanged),
                           name: .GCControllerDidBecomeCurrent, object: nil)
        center.addObserver(self, selector: #selector(currentControllerChanged),
                           name: .GCControllerDidStopBeingCurrent, object: nil)
        attachCurrentController()
        let link = CADisplayLink(target: self, selector: #selector(step))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayLink?.invalidate()
        displayLink = nil
        NotificationCenter.default.removeObserver(self, name: .GCControllerDidBecomeCurrent, object: nil)
        NotificationCenter.default.removeObserver(self, name: .GCControllerDidStopBeingCurrent, object: nil)
        GCController.controllers().forEach(detach)
        canvas.brushPosition = nil
    }

    // MARK: Controller

    /// GameController posts its notifications on the main thread.
    @objc private func currentControllerChanged() {
        attachCurrentController()
    }

    // GameController calls the handlers below on its handler queue, which is the main queue
    // unless an app changes it; this screen never does.
    private func attachCurrentController() {
        GCController.controllers().forEach(detach)
        guard let gamepad = GCController.current?.extendedGamepad else {
            hintLabel.text = "Connect a controller to draw with the left stick, or draw with a finger."
            canvas.brushPosition = nil
            return
        }
        hintLabel.text = "Left stick moves the brush, hold A to draw, X clears."
        if canvas.brushPosition == nil {
            canvas.brushPosition = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
        }
        gamepad.leftThumbstick.valueChangedHandler = { [weak self] _, x, y in
            self?.stickVelocity = CGVector(dx: CGFloat(x), dy: CGFloat(-y))
        }
        gamepad.buttonA.pressedChangedHandler = { [weak self] _, _, pressed in
            self?.setDrawing(pressed)
        }
        gamepad.buttonX.pressedChangedHandler = { [weak self] _, _, pressed in
            if pressed { self?.clearCanvas() }
        }
    }

    private func detach(_ controller: GCController) {
        guard let gamepad = controller.extendedGamepad else { return }
        gamepad.leftThumbstick.valueChangedHandler = nil
        gamepad.buttonA.pressedChangedHandler = nil
        gamepad.buttonX.pressedChangedHandler = nil
    }

    private func setDrawing(_ drawing: Bool) {
        guard drawing != isDrawing, let brush = canvas.brushPosition else { return }
        isDrawing = drawing
        if drawing {
            canvas.beginStroke(at: brush)
        } else {
            canvas.endStroke()
        }
    }

    /// Moves the brush by the stick's deflection once per frame.
    @objc private func step() {
        guard let brush = canvas.brushPosition else { return }
        let speed: CGFloat = 6
        let deadzone: CGFloat = 0.15
        let dx = abs(stickVelocity.dx) < deadzone ? 0 : stickVelocity.dx
        let dy = abs(stickVelocity.dy) < deadzone ? 0 : stickVelocity.dy
        guard dx != 0 || dy != 0 else { return }
        let bounds = canvas.bounds
        let next = CGPoint(
            x: min(max(brush.x + dx * speed, bounds.minX), bounds.maxX),
            y: min(max(brush.y + dy * speed, bounds.minY), bounds.maxY)
        )
        canvas.brushPosition = next
        if isDrawing {
            canvas.continueStroke(to: next)
        }
    }

    @objc private func clearCanvas() {
        canvas.clear()
    }
}
