import Common
import HistoryDomainApi

/// How the History feature's errors read: the one place their advice is worded, for the command line
/// (commands, options) or the interactive mode (keys, tabs).
struct HistoryErrorMessages: FailureWording {
    let mode: PresentationMode

    /// `error` as one line, with the advice that fits `mode`.
    func text(for error: HistoryError) -> String {
        switch (error, mode) {
        case (.film(let failure), .interactive): failure.situation
        case (.noViewingWithID, .commandLine): "\(error); see the viewings and their ids with `movieland diary list`"
        case (.noViewing, .commandLine): "\(error); see the diary with `movieland diary list`"
        case (.severalViewings(_, let dates, let ids), .commandLine) where Set(dates).count == 1:
            "\(error) (\(ids.joined(separator: ", "))); remove one by its id: movieland diary remove \(ids[0])"
        case (.severalViewings, .commandLine): "\(error); add --date, or remove it by id (`movieland diary list`)"
        case (.noKeptRow, .commandLine): "\(error); see them with `movieland diary list --unplaced`"
        case (.noPlacedHistory, .commandLine):
            "\(error); see why with `movieland diary list --unplaced`, place one with `movieland diary place`, or "
                + "use a catalogue that has them (`movieland catalogue update`)"
        case (.noHistory, .commandLine):
            "\(error): rate films with `movieland rate`, log them with `movieland diary add`, or import an export "
                + "with `movieland diary import`"
        default: error.description
        }
    }

    /// A file that is no history Movieland reads, or a day no film was seen on, was the wrong thing to ask for:
    /// a usage error.
    func isRequestFault(_ error: HistoryError) -> Bool {
        switch error {
        case .fileUnrecognised, .dayOutOfRange, .dayBeforeFilm, .keptRowNeeds: true
        case .film(let failure): failure.isUsageError
        default: false
        }
    }
}
