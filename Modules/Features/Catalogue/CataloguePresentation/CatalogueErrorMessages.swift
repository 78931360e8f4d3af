import CatalogueDomain
import CatalogueDomainApi
import Common

/// How the catalogue's errors read: the one place their advice is worded, for the command line (options,
/// commands) or the interactive mode (started once, with its `--source`, and driven by keys). The features that
/// show films (Search, Top, Watchlist) word a failed lookup with it.
public struct CatalogueErrorMessages: FailureWording {
    /// Its screens fail with the maintenance errors; `text(for: CatalogueError)` words the lookups of others.
    public typealias Failure = CatalogueMaintenanceError

    let mode: PresentationMode

    /// Messages for `mode`.
    public init(mode: PresentationMode) {
        self.mode = mode
    }

    /// A catalogue failure as one line, with the advice that fits `mode`.
    public func text(for error: CatalogueError) -> String {
        switch error {
        case .unknownID:
            "\(error); "
                + (mode == .commandLine ? "find a film's id with `movieland search`" : "search for the film by title")
        case .searchFiltersUnsupported(let service) where mode == .commandLine:
            "\(service) searches titles and a year only: --genre, --min-rating, --min-votes and --sort need the "
                + "embedded catalogue (run without --source)"
        case .searchFiltersUnsupported:
            "\(error) (\(withoutSource))"
        case .pageOutOfRange(_, let lastPage, _) where mode == .commandLine:
            "\(error); ask for --page \(lastPage) or less, or narrow the search"
        case .pageOutOfRange:
            "\(error); narrow the search"
        case .requestRefused(let service, _) where mode == .commandLine:
            "\(error); check the options (\(service) serves search pages 1 to its last)"
        case .cannotList:
            "\(error) (\(withoutSource))"
        case .quotaReached, .serverError:
            "\(error), or \(withoutSource) to use the embedded catalogue"
        case .unreachable:
            "\(error), or \(withoutSource)"
        case .importedCatalogueUnavailable:
            "\(error); or go back to the embedded catalogue with \(command("movieland catalogue reset"))"
        case .damaged(let path):
            "the catalogue \(path) is damaged or from another version of Movieland; import it again "
                + "(\(command("movieland catalogue update"))) or reinstall Movieland"
        default:
            error.description
        }
    }

    /// A request the library refused as asked (no title type, no path): exit 2; work that failed: exit 1.
    public func isRequestFault(_ error: CatalogueMaintenanceError) -> Bool {
        switch error {
        case .invalidRequest, .noTitleTypes: true
        case .failed, .importedCatalogueUnusable: false
        }
    }

    /// A failed import, update, reset or status (a command-line only feature).
    public func text(for error: CatalogueMaintenanceError) -> String {
        switch error {
        case .noTitleTypes: "--types needs at least one title type, such as movie,tvMovie"
        case .importedCatalogueUnusable:
            "\(error); or go back to the embedded catalogue with `movieland catalogue reset`"
        case .invalidRequest, .failed: error.description
        }
    }

    /// How to leave the online source, which the interactive mode was started with.
    private var withoutSource: String {
        mode == .commandLine ? "run without --source" : "start Movieland without --source"
    }

    /// A command to run: as is on the command line, after quitting in the interactive mode.
    private func command(_ text: String) -> String {
        mode == .commandLine ? "`\(text)`" : "`\(text)` (after quitting)"
    }
}
