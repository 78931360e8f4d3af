import Foundation
import OffThePool
import Testing

/// `.offThePool` runs a test's work on threads `ThreadPerJobExecutor` starts, so that what blocks in it takes no
/// thread from Swift's cooperative pool.
@Suite struct OffThePoolTraitTests {
    @Test(.offThePool) func aSynchronousTestRunsOnAThreadOfItsOwn() {
        #expect(ThreadPerJobExecutor.runsTheCurrentThread)
    }

    @Test(.offThePool) func anAsynchronousTestIsBackOnAThreadOfItsOwnAfterItWaits() async throws {
        try await Task.sleep(for: .milliseconds(1))
        #expect(ThreadPerJobExecutor.runsTheCurrentThread)
    }

    @Test func aTestWithoutTheTraitRunsOnThePool() {
        #expect(!ThreadPerJobExecutor.runsTheCurrentThread)
    }

    /// More child tasks than the pool has threads (as many as the cores) each block until all have started: on
    /// the pool, the last ones could not start while the first ones blocked, and all would give up.
    @Test(.offThePool) func moreBlockingChildTasksThanCoresAllRunAtOnce() async {
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let barrier = Barrier(count: count)
        let passed = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<count { group.addTask { barrier.arriveAndWait(giveUpAfter: 60) } }
            return await group.reduce(0) { passed, through in passed + (through ? 1 : 0) }
        }
        #expect(passed == count)
    }

    /// A suite's trait reaches the tests inside it, and the suites inside it.
    @Suite(.offThePool) struct MarkedSuite {
        @Test func itsTestsRunOnThreadsOfTheirOwn() {
            #expect(ThreadPerJobExecutor.runsTheCurrentThread)
        }

        @Suite struct Inner {
            @Test func soDoTheTestsOfASuiteInside() {
                #expect(ThreadPerJobExecutor.runsTheCurrentThread)
            }
        }
    }
}

/// A gate that opens once `count` threads have arrived at it.
private final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private var arrived = 0

    init(count: Int) { self.count = count }

    /// Arrives, and blocks until all have arrived or `seconds` have passed; whether all arrived.
    func arriveAndWait(giveUpAfter seconds: TimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        condition.broadcast()
        let deadline = Date(timeIntervalSinceNow: seconds)
        while arrived < count, condition.wait(until: deadline) {}
        return arrived >= count
    }
}
