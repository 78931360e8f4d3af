import CatalogueData
import CataloguePresentation
import Commands
import Common
import DependencyInjection
import DesignSystem
import FoundationEssentials
import HistoryPresentation
import SearchPresentation
import SystemIO
import Terminal
import TopData
import TopPresentation
import WatchlistData
import WatchlistPresentation

// forge:scaffold:import

/// Movieland: parses the command line, registers every feature's implementations, selects the data
/// source, and hands the command to the app coordinator.
@MainActor
struct MovielandApp {
    static let version = "1.0.0"

    /// Every feature's command coordinator, in the order their commands are listed in help.
    static let features: [any CommandCoordinator.Type] = [
        SearchCoordinator.self,
        PageCoordinator.self,
        TopCoordinator.self,
        WatchlistCoordinator.self,
        CatalogueCoordinator.self,
        HistoryCoordinator.self,
        // forge:scaffold:feature-type
    ]

    /// The program's name: the root command, and the start of every failure it reports.
    nonisolated static let programName = "movieland"

    static let rootCommand = root(
        subcommands: features.flatMap { $0.commands } + DocumentationCommands.specs(program: programName))

    /// The root command over `subcommands`: with every feature's, the whole tree (help, completions, the manual).
    static func root(subcommands: [CommandSpec]) -> CommandSpec {
        CommandSpec(
            programName,
            summary:
                "A movie catalogue on the command line: search, details, top charts, a watchlist and your film history.",
            options: [AppConfiguration.colorOption.spec, AppConfiguration.sourceOption.spec],
            subcommands: subcommands,
            discussion: """
                With no command on a terminal, Movieland opens its tabs (Search, Top, Watchlist, History): type to
                search, Enter for a film, w to add it to the watchlist, r then a digit to rate it on the History
                tab, ? for every key, q to quit.
                Data: 58,788 films with their IMDb figures as of 2005, shipped with the app; `movieland catalogue
                update` imports the current IMDb datasets (about 700,000 films) and uses them from then on.
                """,
            runsWithoutSubcommand: true
        )
        .offering(.words(CatalogueGenres.names), forOption: "genre")
    }

    /// The tree to parse `arguments` with: only the commands of the feature whose command they name (building
    /// every feature's commands was a fifth of a search's start-up); the whole tree for anything else (no
    /// command, `help`, a mistake to report with every command in view).
    static func parsingRoot(for arguments: [String]) -> CommandSpec {
        guard let name = commandName(in: arguments),
            let feature = features.first(where: { $0.commandNames.contains(name) })
        else { return rootCommand }
        return root(subcommands: feature.commands)
    }

    /// The first argument that is not a root option or its value; nil when an argument before it is
    /// something else (`--help`, `--version`, an unknown option).
    static func commandName(in arguments: [String]) -> String? {
        let valued = [AppConfiguration.colorOption.spec.name, AppConfiguration.sourceOption.spec.name].map { "--" + $0 }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valued.contains(argument) {
                index += 2
            } else if valued.contains(where: { argument.hasPrefix($0 + "=") }) {
                index += 1
            } else {
                return argument.hasPrefix("-") ? nil : argument
            }
        }
        return nil
    }

    let arguments: [String]
    let environment: EnvironmentVariables

    /// Whether `command` changed the offline catalogue (`catalogue update`, `import` or `reset`): the rows the
    /// history kept may name films the catalogue in use has now.
    static func changesCatalogue(_ command: ParsedCommand) -> Bool {
        command.path.first == "catalogue" && ["update", "import", "reset"].contains(command.path.dropFirst().first)
    }

    /// Places the history's kept rows with the catalogue now in use, chosen again as the next run would choose
    /// it (the run's own was chosen before the catalogue changed).
    private func placeKeptRows(after command: ParsedCommand, _ console: Console) async {
        guard let configuration = try? AppConfiguration(command: command, environment: environment) else { return }
        let container = Container()
        configuration.register(in: container)
        await HistoryCoordinator(container: container, console: console)
            .placeKeptRows(reporting: OutputFormat(command) == .text)
    }

    /// What the arguments come to before any feature runs.
    private enum Preparation {
        /// A command to run, with the run's configuration.
        case run(ParsedCommand, AppConfiguration)
        /// Nothing to run: help or the version was printed (success), or the arguments or the environment are
        /// wrong (a usage error, reported).
        case finished(ExitStatus)
    }

    /// The command the arguments ask for and the configuration it runs with, or how the run ends without one.
    private func prepare(with parser: CommandLineParser) -> Preparation {
        do {
            switch try parser.request(for: arguments, manual: MovielandManual.page(version: Self.version)) {
            case .print(let text):
                print(text, terminator: "")
                return .finished(.success)
            case .run(let command):
                return .run(command, try AppConfiguration(command: command, environment: environment))
            }
        } catch {
            Self.reportFailure(error.description)
            return .finished(.usage)
        }
    }

    /// Writes a failure found before any console exists: `movieland: <message>` on standard error.
    static func reportFailure(_ message: String) {
        try? FileDescriptor.standardError.write((Console.failureLine(message, program: programName) + "\n").utf8)
    }

    func run() async -> ExitStatus {
        let parser = CommandLineParser(root: Self.parsingRoot(for: arguments), version: Self.version)
        let command: ParsedCommand
        let configuration: AppConfiguration
        switch prepare(with: parser) {
        case .finished(let status): return status
        case .run(let parsed, let configured): (command, configuration) = (parsed, configured)
        }
        let console = Console.standard(programName: Self.programName, color: configuration.color)
        let container = Container()
        configuration.register(in: container)
        let pages = PageCoordinator(container: container, console: console)
        let coordinator = AppCoordinator(
            features: [
                SearchCoordinator(container: container, console: console),
                pages,
                TopCoordinator(container: container, console: console),
                WatchlistCoordinator(container: container, console: console),
                CatalogueCoordinator(container: container, console: console),
                HistoryCoordinator(container: container, console: console),
                // forge:scaffold:coordinator
            ], pages: pages)
        guard command.path.isEmpty else {
            let status = await coordinator.run(command)
            if status == .success, Self.changesCatalogue(command) { await placeKeptRows(after: command, console) }
            return status
        }
        let session = TerminalSession()
        guard session.isInteractive, (environment["CI"] ?? "").isEmpty, environment["TERM"] != "dumb" else {
            // Off a terminal (piped, in CI) there is nothing to drive the tabs: print the help instead.
            if case .help(let text) = try? parser.parse(["--help"]) { print(text, terminator: "") }
            return .success
        }
        // Warnings of a damaged history wait until the terminal is put back, not to be drawn over the tabs.
        configuration.warnings.hold()
        defer { configuration.warnings.release() }
        return await InteractiveTerminal(host: coordinator.makeTabHost(), session: session, painter: console.painter)
            .run()
    }
}
