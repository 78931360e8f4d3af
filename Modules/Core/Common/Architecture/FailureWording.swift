import Commands

/// How a feature's presentation words a failure, and whether it was the request's fault: the one mapping from
/// a failure to the exit status a command ends with. A screen keeps the error as a value (`LoadPhase.failed`)
/// until its view words it with this.
public protocol FailureWording: Sendable {
    associatedtype Failure: Error

    /// The failure as one line a person can act on, with the advice that fits the mode.
    func text(for failure: Failure) -> String

    /// Whether the request was wrong (a page the source never serves, a bad option value): a usage error, exit 2,
    /// rather than work that could not be done, exit 1.
    func isRequestFault(_ failure: Failure) -> Bool
}

extension FailureWording {
    /// No failure is the request's fault unless the wording says so.
    public func isRequestFault(_ failure: Failure) -> Bool { false }

    /// How a command that ended in `failure` exits: 2 when it was the request's fault, else 1.
    public func exitStatus(for failure: Failure) -> ExitStatus { isRequestFault(failure) ? .usage : .failure }
}
