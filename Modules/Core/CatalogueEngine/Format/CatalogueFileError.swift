/// Why a catalogue file cannot be opened.
public enum CatalogueFileError: Error, Equatable, Sendable {
    /// It cannot be opened or read; the reason names the file.
    case unreadable(String)
    /// It is not a catalogue this version can read (truncated, or another format).
    case damaged(path: String)
}
