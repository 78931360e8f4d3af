import Common
import WatchlistDomainApi

/// How the watchlist's errors read: the one place their advice is worded, for the command line (commands,
/// `--year`) or the interactive mode (the list on screen).
struct WatchlistErrorMessages: FailureWording {
    let mode: PresentationMode

    /// `error` as one line, with the advice that fits `mode`.
    func text(for error: WatchlistError) -> String {
        switch (error, mode) {
        case (.notListed, .commandLine):
            "\(error); see it with `movieland watchlist list`"
        case (.ambiguousEntry, .commandLine), (.ambiguousTitle, .commandLine):
            "\(error); add --year or use an id"
        case (.ambiguousEntry, .interactive), (.ambiguousTitle, .interactive):
            "\(error); choose one from the list"
        case (.noFilmTitled(let text, _), .commandLine):
            "\(error); find its exact title or id with `movieland search \(text)`"
        case (.noFilmTitled, .interactive):
            "\(error); find its exact title on the Search tab"
        case (.unknownID, .commandLine):
            "\(error); find a film's id with `movieland search`"
        case (.unknownID, .interactive):
            "\(error); find the film on the Search tab"
        default:
            error.description
        }
    }

    /// A file that is no list Movieland reads was the wrong thing to ask for: a usage error.
    func isRequestFault(_ error: WatchlistError) -> Bool {
        if case .listFileUnrecognised = error { return true }
        return false
    }
}
