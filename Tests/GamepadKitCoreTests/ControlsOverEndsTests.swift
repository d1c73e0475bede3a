import Testing
@testable import GamepadKitCore

/// A control drawn over one end of another element (a password field's show button, a search
/// field's Clear button, overlapping buttons of a row) takes the touches there: the element keeps
/// the part a finger can touch, so the control is its neighbour.
@Suite("Controls over the end of another element")
struct ControlsOverEndsTests {
    @Test("each end is cut where the control covers it; the element keeps the rest")
    func eachEnd() {
        let field = Rect(x: 100, y: 100, width: 200, height: 40)
        #expect(ControlsOverEnds.cutting(field, by: Rect(x: 260, y: 104, width: 50, height: 32)) == Rect(x: 100, y: 100, width: 160, height: 40))
        #expect(ControlsOverEnds.cutting(field, by: Rect(x: 95, y: 104, width: 40, height: 32)) == Rect(x: 135, y: 100, width: 165, height: 40))
        let card = Rect(x: 0, y: 0, width: 300, height: 200)
        #expect(ControlsOverEnds.cutting(card, by: Rect(x: 0, y: 150, width: 300, height: 50)) == Rect(x: 0, y: 0, width: 300, height: 150))
        #expect(ControlsOverEnds.cutting(card, by: Rect(x: 10, y: -4, width: 280, height: 44)) == Rect(x: 0, y: 40, width: 300, height: 160))
    }

    @Test("no cut for a control inside the element away from its ends, one covering less than half across, one reaching past the middle, or a few points of overlap")
    func whatCutsNothing() {
        let field = Rect(x: 100, y: 100, width: 200, height: 40)
        // A badge in the middle, short of the end by more than the tolerance.
        #expect(ControlsOverEnds.cutting(field, by: Rect(x: 200, y: 104, width: 40, height: 32)) == nil)
        // Over the end, but only a corner of it (less than half the height).
        #expect(ControlsOverEnds.cutting(field, by: Rect(x: 270, y: 100, width: 40, height: 15)) == nil)
        // Starting before the middle: most of the field would go.
        #expect(ControlsOverEnds.cutting(field, by: Rect(x: 180, y: 100, width: 140, height: 40)) == nil)
        // Two stacked buttons overlapping by a point or by the beam rules' allowance.
        #expect(ControlsOverEnds.cutting(Rect(x: 20, y: 200, width: 353, height: 45), by: Rect(x: 20, y: 244, width: 353, height: 45)) == nil)
        #expect(ControlsOverEnds.cutting(field, by: Rect(x: 292, y: 100, width: 40, height: 40)) == nil)
    }

    /// The scan of a 375 × 667 screen holding `views`, in that tree order.
    static func scan(_ views: [ViewNode]) -> FocusSnapshot {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        return FocusScanner().scan(ViewNode(id: "root", kind: .view, frame: screen, children: views), bounds: screen)
    }

    /// A 375-pt form: a password field and its show button, the button first or last in tree order.
    static func form(buttonOnTop: Bool) -> FocusSnapshot {
        let field = ViewNode(id: "password", kind: .textField, frame: Rect(x: 10, y: 120, width: 355, height: 38))
        let show = ViewNode(id: "show", kind: .button, frame: Rect(x: 319, y: 123, width: 46, height: 32))
        let done = ViewNode(id: "done", kind: .button, frame: Rect(x: 20, y: 300, width: 335, height: 44))
        return scan(buttonOnTop ? [field, show, done] : [show, field, done])
    }

    @Test("a show button drawn over the password field's end is the field's right neighbour, and the field its left one")
    func showButtonOverTheField() {
        let snapshot = Self.form(buttonOnTop: true)
        #expect(snapshot.candidate(id: "password")?.frame == Rect(x: 10, y: 120, width: 309, height: 38))
        #expect(snapshot.candidate(id: "show")?.frame == Rect(x: 319, y: 123, width: 46, height: 32))
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "password", .right) == "show")
        #expect(map.neighbor(of: "show", .left) == "password")
    }

    @Test("a button drawn under the field (before it in tree order) cuts nothing: the field takes the touches there")
    func buttonUnderTheField() {
        let snapshot = Self.form(buttonOnTop: false)
        #expect(snapshot.candidate(id: "password")?.frame == Rect(x: 10, y: 120, width: 355, height: 38))
    }

    @Test("rows and bar items neither cut nor are cut")
    func rowsAndBarsStay() {
        var candidates = [
            FocusCandidate(id: "row", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 375, height: 44), listID: "list", rowPath: RowPath(section: 0, row: 0)),
            FocusCandidate(id: "delete", kind: .button, frame: Rect(x: 300, y: 0, width: 75, height: 44), listID: "list", rowPath: RowPath(section: 0, row: 0)),
            FocusCandidate(id: "title", kind: .button, frame: Rect(x: 0, y: 600, width: 375, height: 44)),
            FocusCandidate(id: "item", kind: .barButton, frame: Rect(x: 300, y: 600, width: 75, height: 44), barID: "toolbar"),
        ]
        let before = candidates
        ControlsOverEnds.cut(&candidates)
        #expect(candidates == before)
    }

    @Test("a field revealed by a page turn keeps its frame, as the frame its page turn reveals does")
    func pagedFieldStays() {
        var field = FocusCandidate(id: "password", kind: .textField, frame: Rect(x: 385, y: 120, width: 355, height: 38), scrollContainerID: "pager")
        field.pagedRevealFrame = Rect(x: 10, y: 120, width: 355, height: 38)
        var candidates = [field, FocusCandidate(id: "show", kind: .button, frame: Rect(x: 694, y: 123, width: 46, height: 32), scrollContainerID: "pager")]
        ControlsOverEnds.cut(&candidates)
        #expect(candidates[0].frame == Rect(x: 385, y: 120, width: 355, height: 38))
    }

    @Test("a Clear button just before a show button at a field's end: the field ends at Clear, and right goes field, Clear, show and back")
    func twoControlsAtOneEnd() {
        let snapshot = Self.scan([
            ViewNode(id: "password", kind: .textField, frame: Rect(x: 10, y: 120, width: 355, height: 38)),
            ViewNode(id: "clear", kind: .button, frame: Rect(x: 291, y: 123, width: 34, height: 32)),
            ViewNode(id: "show", kind: .button, frame: Rect(x: 327, y: 123, width: 38, height: 32)),
        ])
        #expect(snapshot.candidate(id: "password")?.frame == Rect(x: 10, y: 120, width: 281, height: 38))
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "password", .right) == "clear")
        #expect(map.neighbor(of: "clear", .right) == "show")
        #expect(map.neighbor(of: "show", .left) == "clear")
        #expect(map.neighbor(of: "clear", .left) == "password")
    }

    @Test("a tap-outside backdrop under a sheet whose Cancel spans its bottom is still no stop")
    func backdropUnderASheet() {
        let snapshot = Self.scan([
            ViewNode(id: "backdrop", kind: .button, frame: Rect(x: 0, y: 0, width: 375, height: 667)),
            ViewNode(id: "share", kind: .button, frame: Rect(x: 0, y: 497, width: 375, height: 50)),
            ViewNode(id: "cancel", kind: .button, frame: Rect(x: 0, y: 597, width: 375, height: 70)),
        ])
        #expect(snapshot.candidates.map(\.id) == ["share", "cancel"])
    }
}
