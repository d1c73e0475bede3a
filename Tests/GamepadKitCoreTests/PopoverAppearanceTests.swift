import Testing
@testable import GamepadKitCore

@Suite("An iPad action sheet's popover, read without the delegate")
struct PopoverAppearanceTests {
    @Test("an action sheet in a popover with its arrow on a full-width iPad is a popover")
    func regularWidth() {
        #expect(PopoverAppearance.isPopover(presentationStyle: .popover, hasArrow: true, isHorizontallyCompact: false))
        #expect(PopoverAppearance.isPopover(presentationStyle: .popover, hasArrow: false, isHorizontallyCompact: false))
    }

    @Test("in Slide Over (compact width) the popover adapted to a sheet: no arrow, no popover")
    func compactWidth() {
        #expect(!PopoverAppearance.isPopover(presentationStyle: .popover, hasArrow: false, isHorizontallyCompact: true))
    }

    @Test("a delegate that kept the popover in compact width shows an arrow: still a popover")
    func delegateKeptPopover() {
        #expect(PopoverAppearance.isPopover(presentationStyle: .popover, hasArrow: true, isHorizontallyCompact: true))
    }

    @Test("an alert presented otherwise is never a popover")
    func notAPopover() {
        #expect(!PopoverAppearance.isPopover(presentationStyle: .formSheet, hasArrow: true, isHorizontallyCompact: false))
    }
}
