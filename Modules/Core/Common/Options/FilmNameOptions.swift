import Commands

/// What every command that takes a film (`detail`, `rate`, `diary add|remove`, `similar`, `watchlist add|remove`)
/// shares to name it: the `--id` flag, which says the words are an id, and cannot go with the command's `--year`.
public enum FilmNameOptions {
    /// `--id`: the words are the film's id, never a title.
    public static let id = Option.flag(
        "id", help: "The words are the film's id, never a title (--id 1941: the film whose id is 1941).")

    /// Whether `command` names the film by its id (`--id`); with a `year` (the command's `--year`) as well, a
    /// usage error of `invocation`.
    public static func namesID(year: Int?, in command: ParsedCommand, invocation: String) throws(UsageError) -> Bool {
        if command[id], let year {
            throw UsageError(
                "give --id or --year \(year), not both: --id names the film by its id alone", invocation: invocation)
        }
        return command[id]
    }
}
