import Testing
@testable import GamepadKitCore

@Suite("The page script's JSON: read exactly, and bad input never crashes")
struct WebPageListingTests {
    static let sample = """
    {"version":1,"url":"https://example.com/a","viewport":{"width":390,"height":844},"scroll":{"x":0,"y":120},
     "document":{"width":390,"height":3000},"rtl":false,
     "elements":[
      {"key":17,"tag":"A","type":null,"role":null,"label":"Sign in","rect":[16,40.5,100,24],"hit":true,"display":true,
       "opacity":1,"pointerEvents":true,"inert":false,"disabled":false,"editable":false,"checked":null,"href":true,
       "fixed":false,"scroller":-1,"frame":0,"tabIndex":0,"onclick":false,"pointerCursor":true},
      {"key":18,"tag":"input","type":"Checkbox","role":null,"label":"","rect":[16,80,16,16],"hit":true,"display":true,
       "opacity":0.5,"pointerEvents":true,"inert":false,"disabled":false,"editable":false,"checked":true,"href":false,
       "fixed":true,"scroller":0,"frame":1,"tabIndex":-1,"onclick":true,"pointerCursor":false}
     ],
     "scrollers":[{"rect":[0,300,390,200],"scroll":[40,0],"content":[1200,200],"horizontal":true,"vertical":false}],
     "frames":[{"rect":[0,0,390,844]},{"rect":[0,60,390,400]}]}
    """

