#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Whether GamepadKit follows SwiftUI views now (`SwiftUIListening`): only while it runs and a
/// game controller is connected, or a hardware keyboard whose keys navigated. The roots observe it
/// and hand it down (`GamepadSwiftUIContext`); while it is false no view reports a frame, registers or measures anything, and when it turns
/// true the views on screen register at once.
@MainActor
final class GamepadSwiftUIActivity: ObservableObject {
    static let shared = GamepadSwiftUIActivity()

    @Published private(set) var isListening = false

    private init() {}

    func setListening(_ listening: Bool) {
        guard listening != isListening else { return }
        isListening = listening
    }
}
#endif
