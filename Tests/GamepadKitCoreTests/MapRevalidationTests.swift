import Testing
@testable import GamepadKitCore

@Suite("Before a move on an older map: which views are read again, and when a difference rescans")
struct MapRevalidationTests {
    static func frame(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 100, height: 44) }

    /// A screen: a card (label, image) with no stop, a form holding an enabled Save button and
    /// a Retry button a timer enables later, and a hidden error banner holding a Close button.
    static var screen: ViewNode {
        ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 400, height: 800), children: [
            ViewNode(id: "card", kind: .view, frame: frame(0), children: [
                ViewNode(id: "title", kind: .label, frame: frame(0)),
                ViewNode(id: "photo", kind: .image, frame: frame(0)),
            ]),
            ViewNode(id: "form", kind: .stack, frame: frame(100), children: [
                ViewNode(id: "save", kind: .button, frame: frame(0), children: [
                    ViewNode(id: "saveTitle", kind: .label, frame: frame(0)),
                ]),
                ViewNode(id: "retry", kind: .button, frame: frame(50), isEnabled: false),
            ]),
            ViewNode(id: "banner", kind: .view, frame: frame(300), children: [
                ViewNode(id: "close", kind: .button, frame: frame(0)),
            ], isHidden: true),
            ViewNode(id: "drawing", kind: .view, frame: frame(400), children: [
                ViewNode(id: "drawing.element", kind: .accessibilityElement, frame: frame(0)),
            ]),
        ])
    }

    @Test("every view a stop can be made of is watched, disabled and hidden ones too, with every view above one")
    func watchedViews() {
        let ids = MapRevalidation.watches(in: Self.screen).map(\.id)
        #expect(ids == ["window", "form", "save", "retry", "banner", "close", "drawing"])
    }

    @Test("labels, images and a card with no stop inside are not read again")
    func viewsWithoutStopsNotWatched() {
        let ids = Set(MapRevalidation.watches(in: Self.screen).map(\.id))
        #expect(ids.isDisjoint(with: ["card", "title", "photo", "saveTitle"]))
    }

    @Test("an accessibility element is watched through the plain view that publishes it")
    func elementThroughItsView() {
        let ids = MapRevalidation.watches(in: Self.screen).map(\.id)
        #expect(ids.contains("drawing"))
        #expect(!ids.contains("drawing.element"))
    }

    @Test("a button a timer enabled with no layout pass asks for a rescan")
    func timerEnabledButton() throws {
        let retry = try #require(MapRevalidation.watches(in: Self.screen).first { $0.id == "retry" })
        let now = MapRevalidation.Facts(isHidden: false, alpha: 1, isEnabled: true, isInteractive: true)
        #expect(MapRevalidation.differs(seen: retry.seen, now: now))
    }

    @Test("an error banner unhidden without a layout pass asks for a rescan")
    func bannerUnhidden() throws {
        let banner = try #require(MapRevalidation.watches(in: Self.screen).first { $0.id == "banner" })
        let now = MapRevalidation.Facts(isHidden: false, alpha: 1, isEnabled: true, isInteractive: true)
        #expect(MapRevalidation.differs(seen: banner.seen, now: now))
    }

    @Test("a view that left its window or was released asks for a rescan")
    func viewGone() throws {
        let save = try #require(MapRevalidation.watches(in: Self.screen).first { $0.id == "save" })
        let outOfWindow = MapRevalidation.Facts(isInWindow: false, isHidden: false, alpha: 1, isEnabled: true, isInteractive: true)
        #expect(MapRevalidation.differs(seen: save.seen, now: outOfWindow))
        #expect(MapRevalidation.differs(seen: save.seen, now: nil))
    }

    @Test("a button faded from 1 to 0.5 still counts as the same: no rescan; faded out to 0 it does")
    func fades() throws {
        let save = try #require(MapRevalidation.watches(in: Self.screen).first { $0.id == "save" })
        let halfFaded = MapRevalidation.Facts(isHidden: false, alpha: 0.5, isEnabled: true, isInteractive: true)
        let fadedOut = MapRevalidation.Facts(isHidden: false, alpha: 0, isEnabled: true, isInteractive: true)
        #expect(!MapRevalidation.differs(seen: save.seen, now: halfFaded))
        #expect(MapRevalidation.differs(seen: save.seen, now: fadedOut))
    }

    @Test("a form whose user interaction was turned off asks for a rescan")
    func interactionOff() throws {
        let form = try #require(MapRevalidation.watches(in: Self.screen).first { $0.id == "form" })
        let now = MapRevalidation.Facts(isHidden: false, alpha: 1, isEnabled: true, isInteractive: false)
        #expect(MapRevalidation.differs(seen: form.seen, now: now))
    }

    @Test("a screen with no stop at all watches nothing")
    func noStops() {
        let screen = ViewNode(id: "window", kind: .view, frame: Self.frame(0), children: [
            ViewNode(id: "label", kind: .label, frame: Self.frame(0)),
        ])
        #expect(MapRevalidation.watches(in: screen).isEmpty)
    }
}
