#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock over a POSIX mutex: Foundation's `NSLock` and `NSRecursiveLock` without Foundation.
public final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// A lock; a `recursive` one may be taken again by the thread that holds it.
    public init(recursive: Bool = false) {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        defer { pthread_mutexattr_destroy(&attributes) }
        if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
        pthread_mutex_init(mutex, &attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
