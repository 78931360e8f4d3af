/// Why the film a person named could not be found (`ResolveNamedFilm`), with the films to choose from.
///
/// Every feature that takes a film wraps it in one case of its own and words it by `description` (the command
/// line) or `situation` (a screen), so a name fails the same way in every command.
public enum FilmLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No film has the title, nor every word of it; `closest` are the films a search finds nearest.
    case noFilm(FilmName, closest: [FilmChoice])
    /// Several films have the title (or, when `everyWord`, have every word of it): the person must choose.
    case severalFilms(FilmName, candidates: [FilmChoice], everyWord: Bool)
    /// A bare number that is the id of `byID` and the title of `titled`: the person must say which they mean.
    case idOrTitle(String, byID: FilmChoice, titled: [FilmChoice])
    /// No film has the id; `account` is the catalogue's own (which catalogue, an id it has).
    case unknownID(String, account: String)
    /// The catalogue could not be asked.
    case lookupFailed(CatalogueError)

    /// Whether the name itself was wrong (exit status 2): a number that is both an id and a title, or a request
    /// the source refused.
    public var isUsageError: Bool {
        switch self {
        case .idOrTitle: true
        case .lookupFailed(let error): error.isUsageError
        default: false
        }
    }

    /// The films to list under the message: the candidates, or the closest films to one not found.
    public var choices: [FilmChoice] {
        switch self {
        case .noFilm(_, let closest): closest
        case .severalFilms(_, let candidates, _): candidates
        case .idOrTitle, .unknownID, .lookupFailed: []
        }
    }

    /// What happened, without advice: for a screen, where the person chooses with keys.
    public var situation: String {
        switch self {
        case .noFilm(let name, _):
            "no film is titled \(name), and none has every word of it"
        case .severalFilms(let name, let candidates, let everyWord):
            everyWord
                ? "no film is titled \(name), and \(candidates.count) films have every word of it"
                : "\(candidates.count) films are titled \(name)"
        case .idOrTitle(let text, let byID, let titled):
            "\"\(text)\" is both the id of \(byID.name) and the title of "
                + titled.map(\.name).joined(separator: ", ")
        case .unknownID(_, let account):
            account
        case .lookupFailed(let error):
            error.description
        }
    }

    /// What happened and what to do on the command line (`--id`, `--year`, `movieland search`).
    public var description: String {
        switch self {
        case .noFilm(let name, let closest) where closest.isEmpty:
            "\(situation); find it with `movieland search \(name.text)`"
        case .noFilm(let name, _):
            "\(situation); the closest films are below: name one by its id with --id, or search with "
                + "`movieland search \(name.text)`"
        case .severalFilms(_, _, let everyWord):
            "\(situation); " + (everyWord ? "give more of the title, " : "") + "add --year, or name one by its id "
                + "with --id"
        case .idOrTitle(let text, _, let titled):
            "\(situation): say which with "
                + (["--id \(text)"] + Set(titled.compactMap(\.year)).sorted().map { "--year \($0)" })
                .joined(separator: " or ")
        case .unknownID:
            "\(situation); find a film's id with `movieland search`"
        case .lookupFailed:
            situation
        }
    }
}
