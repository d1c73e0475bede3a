import Testing
@testable import GamepadKitCore

/// The listing or the error `decode` answers.
private enum Outcome: Equatable {
    case listing(WebPageListing)
    case failure(WebListingError)

    init(_ decode: () throws -> WebPageListing) {
        do {
            self = .listing(try decode())
        } catch {
            self = .failure(error as? WebListingError ?? .malformed("another error: \(error)"))
        }
    }
}

/// The script's answer for `count` links in rows of five, 40 CSS px apart (as the benchmark's).
private func answer(_ count: Int) -> String {
    let elements = (0..<count).map { index -> String in
        let x = 8 + Double(index % 5) * 76, y = 10 + Double(index / 5) * 40
        return "{\"key\":\(index),\"tag\":\"a\",\"type\":null,\"role\":null,\"label\":\"Item \(index)\",\"rect\":[\(x),\(y),70,30],"
            + "\"hit\":true,\"hitTested\":\(y < 844),\"display\":true,\"opacity\":1,\"pointerEvents\":true,\"inert\":false,"
            + "\"disabled\":false,\"editable\":false,\"checked\":null,\"href\":true,\"fixed\":false,\"scroller\":-1,"
            + "\"frame\":0,\"tabIndex\":0,\"onclick\":false,\"pointerCursor\":true}"
    }
    let height = 10 + (count / 5 + 1) * 40
    return "{\"version\":1,\"url\":\"https://example.com/\",\"viewport\":{\"width\":390,\"height\":844},"
        + "\"scroll\":{\"x\":0,\"y\":0},\"document\":{\"width\":390,\"height\":\(height)},\"rtl\":false,"
        + "\"elements\":[\(elements.joined(separator: ","))],\"scrollers\":[],\"frames\":[{\"rect\":[0,0,390,844]}]}"
}

/// A listing with a label, a scroller, frames, escapes and odd values (every kind of field).
private let mixed = #"""
{"version":1,"url":"https://example.com/\u00e9?q=\"a\"","viewport":{"width":390,"height":844},"scroll":{"x":-12.5,"y":1e2},
 "document":{"width":390,"height":3000},"rtl":true,"elements":[
  {"key":3,"tag":"LABEL","type":null,"role":"Switch","label":"Wi\u2011Fi \ud83d\udcf6","rect":[16,40.25,100,24],"hit":true,
   "hitTested":false,"display":true,"opacity":0.75,"pointerEvents":true,"inert":false,"disabled":false,"editable":false,
   "checked":false,"href":false,"fixed":false,"scroller":0,"frame":1,"tabIndex":-1,"onclick":true,"pointerCursor":true,"control":4},
  {"key":4,"tag":"input","type":"checkbox","label":"","rect":[200,40,20,20],"hit":true,"display":true,"opacity":1,
   "pointerEvents":true,"checked":true,"scroller":0,"frame":0,"tabIndex":0},
  {"key":5,"tag":"textarea","label":"Notes\n\tline","rect":[0,400,390,120],"hit":false,"display":true,"opacity":1,
   "pointerEvents":true,"editable":true,"fixed":true,"scroller":-1,"frame":0,"tabIndex":2}],
 "scrollers":[{"rect":[0,0,390,300],"scroll":[0,40],"content":[390,900],"horizontal":false,"vertical":true}],
 "frames":[{"rect":[0,0,390,844]},{"rect":[0,20,390,400]}]}
