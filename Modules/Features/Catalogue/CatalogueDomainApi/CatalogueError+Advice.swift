extension CatalogueError {
    /// What happened and what to do on the command line: the options and commands that help.
    public var commandLineAdvice: String { advice(onCommandLine: true) }

    /// What happened and what to do in the interactive mode, which was started once, with its `--source`, and is
    /// driven by keys.
    public var interactiveAdvice: String { advice(onCommandLine: false) }

    /// The one place a catalogue failure's advice is worded, for every feature that shows films (a search, a
    /// film's page, a person's films), as `FilmLookupError` words its own.
    private func advice(onCommandLine: Bool) -> String {
        let withoutSource = onCommandLine ? "run without --source" : "start Movieland without --source"
        let command = { (text: String) in onCommandLine ? "`\(text)`" : "`\(text)` (after quitting)" }
        switch self {
        case .unknownID:
            return "\(self); "
                + (onCommandLine ? "find a film's id with `movieland search`" : "search for the film by title")
        case .searchFiltersUnsupported(let service) where onCommandLine:
            return "\(service) searches titles and a year only: --genre, --min-rating, --min-votes and --sort need the "
                + "embedded catalogue (run without --source)"
        case .searchFiltersUnsupported:
            return "\(self) (\(withoutSource))"
        case .pageOutOfRange(_, let lastPage, _) where onCommandLine:
            return "\(self); ask for --page \(lastPage) or less, or narrow the search"
        case .pageOutOfRange:
            return "\(self); narrow the search"
        case .requestRefused(let service, _) where onCommandLine:
            return "\(self); check the options (\(service) serves search pages 1 to its last)"
        case .cannotList:
            return "\(self) (\(withoutSource))"
        case .quotaReached, .serverError:
            return "\(self), or \(withoutSource) to use the embedded catalogue"
        case .unreachable:
            return "\(self), or \(withoutSource)"
        case .importedCatalogueUnavailable:
            return "\(self); or go back to the embedded catalogue with \(command("movieland catalogue reset"))"
        case .damaged(let path):
            return "the catalogue \(path) is damaged or from another version of Movieland; import it again "
                + "(\(command("movieland catalogue update"))) or reinstall Movieland"
        default:
            return description
        }
    }
}
