import Foundation
import Testing

@testable import SystemIO

/// `pthread_getname_np(3)`, which Glibc's module map leaves out (a GNU extension).
@_silgen_name("pthread_getname_np")
private func threadName(_ thread: pthread_t, _ name: UnsafeMutablePointer<CChar>, _ length: Int) -> Int32

struct LockAndThreadTests {
    /// A counter only the lock protects: without it, increments from many threads would be lost.
    private final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    @Test func threadsCountUnderTheLockWithoutLosingAnIncrement() {
        let counter = Counter()
        let finished = DispatchSemaphore(value: 0)
        for index in 0..<8 {
            DetachedThread.start(name: "counter-\(index)") {
                for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
                finished.signal()
            }
        }
        for _ in 0..<8 { finished.wait() }
        #expect(counter.value == 80_000)
    }

    @Test func aRecursiveLockIsTakenAgainByItsHolder() {
        let lock = Lock(recursive: true)
        let inner = lock.withLock { lock.withLock { 42 } }
        #expect(inner == 42)
    }

    @Test func aThreadCarriesItsNameCutToFifteenBytes() {
        let seen = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var name = ""
        DetachedThread.start(name: "a-name-longer-than-fifteen") {
            var buffer = [CChar](repeating: 0, count: 32)
            _ = threadName(pthread_self(), &buffer, buffer.count)
            name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            seen.signal()
        }
        seen.wait()
        #expect(name == "a-name-longer-t")
    }

    @Test func errorsPassThroughTheLock() {
        struct Refused: Error {}
        let lock = Lock()
        #expect(throws: Refused.self) {
            try lock.withLock { () throws(Refused) -> Int in throw Refused() }
        }
        #expect(lock.withLock { true })  // released after the throw
    }
}