    @Test("a whole listing reads into its values, tags and types lowercased")
    func readsEverything() throws {
        let listing = try WebPageListing.decode(Self.sample)
        #expect(listing.url == "https://example.com/a")
        #expect(listing.viewport == LayoutSize(width: 390, height: 844))
        #expect(listing.scroll == LayoutPoint(x: 0, y: 120))
        #expect(listing.document == LayoutSize(width: 390, height: 3000))
        #expect(listing.isRightToLeft == false)
        #expect(listing.elements == [
            WebElement(key: 17, tag: "a", label: "Sign in", rect: Rect(x: 16, y: 40.5, width: 100, height: 24), hasHref: true,
                       hasPointerCursor: true),
            WebElement(key: 18, tag: "input", type: "checkbox", rect: Rect(x: 16, y: 80, width: 16, height: 16), opacity: 0.5,
                       checked: true, isFixed: true, scroller: 0, frame: 1, tabIndex: -1, hasOnClick: true),
        ])
        #expect(listing.scrollers == [WebScroller(rect: Rect(x: 0, y: 300, width: 390, height: 200), scroll: LayoutPoint(x: 40, y: 0),
                                                  content: LayoutSize(width: 1200, height: 200), scrollsHorizontally: true, scrollsVertically: false)])
        #expect(listing.frames == [WebFrame(rect: Rect(x: 0, y: 0, width: 390, height: 844)), WebFrame(rect: Rect(x: 0, y: 60, width: 390, height: 400))])
        #expect(listing.droppedElementCount == 0)
        #expect(listing.notes.isEmpty)
    }

    @Test("what makes the whole listing unreadable is an error that says so")
    func wholeListingErrors() {
        func error(_ json: String) -> WebListingError? {
            do {
                _ = try WebPageListing.decode(json)
                return nil
            } catch let error as WebListingError {
                return error
            } catch {
                return .malformed("other error")
            }
        }
        #expect(error("") == .malformed("not a JSON object the page script writes"))
        #expect(error("[1,2]") == .malformed("the top level is not an object"))
        #expect(error("{\"version\":2,\"viewport\":{\"width\":1,\"height\":1},\"elements\":[]}") == .unsupportedVersion(2))
        #expect(error("{\"viewport\":{\"width\":1,\"height\":1},\"elements\":[]}") == .malformed("no version"))
        #expect(error("{\"version\":1,\"elements\":[]}") == .invalidValue(key: "viewport"))
        #expect(error("{\"version\":1,\"viewport\":{\"width\":-5,\"height\":1},\"elements\":[]}") == .invalidValue(key: "viewport"))
        #expect(error("{\"version\":1,\"viewport\":{\"width\":1e300,\"height\":1},\"elements\":[]}") == .invalidValue(key: "viewport"))
        #expect(error("{\"version\":1,\"viewport\":{\"width\":1,\"height\":1},\"scroll\":{\"x\":1e200,\"y\":0},\"elements\":[]}")
                == .invalidValue(key: "scroll"))
        #expect(error("{\"version\":1,\"viewport\":{\"width\":1,\"height\":1}}") == .malformed("no elements array"))
        #expect(error(String(repeating: " ", count: WebPageListing.maximumJSONLength + 1))
                == .tooLarge(bytes: WebPageListing.maximumJSONLength + 1))
        #expect(error("{\"version\":1,\"error\":\"TypeError: x is null\",\"elements\":[],\"scrollers\":[],\"frames\":[]}")
                == .malformed("the page script failed: TypeError: x is null"))
        #expect(error("{\"version\":1,\"viewport\":{\"width\":1,\"height\":1},\"elements\":[]}") == nil)
    }

    @Test("bad elements are dropped one by one, with a count and notes; the rest of the page stays")
    func badElements() throws {
        let json = """
        {"version":1,"viewport":{"width":390,"height":844},"elements":[
          {"key":1,"tag":"a","rect":[0,0,10,10],"hit":true,"display":true,"opacity":1,"pointerEvents":true},
          {"key":1.5,"tag":"a","rect":[0,0,10,10]},
          {"key":2,"tag":"a","rect":[0,0,-10,10]},
          {"key":3,"tag":"a","rect":[0,0,10]},
          {"key":4,"tag":"a","rect":[0,1e300,10,10]},
          {"key":5,"rect":[0,0,10,10]},
          {"key":1,"tag":"button","rect":[0,0,10,10]},
          "not an object", 42, null,
          {"key":6,"tag":"a","rect":[0,0,10,10],"frame":3},
          {"key":7,"tag":"a","rect":[0,0,10,10],"scroller":9,"opacity":7,"label":12,"hit":"yes"},
          {"key":99999999999,"tag":"a","rect":[0,0,10,10]}
        ]}
        """
        let listing = try WebPageListing.decode(json)
        #expect(listing.elements.map(\.key) == [1, 7])
        #expect(listing.droppedElementCount == 11)
        #expect(listing.notes == ["10 element(s) malformed and dropped", "1 element(s) repeating a key dropped"])
        let seven = try #require(listing.element(key: 7))
        // An unknown scroller is the page's; an opacity past 1 is 1; a label or hit of the wrong type is absent.
        #expect(seven.scroller == -1)
        #expect(seven.opacity == 1)
        #expect(seven.label == "")
        #expect(seven.isHit == false)
        #expect(seven.isDisplayed == false)
    }

    @Test("more elements than the cap: the first ones are kept, with a note; a label is cut to 200 characters")
    func caps() throws {
        let element = "{\"key\":KEY,\"tag\":\"a\",\"rect\":[0,0,10,10],\"label\":\"\(String(repeating: "x", count: 300))\"}"
        let count = WebPageListing.maximumElements + 5
        let elements = (0..<count).map { element.replacingOccurrences(of: "KEY", with: String($0)) }.joined(separator: ",")
        let listing = try WebPageListing.decode("{\"version\":1,\"viewport\":{\"width\":390,\"height\":844},\"elements\":[\(elements)]}")
        #expect(listing.elements.count == WebPageListing.maximumElements)
        #expect(listing.elements.last?.key == WebPageListing.maximumElements - 1)
        #expect(listing.droppedElementCount == 5)
        #expect(listing.notes == ["5 element(s) past the first 10000 dropped"])
        #expect(listing.elements.first?.label.count == 200)
    }

    @Test("deeply nested or odd JSON values never crash")
    func hostileShapes() {
        let nested = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let inputs = [
            "{\"version\":1,\"viewport\":{\"width\":1,\"height\":1},\"elements\":\(nested)}",
            "{\"version\":1,\"viewport\":{\"width\":1,\"height\":1},\"elements\":[{\"key\":1,\"tag\":\"a\",\"rect\":\(nested)}]}",
            "{\"version\":\"1\",\"viewport\":{},\"elements\":{}}",
            "{\"version\":1e999,\"viewport\":{\"width\":1,\"height\":1},\"elements\":[]}",
            "{\"version\":1,\"viewport\":{\"width\":1,\"height\":1},\"elements\":[],\"scrollers\":[{\"rect\":[0,0,1,1],\"scroll\":[0],\"content\":[1,1]}]}",
            "\u{0}\u{1}{",
        ]
        for input in inputs {
            let listing = try? WebPageListing.decode(input)
            #expect(listing == nil || listing?.elements.isEmpty == true)
        }
    }

    @Test("an unreadable scrolling container keeps its place; its elements are clipped away, the others keep their container")
    func unreadableScroller() throws {
        let json = """
        {"version":1,"viewport":{"width":390,"height":844},"elements":[
          {"key":1,"tag":"a","rect":[10,10,50,50],"scroller":0,"hit":true,"display":true,"opacity":1,"pointerEvents":true},
          {"key":2,"tag":"a","rect":[10,310,50,50],"scroller":1,"hit":true,"display":true,"opacity":1,"pointerEvents":true}],
         "scrollers":[{"rect":"bad"},{"rect":[0,300,390,100],"scroll":[0,0],"content":[800,100],"horizontal":true,"vertical":false}]}
        """
        let listing = try WebPageListing.decode(json)
        #expect(listing.scrollers.count == 2)
        #expect(listing.notes == ["1 scrolling container(s) unreadable; their elements are hidden"])
        let verdicts = WebElementRules().verdicts(in: listing)
        #expect(verdicts == [.tooSmall, .stop(.button)])
    }
}

