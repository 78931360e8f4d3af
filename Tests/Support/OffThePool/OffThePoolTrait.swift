import Foundation
import Testing

/// Runs a test, or every test of a suite, with `ThreadPerJobExecutor` as its task executor: the suite's `init`, the
/// test's body and the child tasks it starts run on threads of their own rather than on Swift's cooperative pool,
/// which on Linux has as many threads as the machine has cores. For tests that block a thread for long (running
/// `swift build`, waiting for any child process, sleeping): on the pool, two of them at once starve every other
/// test's timeouts, servers and cancellations for as long as they wait.
///
/// As many marked tests run at once as the machine has cores, as many as the pool let run before: the others
/// wait for their turn without holding a thread, and the heavy builds do not all start together.
///
/// `@Suite(.offThePool) struct BuildTests { ... }` or `@Test(.offThePool) func builds() throws { ... }`. What the
/// test calls is unchanged: synchronous code stays synchronous. A `Task { }` it starts (not a child task) and
/// main-actor code still run where they would without the trait.
public struct OffThePoolTrait: TestTrait, SuiteTrait, TestScoping {
    /// The turns of the marked tests, shared by all of them.
    private static let turns = Turns(count: ProcessInfo.processInfo.activeProcessorCount)

    /// Applies to every test of the suite it marks, and of the suites inside.
    public var isRecursive: Bool { true }

    /// A scope for each test case only: a suite's scope would take a turn its own tests then wait for.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? nil : self }

    /// Waits for a turn, then runs `function`, the test case, with `ThreadPerJobExecutor.shared` as its task
    /// executor preference.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        await Self.turns.take()
        do {
            try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try await function() }
        } catch {
            await Self.turns.giveBack()
            throw error
        }
        await Self.turns.giveBack()
    }
}

extension Trait where Self == OffThePoolTrait {
    /// Runs the test (every test of the suite) on threads of its own, off Swift's cooperative pool.
    public static var offThePool: Self { Self() }
}
