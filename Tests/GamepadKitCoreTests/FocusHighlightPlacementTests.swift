import Testing
@testable import GamepadKitCore

@Suite("Highlight placement")
struct FocusHighlightPlacementTests {
    @Test("the ring sits padding away from the element and follows its corners concentrically")
    func concentricRing() {
        let placement = HighlightPlacement.around(
            elementFrame: Rect(x: 100, y: 200, width: 80, height: 40), elementCornerRadius: 8,
            padding: 4, cornerRadiusOverride: nil, lineWidth: 3)
        #expect(placement == HighlightPlacement(frame: Rect(x: 93, y: 193, width: 94, height: 54), cornerRadius: 15, lineWidth: 3))
    }

    @Test("a style's corner radius wins over the element's")
    func overrideRadius() {
        let placement = HighlightPlacement.around(
            elementFrame: Rect(x: 0, y: 0, width: 100, height: 100), elementCornerRadius: 30,
            padding: 2, cornerRadiusOverride: 6, lineWidth: 2)
        #expect(placement?.cornerRadius == 6)
        #expect(placement?.frame == Rect(x: -4, y: -4, width: 108, height: 108))
    }

    @Test("the radius never exceeds half the shorter side (a capsule at most)")
    func radiusClamped() {
        let placement = HighlightPlacement.around(
            elementFrame: Rect(x: 0, y: 0, width: 200, height: 20), elementCornerRadius: 40,
            padding: 0, cornerRadiusOverride: nil, lineWidth: 2)
        #expect(placement?.cornerRadius == 12)
    }

    @Test("negative or non-finite padding and width fall back to zero; a non-finite frame places nothing")
    func badInput() {
        let frame = Rect(x: 10, y: 10, width: 50, height: 50)
        let placement = HighlightPlacement.around(elementFrame: frame, elementCornerRadius: -5,
                                                  padding: -3, cornerRadiusOverride: .nan, lineWidth: .infinity)
        #expect(placement == HighlightPlacement(frame: frame, cornerRadius: 0, lineWidth: 0))
        #expect(HighlightPlacement.around(elementFrame: Rect(x: .nan, y: 0, width: 1, height: 1), elementCornerRadius: 0,
                                          padding: 4, cornerRadiusOverride: nil, lineWidth: 2) == nil)
    }
}
