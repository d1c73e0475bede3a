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
    /// Counts the times listening turned on. The views' reporters take it as their identity, so
    /// that each turn-on is a change SwiftUI sees, even when listening went off and on again
    /// before SwiftUI redrew (the views then appear anew and register again).
    @Published private(set) var epoch = 0

    private init() {}

    func setListening(_ listening: Bool) {
        guard listening != isListening else { return }
        if listening { epoch &+= 1 }
        isListening = listening
    }
}
#endif
