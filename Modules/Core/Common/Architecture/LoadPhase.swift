/// The usual life of a screen that loads one thing: nothing yet, loading, loaded, or failed. The failure is kept
/// as the error itself, for the view to word (`FailureWording`) where it shows it.
public enum LoadPhase<Value: Sendable & Equatable, Failure: Error & Sendable & Equatable>: Sendable, Equatable,
    FailingState
{
    case idle
    case loading
    case loaded(Value)
    case failed(Failure)

    /// The error, when the load failed.
    public var failure: Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}

extension ViewModel {
    /// Sets the phase to loading (with `prepare`'s other changes, in one state), runs `work`, then sets it to
    /// loaded or to failed with the error; a cancelled task publishes no outcome.
    /// - Parameters:
    ///   - setPhase: Puts a phase where it goes in the state: `load { $0.phase = $1 } work: { ... }`. A closure,
    ///     not a key path: a key path into a generic type is built at run time, looking its conformances up.
    ///   - prepare: Other changes to publish with the loading phase.
    ///   - work: The use case call.
    public final func load<Value, Failure: Error>(
        _ setPhase: (inout State, LoadPhase<Value, Failure>) -> Void, prepare: (inout State) -> Void = { _ in },
        work: () async throws(Failure) -> Value
    ) async {
        update {
            prepare(&$0)
            setPhase(&$0, .loading)
        }
        do {
            let value = try await work()
            // A cancelled load was replaced by a newer one (say, the next keystroke's search): its
            // late answer must not overwrite the newer state.
            guard !Task.isCancelled else { return }
            update { setPhase(&$0, .loaded(value)) }
        } catch {
            guard !Task.isCancelled else { return }
            update { setPhase(&$0, .failed(error)) }
        }
    }
}
