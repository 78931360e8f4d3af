import FoundationEssentials
import PlainText

/// When and how long to wait before sending a failed request again.
///
/// Exponential backoff with "equal jitter" (half the delay fixed, half random) on transport errors,
/// 429 and 5xx, for idempotent methods only, bounded by attempts and by total time. A server's
/// `Retry-After` replaces the computed delay; one longer than the budget ends the retries.
public struct RetryPolicy: Sendable {
    var maximumAttempts: Int
    var baseDelay: TimeInterval
    var maximumDelay: TimeInterval
    /// No retry starts after this many seconds since the first attempt.
    var maximumTotalTime: TimeInterval

    /// A policy of at most `maximumAttempts` attempts, waiting `baseDelay` doubled each time (capped at
    /// `maximumDelay`, with jitter) and giving up after `maximumTotalTime` seconds in all.
    public init(
        maximumAttempts: Int = 3, baseDelay: TimeInterval = 0.5, maximumDelay: TimeInterval = 8,
        maximumTotalTime: TimeInterval = 30
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.maximumTotalTime = maximumTotalTime
    }

    /// Never retry.
    public static let none = RetryPolicy(maximumAttempts: 1)

    /// The delay before attempt `attempt + 1`, or nil to give up.
    func delay(
        after error: NetworkError, attempt: Int, method: HTTPMethod, elapsed: TimeInterval,
        random: (ClosedRange<Double>) -> Double = { Double.random(in: $0) }
    ) -> TimeInterval? {
        guard method.isIdempotent, error.isTransient, attempt < maximumAttempts else { return nil }
        let delay: TimeInterval
        if case .httpStatus(_, _, _, let retryAfter?) = error {
            guard retryAfter <= maximumDelay else { return nil }
            delay = max(0, retryAfter)
        } else {
            let exponential = min(maximumDelay, baseDelay * Double(1 << min(attempt - 1, 30)))
            delay = exponential / 2 + random(0...1) * exponential / 2
        }
        return elapsed + delay <= maximumTotalTime ? delay : nil
    }

    /// `Retry-After` as seconds: either a number of seconds or an HTTP date.
    static func retryAfter(_ value: String?, now: Date = Date()) -> Double? {
        guard let value = value?.trimmingWhitespace(), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds >= 0 { return seconds }
        guard let date = HTTPDate.parse(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
