#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if os(Linux)
/// `pthread_setname_np(3)`, which Glibc's module map leaves out (it is a GNU extension).
@_silgen_name("pthread_setname_np")
private func setThreadName(_ thread: pthread_t, _ name: UnsafePointer<CChar>) -> Int32
#endif

/// Starts work on a thread of its own, not joined: for blocking work (a read, a wait, a spinner's pauses)
/// that must not hold one of the few threads of Swift's cooperative pool. Foundation's `Thread` without
/// Foundation.
public enum DetachedThread {
    /// Runs `body` on a new thread named `name` (as `top -H` shows it; cut to 15 bytes).
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Work(name: name, body: body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, nil, runWork, context) == 0 else {
            // No thread to be had: the work still has to happen.
            Unmanaged<Work>.fromOpaque(context).release()
            body()
            return
        }
        pthread_detach(thread)
    }

    private final class Work {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }

    private static let runWork: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        guard let context else { return nil }
        let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
        #if os(Linux)
        _ = setThreadName(pthread_self(), String(work.name.utf8.prefix(15)) ?? "")
        #endif
        work.body()
        return nil
    }
}
