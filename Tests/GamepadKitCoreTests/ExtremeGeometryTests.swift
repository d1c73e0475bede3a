import Testing
@testable import GamepadKitCore

@Suite("Extreme geometry: frames and screens that apps and files really produce never trap")
struct ExtremeGeometryTests {
    @Test("a screen 100 pt wide and 1e40 pt tall (and the other way round) scans, and its button is a stop")
    func extremeAspectRatioScreen() {
        let tall = Rect(x: 0, y: 0, width: 100, height: 1e40)
        let root = ViewNode(id: "window", kind: .view, frame: tall, children: [button("ok", x: 0, y: 0, width: 44, height: 44)])
        #expect(FocusScanner().scan(root, bounds: tall).candidates.map(\.id) == ["ok"])
        let wide = Rect(x: 0, y: 0, width: 1e40, height: 100)
        let row = ViewNode(id: "window", kind: .view, frame: wide, children: [button("ok", x: 0, y: 0, width: 44, height: 44)])
        #expect(FocusScanner().scan(row, bounds: wide).candidates.map(\.id) == ["ok"])
    }

    @Test("a carousel whose content is greatestFiniteMagnitude wide, with a cover over it, scans")
    func infiniteCarousel() {
        let huge = Double.greatestFiniteMagnitude
        var carousel = ViewNode(id: "carousel", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 200),
                                children: [button("card", x: 0, y: 0, width: huge, height: 200)])
        carousel.contentOffset = LayoutPoint(x: 0, y: 0)
        let cover = ViewNode(id: "cover", kind: .view, frame: Rect(x: 0, y: 0, width: huge, height: 50))
        let snapshot = FocusScanner().scan(window([carousel, cover, button("below", y: 400)]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id).contains("below"))
    }

    @Test("conversions clamp: NaN to the lower bound, infinities and huge values to the ends")
    func saturatingConversion() {
        #expect(Int(saturating: .nan, in: 0...10) == 0)
        #expect(Int(saturating: .infinity, in: 0...10) == 10)
        #expect(Int(saturating: -.infinity, in: 0...10) == 0)
        #expect(Int(saturating: 1e40) == Int.max)
        #expect(Int(saturating: -1e40) == Int.min)
        #expect(Int(saturating: 7.9, in: 0...10) == 7)
        #expect(Int(saturating: Double(Int.max)) == Int.max)
    }
}
