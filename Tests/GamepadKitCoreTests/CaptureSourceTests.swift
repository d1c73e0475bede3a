import Testing
@testable import GamepadKitCore

@Suite("A capture changes nothing the user sees")
struct CaptureSourceTests {
    @Test("an up-to-date scan is written as it is; a stale one, none, or GamepadKit off: a scan for the capture only")
    func source() {
        #expect(CaptureSource.choose(isEnabled: true, isMapDirty: false, hasLastScan: true) == .lastScan)
        #expect(CaptureSource.choose(isEnabled: true, isMapDirty: true, hasLastScan: true) == .scanForCaptureOnly)
        #expect(CaptureSource.choose(isEnabled: true, isMapDirty: false, hasLastScan: false) == .scanForCaptureOnly)
        #expect(CaptureSource.choose(isEnabled: false, isMapDirty: false, hasLastScan: true) == .scanForCaptureOnly)
    }
}
