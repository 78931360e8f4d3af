import Foundation

/// Calls `onTimeout` once a transfer has made no progress for `timeout` seconds. URLSession's own timeout
/// is not reliable below a second on Linux, so transfers enforce theirs with this. It runs on a Dispatch
/// timer, not a Swift task, so a busy cooperative pool cannot delay it; it fires at most once.
final class IdleWatchdog: @unchecked Sendable {
    private let timer = DispatchSource.makeTimerSource(queue: .global())

    /// Starts watching: `idleSeconds` says how long since the last progress.
    init(
        timeout: TimeInterval, idleSeconds: @escaping @Sendable () -> TimeInterval,
        onTimeout: @escaping @Sendable () -> Void
    ) {
        let interval = max(0.01, min(1, timeout / 10))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [timer] in
            guard idleSeconds() >= timeout else { return }
            timer.cancel()
            onTimeout()
        }
        timer.resume()
    }

    /// Stops watching (the transfer ended).
    func cancel() {
        timer.cancel()
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
