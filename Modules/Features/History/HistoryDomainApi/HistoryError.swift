/// Why the items could not be listed: the situation and its facts, as data. `description` says what happened
/// without command-line advice; HistoryPresentation's `HistoryErrorMessages` adds the advice.
public enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The items could not be read; the text says which source and why.
    case unavailable(String)

    /// What happened, with advice that holds wherever the person is.
    public var description: String {
        switch self {
        case .unavailable(let reason): "the History items cannot be read: \(reason)"
        }
    }
}
