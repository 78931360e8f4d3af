/// How a screen prints its result.
public enum OutputFormat: Sendable, Equatable {
    /// Tables and styled text (plain when piped).
    case text
    /// The documented JSON shape, for scripts.
    case json
}
