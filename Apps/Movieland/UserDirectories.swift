import FoundationEssentials

/// Where Movieland keeps this user's files, after the XDG Base Directory specification: resolved once, here,
/// and handed to the modules that write them (the watchlist and catalogue store, the HTTP cache).
struct UserDirectories {
    /// `$XDG_DATA_HOME/movieland`, or `~/.local/share/movieland`: the watchlist and the imported catalogue.
    let data: URL
    /// `$XDG_CACHE_HOME/movieland`, or `~/.cache/movieland`: answers of online sources, safe to delete.
    let cache: URL

    init(environment: [String: String]) {
        data = Self.base("XDG_DATA_HOME", else: ".local/share", environment: environment)
            .appendingPathComponent("movieland")
        cache = Self.base("XDG_CACHE_HOME", else: ".cache", environment: environment)
            .appendingPathComponent("movieland")
    }

    /// The folder `variable` names when it is an absolute path (the specification says to ignore a relative
    /// one), else `fallback` under the home folder.
    private static func base(_ variable: String, else fallback: String, environment: [String: String]) -> URL {
        environment[variable].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? (environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser)
            .appendingPathComponent(fallback)
    }
}
