import Commands

/// A screen's state that may hold the failure its command ended with: the one place a failure (or none) becomes
/// an exit status, through the feature's `FailureWording`.
public protocol FailingState {
    associatedtype Failure: Error

    /// The failure the state holds; nil when the work did not fail.
    var failure: Failure? { get }
}

extension FailingState {
    /// How a command that ended in this state exits: 0 unless it failed, then as `wording` maps the failure.
    public func exitStatus<Wording: FailureWording>(worded wording: Wording) -> ExitStatus
    where Wording.Failure == Failure {
        failure.map(wording.exitStatus(for:)) ?? .success
    }
}
