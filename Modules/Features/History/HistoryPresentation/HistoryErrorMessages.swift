import Common
import HistoryDomainApi

/// How the History feature's errors read: the one place their advice is worded, for the command line
/// (commands, options) or the interactive mode (keys, tabs).
struct HistoryErrorMessages: FailureWording {
    let mode: PresentationMode

    /// `error` as one line, with the advice that fits `mode`.
    func text(for error: HistoryError) -> String {
        switch (error, mode) {
        case (.unavailable, .commandLine): "\(error); run the command again once the source is back"
        case (.unavailable, .interactive): "\(error); switch tabs and back to try again"
        }
    }
}
