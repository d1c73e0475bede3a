import Testing
@testable import GamepadKitCore

@Suite("Rebuild scheduler")
struct RebuildSchedulerTests {
    @Test("many invalidations in one turn ask for one turn and give one rebuild with every reason")
    func coalesces() {
        var scheduler = RebuildScheduler()
        let requests = [RebuildReason.layout, .scroll, .layout, .keyboard, .rotation].map { scheduler.invalidate($0) }
        #expect(requests == [true, false, false, false, false])
        #expect(scheduler.beginRebuild() == [.layout, .scroll, .keyboard, .rotation])
        #expect(scheduler.endRebuild() == false)
        #expect(!scheduler.isScheduled)
        #expect(!scheduler.isRebuilding)
    }

    @Test("an invalidation during a rebuild gives exactly one more rebuild")
    func invalidationDuringRebuild() {
        var scheduler = RebuildScheduler()
        _ = scheduler.invalidate(.screenAppeared)
        _ = scheduler.beginRebuild()
        #expect(scheduler.invalidate(.layout) == false)
        #expect(scheduler.invalidate(.scroll) == false)
        #expect(scheduler.endRebuild() == true)
        #expect(scheduler.isScheduled)
        #expect(scheduler.invalidate(.layout) == false)
        #expect(scheduler.beginRebuild() == [.layout, .scroll])
        #expect(scheduler.endRebuild() == false)
    }

    @Test("an idle scheduler has nothing scheduled and a stray turn rebuilds for no reason")
    func idle() {
        var scheduler = RebuildScheduler()
        #expect(!scheduler.isScheduled)
        #expect(scheduler.pendingReasons.isEmpty)
        #expect(scheduler.beginRebuild().isEmpty)
        #expect(scheduler.endRebuild() == false)
        #expect(!scheduler.isScheduled)
    }

    @Test("after a finished rebuild the next invalidation asks for a new turn")
    func nextTurn() {
        var scheduler = RebuildScheduler()
        _ = scheduler.invalidate(.explicit)
        _ = scheduler.beginRebuild()
        _ = scheduler.endRebuild()
        #expect(scheduler.invalidate(.controllerChange) == true)
    }

    @Test("reset forgets a scheduled turn and its reasons")
    func reset() {
        var scheduler = RebuildScheduler()
        _ = scheduler.invalidate(.traitChange)
        scheduler.reset()
        #expect(scheduler == RebuildScheduler())
        #expect(scheduler.invalidate(.windowChange) == true)
    }
}