@Suite("Hostile listings, seeded: nothing a page or a caller feeds in crashes the rules, the node or the scan")
struct WebHostileListingTests {
    @Test("300 seeded listings of odd values (NaN, infinities, huge, negative, bad indexes) are judged, placed and scanned")
    func seededListings() {
        var generator = SplitMix64(seed: 36)
        let odd: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, -1, 0, 0.5, 2, 100, 5000, -5000]
        func value() -> Double {
            Bool.random(using: &generator) ? odd.randomElement(using: &generator) ?? 0 : Double.random(in: -500...1500, using: &generator)
        }
        for round in 0..<300 {
            let elements = (0..<Int.random(in: 0...30, using: &generator)).map { key in
                WebElement(key: key % 7, tag: ["a", "input", "label", "div", "select", "textarea"].randomElement(using: &generator) ?? "a",
                           type: ["checkbox", "hidden", "text", nil].randomElement(using: &generator) ?? nil,
                           rect: Rect(x: value(), y: value(), width: value(), height: value()),
                           isHit: Bool.random(using: &generator), opacity: value(), isFixed: Bool.random(using: &generator),
                           scroller: Int.random(in: -3...3, using: &generator), frame: Int.random(in: -2...3, using: &generator),
                           hasOnClick: true)
            }
            let scrollers = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                WebScroller(rect: Rect(x: value(), y: value(), width: value(), height: value()), scroll: LayoutPoint(x: value(), y: value()),
                            content: LayoutSize(width: value(), height: value()), scrollsHorizontally: Bool.random(using: &generator),
                            scrollsVertically: Bool.random(using: &generator))
            }
            let frames = (0..<Int.random(in: 0...3, using: &generator)).map { _ in WebFrame(rect: Rect(x: value(), y: value(), width: value(), height: value())) }
            let listing = WebPageListing(viewport: LayoutSize(width: value(), height: value()), scroll: LayoutPoint(x: value(), y: value()),
                                         document: LayoutSize(width: value(), height: value()), isRightToLeft: round % 2 == 0,
                                         elements: elements, scrollers: scrollers, frames: frames)
            let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), zoomScale: round % 5 == 0 ? value() : 1,
                                           contentOffset: LayoutPoint(x: value(), y: value()), contentSize: LayoutSize(width: value(), height: value()))
            let node = WebContent.node(for: "web", frame: Rect(x: 0, y: 0, width: 390, height: 844), listing: listing, geometry: geometry)
            let snapshot = FocusScanner().scan(node, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            _ = NavigationMap(candidates: snapshot.candidates)
            #expect(snapshot.candidates.allSatisfy { WebContent.elementKey(fromCandidateID: $0.id) != nil })
        }
    }
}
