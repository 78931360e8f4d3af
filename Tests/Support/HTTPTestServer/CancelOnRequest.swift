import Foundation

/// Cancels work the moment the server sees its request, from the server's own thread: a test that polled for the
/// request from a task could wait the whole scripted delay when other tests hold the cooperative threads.
public final class CancelOnRequest: @unchecked Sendable {
    /// Nothing to cancel yet, and no request seen.
    public init() {}

    private let lock = NSLock()
    private var cancel: (@Sendable () -> Void)?
    private var requested = false

    /// What cancels the work; called at once when the request came before it was given.
    public func set(_ cancel: @escaping @Sendable () -> Void) {
        lock.lock()
        self.cancel = cancel
        let now = requested
        lock.unlock()
        if now { cancel() }
    }

    /// The server saw the request: cancels the work when it has been given.
    public func requestArrived() {
        lock.lock()
        requested = true
        let cancel = self.cancel
        lock.unlock()
        cancel?()
    }
}
