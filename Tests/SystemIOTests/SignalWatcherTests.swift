import Foundation
import Testing

@testable import SystemIO

struct SignalWatcherTests {
    @Test func aSignalArrivesAsACallOnTheQueue() {
        let received = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var numbers: [Int32] = []
        let queue = DispatchQueue(label: "signals")
        let watcher = SignalWatcher(signals: [SIGUSR1, SIGUSR2], queue: queue) { number in
            numbers.append(number)
            received.signal()
        }
        kill(getpid(), SIGUSR1)
        kill(getpid(), SIGUSR2)
        // A minute is only a hang guard: the calls come from threads of their own, whenever a loaded machine runs them.
        #expect(received.wait(timeout: .now() + 60) == .success)
        #expect(received.wait(timeout: .now() + 60) == .success)
        watcher.cancel()
        #expect(queue.sync { Set(numbers) } == [SIGUSR1, SIGUSR2])
    }

    @Test func aCancelledWatcherGivesTheSignalBackItsDefault() {
        // SIGWINCH: its default is to be ignored, so this test cannot end the process the others run in.
        let watcher = SignalWatcher(signals: [SIGWINCH], queue: DispatchQueue(label: "unused")) { _ in }
        var installed = sigaction()
        sigaction(SIGWINCH, nil, &installed)
        #expect(unsafeBitCast(installed.__sigaction_handler.sa_handler, to: Int.self) != 0)
        watcher.cancel()
        sigaction(SIGWINCH, nil, &installed)
        #expect(unsafeBitCast(installed.__sigaction_handler.sa_handler, to: Int.self) == 0)  // SIG_DFL
    }
}
