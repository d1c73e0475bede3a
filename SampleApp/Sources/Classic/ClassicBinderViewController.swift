import UIKit
import GameControllerBinder

/// A screen written against the GameControllerBinder 1.1 API, the way its README shows: an
/// explicit binder, button bindings, and the four focus calls in `viewDidAppear`. Plain
/// `UIButton`s (focusable as `UIControl`s) sit beside custom `FocusableCardView`s.
final class ClassicBinderViewController: UIViewController {

    let binder = GameControllerBinder()

    private let playButton = UIButton(type: .system)
    private let pauseButton = UIButton(type: .system)
    private let resetButton = UIButton(type: .system)
    private let cards = [
        FocusableCardView(name: "card.red", title: "Red", color: .systemRed),
        FocusableCardView(name: "card.green", title: "Green", color: .systemGreen),
        FocusableCardView(name: "card.blue", title: "Blue", color: .systemBlue),
    ]
    private let statusLabel = UILabel()
    private let throttleView = UIProgressView(progressViewStyle: .default)
    private let stickLabel = UILabel()

    private var isPlaying = false {
        didSet { statusLabel.text = isPlaying ? "Playing" : "Paused" }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Classic binder"
        view.backgroundColor = .systemBackground
        buildLayout()
        bindController()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        binder.registerAllFocusableSubviews(from: view)
        binder.setupDefaultDirectionalInputHandlers()
        binder.setInitialFocus(to: playButton)
        binder.setupTapActionInputHandler()
    }

    // MARK: Bindings (1.1 API)

    private func bindController() {
        binder.bindButtonToAction(buttonName: .buttonX) { [weak self] in
            self?.reset()
        }
        binder.bindButtonToAction(buttonName: .buttonY, pressAction: { [weak self] in
            self?.statusLabel.text = "Y held: showing hints"
        }, releaseAction: { [weak self] in
            self?.statusLabel.text = self?.isPlaying == true ? "Playing" : "Paused"
        })
        binder.bindButtonToUIElement(buttonName: .rightShoulder, uiElement: playButton) { [weak self] in
            self?.play()
        }
        binder.bindButtonToUIElement(buttonName: .leftShoulder, uiElement: pauseButton, withAnimation: false) { [weak self] in
            self?.pause()
        }
        binder.bindTriggerToAction(triggerName: .rightTrigger) { [weak self] value in
            self?.throttleView.setProgress(value, animated: false)
        }
        binder.bindThumbstickToAction(thumbstickName: .rightThumbstick) { [weak self] x, y in
            self?.stickLabel.text = String(format: "Right stick %.2f, %.2f", x, y)
        }
        binder.bindPlaystionButtonToAction(playStationButtonName: .touchpadButton) { [weak self] in
            self?.statusLabel.text = "Touchpad pressed"
        }
        binder.bindXboxButtonToAction(xboxButtonName: .shareButton) { [weak self] in
            self?.statusLabel.text = "Share pressed"
        }
    }

    // MARK: Actions

    @objc private func play() {
        isPlaying = true
    }

    @objc private func pause() {
        isPlaying = false
    }

    @objc private func reset() {
        isPlaying = false
        throttleView.setProgress(0, animated: true)
        statusLabel.text = "Reset"
    }

    private func pick(_ card: FocusableCardView) {
        statusLabel.text = "Picked \(card.accessibilityLabel ?? card.name)"
    }

    // MARK: Layout

    private func buildLayout() {
        let intro = UILabel()
        intro.text = "Buttons and cards here are driven by an explicit GameControllerBinder. "
            + "R1 plays, L1 pauses, X resets, R2 sets the throttle."
        intro.numberOfLines = 0
        intro.font = .preferredFont(forTextStyle: .subheadline)
        intro.textColor = .secondaryLabel

        for (button, title, action) in [
            (playButton, "Play", #selector(play)),
            (pauseButton, "Pause", #selector(pause)),
            (resetButton, "Reset", #selector(reset)),
        ] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.backgroundColor = .secondarySystemBackground
            button.layer.cornerRadius = 8
            button.addTarget(self, action: action, for: .touchUpInside)
        }
        let buttonRow = UIStackView(arrangedSubviews: [playButton, pauseButton, resetButton])
        buttonRow.axis = .horizontal
        buttonRow.distribution = .fillEqually
        buttonRow.spacing = 12

        for card in cards {
            card.onTap = { [weak self, weak card] in
                guard let self, let card else { return }
                self.pick(card)
            }
        }
        let cardRow = UIStackView(arrangedSubviews: cards)
        cardRow.axis = .horizontal
        cardRow.distribution = .fillEqually
        cardRow.spacing = 12

        statusLabel.text = "Paused"
        statusLabel.font = .preferredFont(forTextStyle: .headline)
        stickLabel.text = "Right stick 0.00, 0.00"
        stickLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)

        let column = UIStackView(arrangedSubviews: [intro, buttonRow, cardRow, statusLabel, throttleView, stickLabel])
        column.axis = .vertical
        column.spacing = 20
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            buttonRow.heightAnchor.constraint(equalToConstant: 44),
            cardRow.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}
