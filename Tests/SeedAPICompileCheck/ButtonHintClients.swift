// Swift 5 app code using the 2.x helpers from a plain (non-actor) class and from a background
// queue: the button-hint symbols and the on-device map must be callable from any class
// (iOS compile check only; it is not part of any target).
import UIKit
import GameControllerBinder

final class ButtonHintPresenter {
    private(set) var selectSymbol: String?
    private(set) var backSymbol: String?
    private var observer: NSObjectProtocol?

    init() {
        refresh()
        observer = NotificationCenter.default.addObserver(forName: GamepadKit.buttonSymbolsDidChangeNotification,
                                                          object: nil, queue: .main) { [weak self] _ in
            self?.refresh()
        }
    }

    func refresh() {
        selectSymbol = GamepadKit.symbolName(for: .activate)
        backSymbol = GamepadKit.symbolName(for: .back)
    }

    func image(for symbol: String?) -> UIImage? {
        symbol.flatMap { UIImage(systemName: $0) }
    }
}

func toggleDebugMap() {
    GamepadKit.showsMap = !GamepadKit.showsMap
}

func readHintInBackground() {
    DispatchQueue.global().async {
        _ = GamepadKit.symbolName(for: .nextTab)
        GamepadKit.showsMap = true
    }
}
