import Common
import TopDomain

/// How the chart's errors read: the one place their advice is worded, for the command line (`--source`) or
/// the interactive mode (which was started with it).
struct TopErrorMessages: FailureWording {
    let mode: PresentationMode

    /// `error` as one line, with the advice that fits `mode`.
    func text(for error: TopChartError) -> String {
        switch (error, mode) {
        case (.sourceCannotList, .commandLine):
            "\(error); run top without --source, on the embedded catalogue"
        case (.sourceCannotList, .interactive):
            "\(error); start Movieland without --source to chart the embedded catalogue"
        case (.catalogueFailed, _), (.unknownGenre, _):
            error.description
        }
    }
}