"""#

/// Values a mutation puts in place of another.
private let replacements = [
    "\"x\"", "5", "-0", "0", "1e400", "-1e400", "1e-400", "5e-324", "01", "1.", "-", "1e5e5", "2.5e-3", "123456789012345678901234",
    "true", "false", "null", "[]", "{}", "[1,2,3,4]", "[0,0,1e3,2]", "[0,0,10,10,]", "[1,\"2\",3,4]", "{\"width\":1,\"height\":2}",
    "{\"x\":1,\"y\":2,\"x\":3}", "{\"a\":[{\"b\":null},[[[]]]]}", "\"\\ud800\"", "\"\\u00e9\\n\\/\"", "\"a\tb\"", "\"\\x\"",
    "\"\\ud83d\\ude00\"", "[{\"key\":9,\"tag\":\"a\",\"rect\":[1,2,3,4]}]", "0.1", "-7", "1E+2", "3.999999999999999999999",
]

/// Text a mutation inserts anywhere.
private let insertions = [",", "]", "}", "\"", "\\", "[", "{", " ", "\t", "0", "e", "-", ":", "null", "\"zz\":{\"k\":[1]},", "\u{1}"]

/// Where each value in `bytes` starts (after a `:` outside strings) and ends.
private func valueRanges(in bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    var inString = false
    while index < bytes.count {
        let byte = bytes[index]
        if inString {
            if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
        } else if byte == UInt8(ascii: "\"") {
            inString = true
        } else if byte == UInt8(ascii: ":") {
            if let end = valueEnd(in: bytes, from: index + 1) { ranges.append((index + 1)..<end) }
        }
        index += 1
    }
    return ranges
}

/// The end of the value starting at `start`, or nil when the text ends first.
private func valueEnd(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    var depth = 0
    var inString = false
    while index < bytes.count {
        let byte = bytes[index]
        if inString {
            if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") {
                inString = false
                if depth == 0 { return index + 1 }
            }
        } else {
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return index }
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: ","):
                if depth == 0 { return index }
            default: break
            }
        }
        index += 1
    }
    return nil
}

/// `text` changed once: a value replaced, a member dropped or repeated, a key spelled with an
/// escape or made no text, something inserted, or the text cut short.
private func mutated(_ text: String, using generator: inout SplitMix64) -> String {
    var bytes = Array(text.utf8)
    let values = valueRanges(in: bytes)
    guard let value = values.randomElement(using: &generator) else { return text }
    // The member's key: the string before the value's colon.
    let keyEnd = value.lowerBound - 1
    let keyStart = bytes[..<max(0, keyEnd - 1)].lastIndex(of: UInt8(ascii: "\"")) ?? 0
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1, 2, 9:
        bytes.replaceSubrange(value, with: Array(replacements.randomElement(using: &generator)!.utf8))
    case 3:
        // Drop the member (and the comma after it, if any).
        let end = value.upperBound < bytes.count && bytes[value.upperBound] == UInt8(ascii: ",") ? value.upperBound + 1 : value.upperBound
        bytes.removeSubrange(keyStart..<end)
    case 4:
        // Repeat the member, with another value first or after.
        let member = Array(bytes[keyStart..<value.upperBound])
        let other = Array(bytes[keyStart..<value.lowerBound]) + Array(replacements.randomElement(using: &generator)!.utf8)
        bytes.insert(contentsOf: (Bool.random(using: &generator) ? other : member) + [UInt8(ascii: ",")], at: keyStart)
    case 5:
        // Spell the key's first letter as an escape, or add half a surrogate pair to it.
        let escape = Bool.random(using: &generator) ? escaped(bytes[keyStart + 1]) : "\\udc00"
        bytes.insert(contentsOf: Array(escape.utf8), at: keyStart + 1)
        if escape != "\\udc00" { bytes.remove(at: keyStart + 1 + escape.utf8.count) }
    case 6, 7:
        let at = Int.random(in: 0...bytes.count, using: &generator)
        bytes.insert(contentsOf: Array(insertions.randomElement(using: &generator)!.utf8), at: at)
    default:
        bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &generator)...)
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// `\uXXXX` for an ASCII byte.
private func escaped(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
}

@Suite("The byte-level listing reader answers what Foundation's JSONDecoder answered")
struct WebListingReaderAgreementTests {
    private func expectAgreement(_ json: String, _ comment: @autoclosure () -> String = "") {
        let reader = Outcome { try WebPageListing.decode(json) }
        let reference = Outcome { try FoundationWebListingDecoder.decode(json) }
        #expect(reader == reference, "\(comment()) \(json.prefix(400))")
    }

    @Test("the listings the tests and the benchmark use read the same")
    func fixtures() {
        for json in [WebPageListingTests.sample, mixed, answer(0), answer(1), answer(57), answer(2_500)] {
            expectAgreement(json)
        }
    }

    @Test("500 seeded mutations of listings read the same, or fail with the same error")
    func mutations() {
        var generator = SplitMix64(seed: 2_026)
        let bases = [WebPageListingTests.sample, mixed, answer(6)]
        for round in 0..<500 {
            var json = bases[round % bases.count]
            for _ in 0..<Int.random(in: 1...4, using: &generator) { json = mutated(json, using: &generator) }
            expectAgreement(json, "round \(round):")
        }
    }
}
