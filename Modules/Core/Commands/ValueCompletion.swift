/// What Tab offers for an option's value or a positional argument in the generated shell completions.
public enum ValueCompletion: Sendable, Equatable {
    /// Nothing in particular: the shell offers nothing.
    case none
    /// File and folder names.
    case files
    /// Folder names only.
    case directories
    /// These words (an option's choices, known genres).
    case words([String])
    /// The lines this shell command prints when Tab is pressed (git branches, say). It runs in the
    /// user's shell, so it must be quick and quiet on failure.
    case shellCommand(String)
}
