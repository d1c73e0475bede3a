import Testing
@testable import GamepadKitCore

/// An alert action is a stop where its button is, or nowhere when UIKit shows no button for it.
@Suite("Alert action placement")
struct AlertActionPlacementTests {
    let synthetic = Rect(x: 0, y: 100, width: 270, height: 44)

    @Test("the cancel action of an iPad action sheet shown as a popover is no stop")
    func popoverCancelIsNoStop() {
        #expect(AlertActionPlacement.frame(found: nil, isCancel: true, isActionSheetInPopover: true, synthetic: synthetic) == nil)
    }

    @Test("a found button keeps its real frame, in a popover too")
    func foundFrameKept() {
        let found = Rect(x: 10, y: 20, width: 250, height: 57)
        #expect(AlertActionPlacement.frame(found: found, isCancel: true, isActionSheetInPopover: true, synthetic: synthetic) == found)
    }

    @Test("an action of a phone's action sheet whose view was not found keeps a stand-in row")
    func phoneSheetKeepsStandIn() {
        #expect(AlertActionPlacement.frame(found: nil, isCancel: true, isActionSheetInPopover: false, synthetic: synthetic) == synthetic)
        #expect(AlertActionPlacement.frame(found: nil, isCancel: false, isActionSheetInPopover: true, synthetic: synthetic) == synthetic)
    }
}
