import FoundationEssentials
import SystemIO

/// Where Movieland keeps this user's files, after the XDG Base Directory specification: resolved once, here,
/// and handed to the modules that write them (the watchlist and catalogue store, the HTTP cache).
struct UserDirectories {
    /// `$XDG_DATA_HOME/movieland`, or `~/.local/share/movieland`: the watchlist and the imported catalogue.
    let data: URL
    /// `data`'s path: `URL.path` builds a set on its first call, which looks conformances up at start-up.
    let dataPath: String
    /// `$XDG_CACHE_HOME/movieland`, or `~/.cache/movieland`: answers of online sources, safe to delete.
    let cache: URL

    init(environment: EnvironmentVariables) {
        // Paths joined as text and made URLs once: FoundationEssentials' `appendingPathComponent` re-parses the
        // URL each time, a measurable part of a command's start-up.
        dataPath = Self.base("XDG_DATA_HOME", else: ".local/share", environment: environment) + "/movieland"
        data = URL(fileURLWithPath: dataPath, isDirectory: true)
        cache = URL(
            fileURLWithPath: Self.base("XDG_CACHE_HOME", else: ".cache", environment: environment) + "/movieland",
            isDirectory: true)
    }

    /// The folder `variable` names when it is an absolute path (the specification says to ignore a relative
    /// one), else `fallback` under the home folder.
    private static func base(_ variable: String, else fallback: String, environment: EnvironmentVariables) -> String {
        if let path = environment[variable], path.hasPrefix("/") { return Self.trimmed(path) }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return Self.trimmed(home) + "/" + fallback
    }

    /// `path` without trailing slashes ("/" stays "").
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
