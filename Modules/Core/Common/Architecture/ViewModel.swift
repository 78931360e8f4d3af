import Commands

/// The base of every screen's view model: it holds the view state, takes intents, and publishes
/// each new state to its observers (views) through `AsyncStream`, without Combine.
///
/// Subclasses override `handle(_:)`, call use cases and `update` the state. A view model never prints.
@MainActor
open class ViewModel<State: Sendable, Intent: Sendable> {
    /// The current view state.
    public private(set) var state: State
    private var observers: [Int: AsyncStream<State>.Continuation] = [:]
    private var nextObserver = 0

    /// A view model whose state starts as `initialState`.
    public init(initialState: State) {
        state = initialState
    }

    /// Sends a user intent and waits until it is handled.
    public final func send(_ intent: Intent) async {
        await handle(intent)
    }

    /// Reacts to an intent. Override it; the default ignores the intent.
    open func handle(_ intent: Intent) async {}

    /// Runs a command's screen: sends `intent`, has `render` print the state it led to, and returns
    /// the exit status `exitStatus` reads from that state.
    public final func present(
        _ intent: Intent, render: (State) -> Void, exitStatus: (State) -> ExitStatus
    ) async -> ExitStatus {
        await handle(intent)
        render(state)
        return exitStatus(state)
    }

    /// Changes the state and notifies every observer.
    public final func update(_ change: (inout State) -> Void) {
        change(&state)
        for continuation in observers.values { continuation.yield(state) }
    }

    /// The current state, then every later one; ends when the observer stops iterating.
    public final func states() -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .bufferingNewest(16))
        let id = nextObserver
        nextObserver += 1
        observers[id] = continuation
        continuation.yield(state)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.observers[id] = nil }
        }
        return stream
    }
}
