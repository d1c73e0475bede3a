import Testing
@testable import GamepadKitCore

@Suite("Two pieces of a map build at once")
struct ConcurrentPairTests {
    @Test("both results come back, on two threads or in turn")
    func results() {
        let (a, b) = ConcurrentPair.run(concurrently: true, { (0..<1_000).reduce(0, +) }, { @Sendable in (0..<100).map { $0 * 2 } })
        #expect(a == 499_500)
        #expect(b.last == 198)
        let (c, d) = ConcurrentPair.run(concurrently: false, { "first" }, { @Sendable in "second" })
        #expect(c == "first" && d == "second")
    }

    @Test("a second piece that itself builds on two threads runs its pieces in turn instead of waiting for its own queue")
    func nestedUseDoesNotDeadlock() {
        let (outer, inner) = ConcurrentPair.run(concurrently: true, { 1 }, { @Sendable in
            ConcurrentPair.run(concurrently: true, { 2 }, { @Sendable in 3 })
        })
        #expect(outer == 1)
        #expect(inner.0 == 2 && inner.1 == 3)
    }

    @Test("maps built at once on several threads each get their own second result")
    func manyCallers() async {
        let sums = await withTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let (a, b) = ConcurrentPair.run(concurrently: true, { index }, { @Sendable in index * 10 })
                    return a + b
                }
            }
            var all: [Int] = []
            for await sum in group { all.append(sum) }
            return all.sorted()
        }
        #expect(sums == (0..<8).map { $0 * 11 })
    }
}
