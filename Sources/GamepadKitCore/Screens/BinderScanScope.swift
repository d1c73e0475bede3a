/// What is scanned in binder-only mode (the app registered its views through the 1.1 API and
/// never called `GamepadKit.enable()`) while a controller is presented over them.
///
/// A presented alert or sheet takes every touch: what lies under it cannot be tapped. So while
/// one is on screen (`ScreenResolution.modalScope`), only the registered views inside it are
/// scanned; when none of them is inside it, its whole view is (an alert's actions, a sheet's
/// controls), so the user can always answer or leave it. With nothing presented, the
/// registered views are scanned, as in 1.1.
public enum BinderScanScope: Hashable, Sendable {
    /// Scan these registered views (indexes into the list given).
    case registered([Int])
    /// Scan the presented controller's view (the modal scope).
    case modalScope

    /// The scope for `registeredInsideModal` (for each registered view, whether it lies inside
    /// the presented controller's view) when `hasModalScope`.
    public static func choose(registeredInsideModal: [Bool], hasModalScope: Bool) -> BinderScanScope {
        guard hasModalScope else { return .registered(Array(registeredInsideModal.indices)) }
        let inside = registeredInsideModal.indices.filter { registeredInsideModal[$0] }
        return inside.isEmpty ? .modalScope : .registered(inside)
    }
}
