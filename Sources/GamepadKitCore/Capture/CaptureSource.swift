/// What `GamepadKit.captureScreen()` writes: the last scan when it still shows the screen,
/// else a scan made for the capture alone. A capture is a debugging call: it never hands a
/// scan to the focus engine, so it cannot move focus, fire `onFocusChange` or move the
/// highlight — the user sees nothing of it.
public enum CaptureSource: Hashable, Sendable {
    /// The scan the focus engine navigates now: nothing changed on screen since.
    case lastScan
    /// A scan of the screen as it is now, written and then dropped (the engine keeps its own).
    case scanForCaptureOnly

    /// The source for a capture: the last scan while GamepadKit is enabled, the map is not out
    /// of date and a scan exists; otherwise a scan for the capture only.
    public static func choose(isEnabled: Bool, isMapDirty: Bool, hasLastScan: Bool) -> CaptureSource {
        isEnabled && !isMapDirty && hasLastScan ? .lastScan : .scanForCaptureOnly
    }
}
