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
        case (.ambiguousEntry, .commandLine):
            "\(error); add --year, or name one by its id with --id"
        case (.ambiguousEntry, .interactive):
            "\(error); choose one from the list"
        case (.film(let failure), .interactive):
            failure.situation
        default:
            error.description
        }
    }

    /// A file that is no list Movieland reads was the wrong thing to ask for: a usage error.
    func isRequestFault(_ error: WatchlistError) -> Bool {
        switch error {
        case .listFileUnrecognised: true
        case .film(let failure): failure.isUsageError
        default: false
        }
    }
}
