import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A task executor that runs every job it is given on a new thread of its own, never on one of Swift's cooperative
/// pool: a job that blocks (waits for a child process, sleeps) holds only its own thread, however many block at
/// once, and the pool stays free for every other test's asynchronous work.
public final class ThreadPerJobExecutor: TaskExecutor {
    /// The one executor the tests share (it holds no state).
    public static let shared = ThreadPerJobExecutor()

    /// The name of every thread this executor starts, as `top -H` shows it.
    public static let threadName = "off-the-pool"

    /// Marks the threads this executor starts: a thread-specific value, which no other thread has, even one that
    /// reuses the identifier or the stack of a thread of ours that has ended.
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left for ThreadPerJobExecutor")
        return key
    }()

    private init() {}

    /// Whether the calling code runs on a thread this executor started.
    public static var runsTheCurrentThread: Bool { pthread_getspecific(marker) != nil }

    /// Starts a thread that runs `job` and ends.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let marker = Self.marker
        let thread = Thread {
            pthread_setspecific(marker, UnsafeRawPointer(bitPattern: 1))
            Thread.current.name = Self.threadName
            job.runSynchronously(on: executor)
        }
        thread.start()
    }
}
