import Commands

/// What `man movieland` says beyond the commands and options: exit statuses, environment and files.
@MainActor
enum MovielandManual {
    static func page(version: String) -> ManualPage {
        ManualPage(
            root: MovielandApp.rootCommand, version: version,
            exitStatus: [
                .init("0", "success"),
                .init("1", "a runtime failure: a source cannot be reached, a file cannot be read or written"),
                .init("2", "a usage error: an unknown command or option, a value out of range, a missing credential"),
            ],
            environment: [
                .init("MOVIELAND_SOURCE", "the source when --source is not given: imdb, embedded, omdb or tmdb"),
                .init("OMDB_API_KEY", "the OMDb API key, for --source omdb; never printed or logged"),
                .init("TMDB_API_TOKEN", "the TMDB API read access token, for --source tmdb; never printed or logged"),
                .init(
                    "MOVIELAND_OMDB_URL, MOVIELAND_TMDB_URL",
                    "another address for the online API (a mirror, a test server)"),
                .init("MOVIELAND_IMDB_URL", "another address for IMDb's datasets, for catalogue update"),
                .init("MOVIELAND_CACHE", "off: do not keep online answers in the cache"),
                .init(
                    "MOVIELAND_NETWORK_LOG",
                    "info or verbose: log each request and response to standard error, secrets redacted"),
                .init("NO_COLOR, FORCE_COLOR", "turn colour off, or on off a terminal, when --color is auto"),
                .init(
                    "XDG_DATA_HOME, XDG_CACHE_HOME", "where the data and cache folders below are (absolute paths only)"),
                .init("COLUMNS", "the width tables are drawn to off a terminal (default 100)"),
                .init(
                    "CI, TERM",
                    "when CI is set or TERM is dumb, movieland with no command prints its help instead of opening its tabs"
                ),
            ],
            files: [
                .init("$XDG_DATA_HOME/movieland/watchlist.json", "the watchlist (default ~/.local/share/movieland)"),
                .init(
                    "$XDG_DATA_HOME/movieland/history.tsv",
                    "your ratings, diary and kept rows, a record per line; `diary check` lists lines it cannot read"),
                .init("$XDG_DATA_HOME/movieland/imdb/", "the imported IMDb catalogue and its downloads"),
                .init(
                    "$XDG_CACHE_HOME/movieland/http/",
                    "online answers kept for a while (default ~/.cache/movieland); safe to delete"),
                .init("<prefix>/share/movieland/catalogue.bin", "the embedded catalogue, installed with the program"),
            ],
            seeAlso: ["forge(1)"])
    }
}
