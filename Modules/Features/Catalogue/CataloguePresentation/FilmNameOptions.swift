import CatalogueDomainApi
import Commands

/// What every command that takes a film (`detail`, `rate`, `diary add|remove`, `similar`, `watchlist add|remove`)
/// shares to name it: the `--id` flag, and the film its words name with it and the command's `--year`.
public enum FilmNameOptions {
    /// `--id`: the words are the film's id, never a title.
    public static let id = Option.flag(
        "id", help: "The words are the film's id, never a title (--id 1941: the film whose id is 1941).")

    /// The film `text` names, of `year` (the command's `--year`), an id with `--id`; both is a usage error of
    /// `invocation`.
    public static func name(
        _ text: String, year: Int?, in command: ParsedCommand, invocation: String
    ) throws(UsageError) -> FilmName {
        if command[id], let year {
            throw UsageError(
                "give --id or --year \(year), not both: --id names the film by its id alone", invocation: invocation)
        }
        return FilmName(text, year: year, isID: command[id])
    }
}
