import Testing
@testable import GamepadKitCore

/// The listing with one element whose members start with `members` (a key given there twice counts
/// the first time), then `"key":1,"tag":"a","rect":[0,0,10,10]`; `top` is added to the listing's members.
private func listing(element members: String = "", top: String = "") throws -> WebPageListing {
    try WebPageListing.decode("""
    {\(top)"version":1,"viewport":{"width":390,"height":844},"elements":[{\(members)"key":1,"tag":"a","rect":[0,0,10,10]}]}
    """)
}

/// The one element of `listing(element:)`, or nil when it was dropped.
private func element(_ members: String) throws -> WebElement? {
    try listing(element: members).elements.first
}

/// The error `decode` throws, or nil.
private func failure(_ json: String) -> WebListingError? {
    do {
        _ = try WebPageListing.decode(json)
        return nil
    } catch {
        return error as? WebListingError ?? .malformed("another error: \(error)")
    }
}

private let notJSON = WebListingError.malformed("not a JSON object the page script writes")
private let notAnObject = WebListingError.malformed("the top level is not an object")

@Suite("The page script's JSON, read byte by byte: each value leniently, the text strictly")
struct WebListingReaderTests {
    @Test("a value of the wrong type reads as absent, for that field of that element only")
    func wrongTypes() throws {
        let read = try #require(try element(#""label":5,"hit":"yes","opacity":true,"tabIndex":"3","checked":1,"display":true,"#))
        #expect(read.label == "")
        #expect(read.isHit == false)
        #expect(read.opacity == 0)
        #expect(read.tabIndex == 0)
        #expect(read.checked == nil)
        #expect(read.isDisplayed == true)
        // A tag or key of the wrong type drops the element, as a missing one does.
        #expect(try element(#""tag":["a"],"#) == nil)
        #expect(try element(#""key":"1","#) == nil)
        #expect(try element(#""rect":[0,0,"10",10],"#) == nil)
        #expect(try element(#""rect":{"x":0},"#) == nil)
        // A viewport that is not an object of two numbers is no viewport.
        #expect(failure(#"{"version":1,"viewport":[390,844],"elements":[]}"#) == .invalidValue(key: "viewport"))
        #expect(failure(#"{"version":1,"viewport":{"width":"390","height":844},"elements":[]}"#) == .invalidValue(key: "viewport"))
    }

    @Test("null and missing fields are absent")
    func nullIsAbsent() throws {
        let read = try #require(try element(#""label":null,"checked":null,"type":null,"opacity":null,"#))
        #expect(read.label == "")
        #expect(read.checked == nil)
        #expect(read.type == nil)
        #expect(read.opacity == 0)
        #expect(failure(#"{"version":null,"viewport":{"width":1,"height":1},"elements":[]}"#) == .malformed("no version"))
        #expect(failure(#"{"version":1,"viewport":{"width":1,"height":1},"elements":null}"#) == .malformed("no elements array"))
    }

