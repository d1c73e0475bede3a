#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Focus moved: what had it, what has it now, and where it is on screen.
///
/// Delivered to ``GamepadKit/onFocusChange`` and posted as
/// ``GamepadKit/focusDidChangeNotification`` (the value is under the `userInfo` key
/// ``GamepadKit/focusChangeUserInfoKey``).
public struct FocusChange: Equatable, Sendable {
    /// The id of the element that had focus, nil when nothing had.
    public var previousID: String?
    /// The id of the element that has focus now, nil when the highlight went away.
    public var currentID: String?
    /// The focused element's frame in window coordinates (nil when nothing is focused).
    public var frame: CGRect?

    /// A change from `previousID` to `currentID`, now at `frame`.
    public init(previousID: String?, currentID: String?, frame: CGRect?) {
        self.previousID = previousID
        self.currentID = currentID
        self.frame = frame
    }
}
#endif
