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

    @Test("non-finite padding and width fall back to zero; a non-finite frame places nothing")
    func badInput() {
        let frame = Rect(x: 10, y: 10, width: 50, height: 50)
        let placement = HighlightPlacement.around(elementFrame: frame, elementCornerRadius: -5,
                                                  padding: .nan, cornerRadiusOverride: .nan, lineWidth: .infinity)
        #expect(placement == HighlightPlacement(frame: frame, cornerRadius: 0, lineWidth: 0))
        #expect(HighlightPlacement.around(elementFrame: Rect(x: .nan, y: 0, width: 1, height: 1), elementCornerRadius: 0,
                                          padding: 4, cornerRadiusOverride: nil, lineWidth: 2) == nil)
    }

    @Test("a negative padding draws the ring inside the element, its corners still concentric")
    func negativePaddingInsets() {
        let placement = HighlightPlacement.around(
            elementFrame: Rect(x: 100, y: 200, width: 80, height: 40), elementCornerRadius: 12,
            padding: -6, cornerRadiusOverride: nil, lineWidth: 2)
        // The ring's outer edge is 6 - 2 = 4 points inside the element; its radius 12 - 4.
        #expect(placement == HighlightPlacement(frame: Rect(x: 104, y: 204, width: 72, height: 32), cornerRadius: 8, lineWidth: 2))
    }

    @Test("a negative padding deeper than the element's corner radius gives square corners, not a negative radius")
    func negativePaddingSquareCorners() {
        let placement = HighlightPlacement.around(
            elementFrame: Rect(x: 0, y: 0, width: 100, height: 100), elementCornerRadius: 3,
            padding: -10, cornerRadiusOverride: nil, lineWidth: 2)
        #expect(placement == HighlightPlacement(frame: Rect(x: 8, y: 8, width: 84, height: 84), cornerRadius: 0, lineWidth: 2))
    }

    @Test("a negative padding past the element's middle collapses that side to the centre line, never a negative size")
    func negativePaddingPastTheMiddle() {
        // A 120×20 chip with the ring 15 points inside: 90 wide still, but 20 - 2 × 13 < 0 high.
        let thin = HighlightPlacement.around(
            elementFrame: Rect(x: 10, y: 50, width: 120, height: 20), elementCornerRadius: 10,
            padding: -15, cornerRadiusOverride: nil, lineWidth: 2)
        #expect(thin == HighlightPlacement(frame: Rect(x: 23, y: 60, width: 94, height: 0), cornerRadius: 0, lineWidth: 2))

        // Both sides inverted: the element's centre point.
        let point = HighlightPlacement.around(
            elementFrame: Rect(x: 10, y: 20, width: 30, height: 40), elementCornerRadius: 0,
            padding: -50, cornerRadiusOverride: 8, lineWidth: 1)
        #expect(point == HighlightPlacement(frame: Rect(x: 25, y: 40, width: 0, height: 0), cornerRadius: 0, lineWidth: 1))
    }
}
