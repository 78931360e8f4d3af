import Commands

/// The usual life of a screen that loads one thing: nothing yet, loading, loaded, or failed with a message.
public enum LoadPhase<Value: Sendable & Equatable>: Sendable, Equatable {
    case idle
    case loading
    case loaded(Value)
    /// A message a person can act on.
    case failed(String)

    /// How a command that ended in this phase exits: 1 when it failed, 0 otherwise.
    public var exitStatus: ExitStatus {
        if case .failed = self { return .failure }
        return .success
    }
}

extension ViewModel {
    /// Sets `phase` to loading (with `prepare`'s other changes, in one state), runs `work`, then sets
    /// it to loaded or to failed with the error as `describe` words it; a cancelled task publishes no outcome.
    /// - Parameters:
    ///   - phase: Where in the state the outcome goes.
    ///   - prepare: Other changes to publish with the loading phase.
    ///   - describe: The Presentation module's wording of the error, for the mode the screen is in.
    ///   - work: The use case call.
    public final func load<Value, Failure: Error>(
        _ phase: WritableKeyPath<State, LoadPhase<Value>>, prepare: (inout State) -> Void = { _ in },
        describe: (Failure) -> String, _ work: () async throws(Failure) -> Value
    ) async {
        update {
            prepare(&$0)
            $0[keyPath: phase] = .loading
        }
        do {
            let value = try await work()
            // A cancelled load was replaced by a newer one (say, the next keystroke's search): its
            // late answer must not overwrite the newer state.
            guard !Task.isCancelled else { return }
            update { $0[keyPath: phase] = .loaded(value) }
        } catch {
            guard !Task.isCancelled else { return }
            let message = describe(error)
            update { $0[keyPath: phase] = .failed(message) }
        }
    }
}
