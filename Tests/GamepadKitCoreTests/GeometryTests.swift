import Testing
@testable import GamepadKitCore

@Suite("Geometry")
struct GeometryTests {
    @Test("touching rectangles do not intersect; overlapping ones share their common area")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)) == nil)
    }

    @Test("a rectangle with NaN or infinity is not finite; zero size is empty")
    func finiteness() {
        #expect(!Rect(x: .nan, y: 0, width: 1, height: 1).isFinite)
        #expect(!Rect(x: 0, y: 0, width: .infinity, height: 1).isFinite)
        #expect(Rect(x: 0, y: 0, width: 0, height: 4).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 4).isEmpty)
    }

    @Test("frames print without trailing .0")
    func printing() {
        #expect(Rect(x: 12, y: 4.5, width: 100, height: 44).description == "[12, 4.5, 100, 44]")
    }
}
