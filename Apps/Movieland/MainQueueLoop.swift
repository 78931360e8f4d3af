import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves the main dispatch queue, and so the main actor, on the main thread until the program exits.
///
/// Not top-level `await`: that parks the main thread in `dispatch_main`, which ends it with `pthread_exit`, a
/// forced unwind that in a static executable first sorts every frame description of the binary (20 ms of a
/// 28 ms search). Not Foundation's `RunLoop`: it links Foundation whole. This is what RunLoop does for the
/// main queue underneath: wait on the handle libdispatch signals when the main queue has work, then drain it.
enum MainQueueLoop {
    /// Never returns: the command ends the program with `exit`.
    static func run() -> Never {
        #if os(Linux)
        let handle = mainQueueHandle()
        while true {
            var request = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, -1) > 0 else { continue }
            // The handle is an eventfd: reading resets it, so the next poll waits for new work.
            var count: UInt64 = 0
            _ = read(handle, &count, MemoryLayout<UInt64>.size)
            drainMainQueue(nil)
        }
        #else
        dispatchMain()
        #endif
    }
}

#if os(Linux)
/// libdispatch's handle for the main queue (an eventfd on Linux), as CoreFoundation's run loop uses it.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func mainQueueHandle() -> Int32

/// Runs the main queue's pending work, as CoreFoundation's run loop does when the handle is signalled.
@_silgen_name("_dispatch_main_queue_callback_4CF")
private func drainMainQueue(_ message: UnsafeMutableRawPointer?)
#endif