    @Test("unknown keys are skipped whatever their value, however deeply nested")
    func unknownKeys() throws {
        let read = try #require(try element(#"""
        "hitTested":false,"extra":{"a":[1,{"b":[[[],{}]]},"x\u0041\ud800",true,null,-1.5e3,01,"\x"]},"label":"kept",
        """#))
        #expect(read.label == "kept")
        let page = try listing(top: #""meta":{"deep":[[[{"k":"v"}]]]},"rtl2":true,"#)
        #expect(page.elements.count == 1)
        #expect(page.isRightToLeft == false)
    }

    @Test("numbers: integers, fractions and exponents read as Doubles, exactly as written")
    func numbers() throws {
        let read = try #require(try element(#""rect":[1.5e1,-0.25,1E2,2.5e+0],"opacity":0.1,"tabIndex":-3,"control":4e0,"tag":"label","#))
        #expect(read.rect == Rect(x: 15, y: -0.25, width: 100, height: 2.5))
        #expect(read.opacity == 0.1)
        #expect(read.tabIndex == -3)
        #expect(read.controlKey == 4)
        let long = try #require(try element(#""rect":[3.14159265358979323846264338327950288,123456789.123456789e-8,0.000001,1e7],"#))
        #expect(long.rect == Rect(x: 3.141592653589793, y: 1.23456789123456789, width: 0.000001, height: 1e7))
        let page = try listing(top: #""scroll":{"x":-0,"y":12345.67},"document":{"width":390.5,"height":1.2e4},"#)
        #expect(page.scroll == LayoutPoint(x: 0, y: 12345.67))
        #expect(page.document == LayoutSize(width: 390.5, height: 12_000))
    }

    @Test("a number a Double cannot hold reads as absent: too large, or rounding to zero")
    func numbersOutOfRange() throws {
        #expect(try element(#""opacity":1e400,"hit":true,"#)?.opacity == 0)
        #expect(try element(#""rect":[0,0,1e-400,10],"#) == nil)
        #expect(try element(#""rect":[0,0,-1e400,10],"#) == nil)
        #expect(failure(#"{"version":1e400,"viewport":{"width":1,"height":1},"elements":[]}"#) == .malformed("no version"))
        // The smallest Double and zeros with an exponent still read (JSONDecoder read `0e5` as no number).
        #expect(try element(#""rect":[5e-324,0e-400,0.0e1,0e5],"#)?.rect == Rect(x: Double.leastNonzeroMagnitude, y: 0, width: 0, height: 0))
    }

    @Test("a number that is not a JSON number reads as absent; one that does not start like a number is not JSON")
    func oddNumbers() throws {
        for odd in ["01", "1.", "-", "--1", "1e", "1e5e5", "1.5.", "-.5", "1+", "00"] {
            let read = try element("\"opacity\":\(odd),\"hit\":true,")
            #expect(read?.opacity == 0, "\(odd)")
            #expect(read?.isHit == true, "\(odd)")
        }
        #expect(try element(#""rect":[0,0,10,1.],"#) == nil)
        for bad in [".5", "+1", "0x10", "1a", "Infinity", "NaN", "1 2"] {
            #expect(failure("{\"version\":1,\"viewport\":{\"width\":1,\"height\":1},\"elements\":[],\"x\":\(bad)}") == notJSON, "\(bad)")
        }
    }

    @Test("strings: every JSON escape, surrogate pairs and UTF-8 read as written")
    func escapes() throws {
        let read = try #require(try element(#""label":"\"\\\/\b\f\n\r\t\u00e9\u20AC\ud83d\ude00 é€😀","tag":"\u0042utton","#))
        #expect(read.label == "\"\\/\u{08}\u{0C}\n\r\t\u{E9}\u{20AC}\u{1F600} é€😀")
        #expect(read.tag == "button")
        #expect(try listing(top: #""url":"https:\/\/example.com\/a?b=\u0026","#).url == "https://example.com/a?b=&")
    }

    @Test("a string that is no text reads as absent: half a surrogate pair, a control character, an unknown escape")
    func stringsThatAreNoText() throws {
        for odd in [#""a\ud800b""#, #""\udc00""#, #""\ud83d\ud83d""#, #""\ud83dx""#, "\"a\tb\"", "\"a\u{1}b\"", #""\x""#, #""\u12G4""#] {
            let read = try element("\"label\":\(odd),\"hit\":true,")
            #expect(read?.label == "", "\(odd)")
            #expect(read?.isHit == true, "\(odd)")
        }
        #expect(try element(#""tag":"\udc00","#) == nil)
        // An escape's four digits may not take the closing quote.
        #expect(failure(#"{"version":1,"x":"\u00"}"#) == notJSON)
    }

    @Test("an object with a key that is no text is no object: an element is dropped, the whole listing refused")
    func keysThatAreNoText() throws {
        let page = try WebPageListing.decode(#"""
        {"version":1,"viewport":{"width":390,"height":844},"elements":[
          {"key":1,"tag":"a","rect":[0,0,10,10],"x\ud800":1},{"key":2,"tag":"a","rect":[0,0,10,10],"x":{"\ud800":1}}]}
        """#)
        #expect(page.elements.map(\.key) == [2])
        #expect(page.droppedElementCount == 1)
        #expect(failure(#"{"version":1,"viewport":{"width":1,"height":1},"elements":[],"\udc00":0}"#) == notAnObject)
        #expect(failure(#"{"version":1,"viewport":{"width":1,"\udc00":1,"height":1},"elements":[]}"#) == .invalidValue(key: "viewport"))
        #expect(try element("\"x\u{1}\":1,") == nil)
    }

    @Test("a key given twice counts the first time, compared once its escapes are read")
    func duplicateKeys() throws {
        #expect(try element(#""label":"first","label":"second","#)?.label == "first")
        #expect(try element(#""label":5,"label":"second","#)?.label == "")
        #expect(try element(#""l\u0061bel":"escaped","label":"plain","#)?.label == "escaped")
        #expect(failure(#"{"version":2,"version":1,"viewport":{"width":1,"height":1},"elements":[]}"#) == .unsupportedVersion(2))
        #expect(try WebPageListing.decode(#"{"version":1,"viewport":{"width":1,"height":1,"width":5},"elements":[],"elements":7}"#)
                .viewport == LayoutSize(width: 1, height: 1))
    }

    @Test("a flag is true or false only")
    func flags() throws {
        for odd in ["1", "\"true\"", "[true]", "0"] { #expect(try element("\"hit\":\(odd),")?.isHit == false, "\(odd)") }
        #expect(try element(#""hit":true,"#)?.isHit == true)
        for bad in ["True", "tru", "truex", "nul", "falsey"] {
            #expect(failure("{\"version\":1,\"viewport\":{\"width\":1,\"height\":1},\"elements\":[],\"hit\":\(bad)}") == notJSON, "\(bad)")
        }
    }

    @Test("text that is not one JSON value is malformed; other values at the top are not an object")
    func notOneValue() {
        let valid = #"{"version":1,"viewport":{"width":1,"height":1},"elements":[]}"#
        #expect(failure(valid) == nil)
        #expect(failure("\u{FEFF}" + valid + " \n\t\r") == nil)
        for bad in ["", " ", valid + "x", valid + "}", valid + valid, valid + "\u{FEFF}", " \u{FEFF}" + valid, "\u{0}" + valid,
                    String(valid.dropLast()), #"{"version":1"#, #"{"version":"1"#, #"{"version":"1\"}"#, #"{"version":1 "x":2}"#,
                    #"{"version" 1}"#, #"{"version":}"#, "{'version':1}", "{,}", #"{"version":1,,"x":2}"#, #"{"elements":[,1]}"#,
                    #"{"elements":[1,,2]}"#, "{\"version\":1}\u{0C}", "\u{0C}{}", #"{"x":"ab\"#] {
            #expect(failure(bad) == notJSON, "\(bad)")
        }
        for other in ["[1,2]", "5", "null", "\"x\"", "true", "[]"] { #expect(failure(other) == notAnObject, "\(other)") }
        // The text is UTF-8: the same listing with a NUL after every character (UTF-16, which
        // JSONDecoder guessed from the NULs) is not JSON.
        #expect(failure(String(valid.unicodeScalars.flatMap { [$0, "\u{0}"] }.map(Character.init))) == notJSON)
    }

    @Test("a comma may end an array or an object, as before")
    func trailingCommas() throws {
        let page = try WebPageListing.decode(#"{"version":1,"viewport":{"width":1,"height":1,},"elements":[{"key":1,"tag":"a","rect":[0,0,1,1,],},],}"#)
        #expect(page.elements.map(\.key) == [1])
    }

    @Test("nesting up to 512 arrays and objects reads; deeper is malformed, never a crash, even 100,000 deep")
    func nesting() throws {
        func nested(_ depth: Int) -> String {
            // The listing object and its member's value make the 512 levels.
            #"{"version":1,"viewport":{"width":1,"height":1},"elements":[],"x":"# + String(repeating: "[", count: depth - 1)
                + String(repeating: "]", count: depth - 1) + "}"
        }
        #expect(failure(nested(512)) == nil)
        #expect(failure(nested(513)) == notJSON)
        #expect(failure(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == notAnObject)
        #expect(failure(String(repeating: "[", count: 100_000)) == notJSON)
        #expect(failure(String(repeating: "{\"a\":", count: 100_000)) == notJSON)
        #expect(failure(#"{"version":1,"elements":[{"rect":"# + String(repeating: "[", count: 100_000)) == notJSON)
    }

    @Test("the script's own error is reported once the text reads as JSON; the length is checked first")
    func order() {
        #expect(failure(#"{"version":9,"error":"TypeError: x","elements":[]}"#) == .malformed("the page script failed: TypeError: x"))
        #expect(failure(#"{"error":5,"version":1,"viewport":{"width":1,"height":1},"elements":[]}"#) == nil)
        #expect(failure(#"{"error":"TypeError: x"} x"#) == notJSON)
        #expect(failure(#"{"error":"TypeError: x","\ud800":1}"#) == notAnObject)
        let tooLong = "[" + String(repeating: " ", count: WebPageListing.maximumJSONLength)
        #expect(failure(tooLong) == .tooLarge(bytes: WebPageListing.maximumJSONLength + 1))
    }
}
