import Commands
import Common
import DependencyInjection
import Terminal

// forge:scaffold:import

/// A stand-in for Movieland's composition root with the same wiring points (`Manifest/project.json`'s
/// `scaffold.wiring`): the features' coordinator types, their instances and their registrations. Scaffolding
/// into it proves a new feature compiles against the Core modules and runs its command, without building
/// every feature of the repository.
@MainActor
struct MovielandApp {
    /// Every feature's command coordinator.
    static let features: [any CommandCoordinator.Type] = [
        // forge:scaffold:feature-type
    ]

    /// A command of the app's own.
    static let about = CommandSpec("about", summary: "what this stand-in is")

    let arguments: [String]

    func run() async -> ExitStatus {
        let root = CommandSpec(
            "movieland", summary: "the scaffold tests' app",
            subcommands: [Self.about] + Self.features.flatMap { $0.commands })
        let console = Console.standard(programName: "movieland", color: .never)
        let command: ParsedCommand
        do {
            guard case .run(let parsed) = try CommandLineParser(root: root, version: "0").parse(arguments) else {
                return .usage
            }
            command = parsed
        } catch {
            console.writeFailure(error.description)
            return .usage
        }
        let container = Container()
        AppConfiguration.register(in: container)
        let coordinators: [any CommandCoordinator] = [
            // forge:scaffold:coordinator
        ]
        guard let name = command.path.first,
            let feature = coordinators.first(where: { type(of: $0).commands.contains { $0.name == name } })
        else {
            console.write("a stand-in app for scaffolding tests\n")
            return .success
        }
        return await feature.run(command)
    }
}
