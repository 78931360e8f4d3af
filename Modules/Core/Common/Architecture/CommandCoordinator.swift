import Commands
import Terminal

/// A feature's entry point on the command line: the commands it adds, and running one of them.
///
/// The App composes the command tree from every feature's `commands` and hands each parsed command
/// to the feature that declared it, so it never needs a feature's Domain types.
@MainActor
public protocol CommandCoordinator: Coordinator {
    /// The top-level commands this feature owns (`search`, `detail`, ...).
    static var commands: [CommandSpec] { get }

    /// The names of `commands`, known without building them: the app builds only the commands of the feature
    /// a command line names (each feature's tree was a share of every command's start-up).
    static var commandNames: [String] { get }

    /// Runs a parsed command whose first path element is one of `commands`.
    func run(_ command: ParsedCommand) async -> ExitStatus
}

extension CommandCoordinator {
    /// Read off `commands`; a feature that lists its names spares building them.
    public static var commandNames: [String] { commands.map(\.name) }

    /// Turns `command` into a route with `makeRoute` and starts it, or reports the mistake on `console` (exit 2).
    public func run<R>(
        _ command: ParsedCommand, console: Console,
        route makeRoute: (ParsedCommand) throws(UsageError) -> R, start: (R) async -> ExitStatus
    ) async -> ExitStatus {
        do {
            return await start(try makeRoute(command))
        } catch {
            console.writeFailure(error.description)
            return .usage
        }
    }
}
