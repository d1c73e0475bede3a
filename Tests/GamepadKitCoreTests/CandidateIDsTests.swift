import Testing
@testable import GamepadKitCore

@Suite("Candidate ids: each is unique, repeats get #2, #3…")
struct CandidateIDsTests {
    /// `ids` as buttons one above the other, none covering another, on a screen tall enough.
    func scannedIDs(_ ids: [String]) -> [String] {
        let buttons = ids.enumerated().map { index, id in button(id, y: Double(index) * 5, height: 4) }
        let screen = Rect(x: 0, y: 0, width: 390, height: Double(ids.count) * 5 + 10)
        return candidateIDs(ViewNode(id: "window", kind: .view, frame: screen, children: buttons), bounds: screen)
    }

    @Test("hundreds of ids, each used twice: the second use of each gets #2")
    func manyRepeats() {
        let names = (0..<300).map { "cell-\($0)" }
        let ids = scannedIDs(names + names + names.prefix(2))
        #expect(Array(ids.prefix(300)) == names)
        #expect(Array(ids[300..<600]) == names.map { $0 + "#2" })
        #expect(Array(ids.suffix(2)) == ["cell-0#3", "cell-1#3"])
    }

    @Test("a Kelvin sign and a K are the same id, as Swift strings are equal")
    func canonicallyEqualIDs() {
        #expect(scannedIDs(["K", "\u{212A}"]) == ["K", "\u{212A}#2"])
        #expect(scannedIDs(["caf\u{E9}", "cafe\u{301}"]) == ["caf\u{E9}", "cafe\u{301}#2"])
    }

    @Test("ids seen before one that is not ASCII are still known after it")
    func asciiThenNot() {
        #expect(scannedIDs(["play", "jou\u{E9}", "play", "jou\u{E9}", "stop"]) == ["play", "jou\u{E9}", "play#2", "jou\u{E9}#2", "stop"])
    }

    @Test("ids made so their cheap hashes collide move into the string set, and repeats are still found")
    func collidingIDs() {
        // 200 ids whose hashes share their low 12 bits: one slot in every table up to 4,096.
        var colliding: [String] = []
        var serial = 0
        while colliding.count < 200 {
            let id = "c\(serial)"
            serial += 1
            if let hash = CandidateIDs.asciiHash(id), hash & 0xFFF == 0 { colliding.append(id) }
        }
        var ids = CandidateIDs()
        #expect(colliding.map { ids.unique($0) } == colliding)
        #expect(ids.usesStringSet)
        #expect(colliding.prefix(3).map { ids.unique($0) } == colliding.prefix(3).map { $0 + "#2" })
        #expect(ids.unique("fresh") == "fresh")
    }

    @Test("without room made up front, the table grows and still finds every repeat")
    func growsFromEmpty() {
        var ids = CandidateIDs()
        let names = (0..<5_000).map { "view\($0)" }
        #expect(names.map { ids.unique($0) } == names)
        #expect(names.suffix(3).map { ids.unique($0) } == ["view4997#2", "view4998#2", "view4999#2"])
        #expect(ids.unique("") == "")
        #expect(ids.unique("") == "#2")
    }

    @Test("an id given out for a repeat is never given out again: a view whose own id is that one, before or after, gets the next")
    func repeatsNeverMeetOwnIDs() {
        // Two prototypes whose Details buttons share an id, each copied by a flow layout (#1, #2…).
        #expect(scannedIDs(["details", "details#2", "details"]) == ["details", "details#2", "details#3"])
        #expect(scannedIDs(["details", "details", "details#2"]) == ["details", "details#2", "details#2#2"])
        #expect(scannedIDs(["a", "a", "a#3", "a"]) == ["a", "a#2", "a#3", "a#4"])
        let ids = scannedIDs(["x", "x#2", "x#3", "x", "x", "x#2"])
        #expect(Set(ids).count == ids.count)
    }
}
