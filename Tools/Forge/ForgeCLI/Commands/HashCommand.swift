import Commands
import ForgeHasher
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge hash` on the command line.
enum HashCommand {
    enum Arguments {
        static let tests = Option.flag("tests", help: "only test targets")
        static let explain = Option.flag(
            "explain", help: "every input of each hash with its own digest: files, declaration, dependencies, toolchain"
        )
        static let format = Option.choice(
            "format", default: HashFormat.text, valueName: "format",
            help: "text: a hash and a name per line (default); json: {\"targets\": [...]}")
    }

    /// `forge hash [TARGET...] [--tests] [--explain] [--env NAME[=VALUE]]... [--format F] [-- <swift arguments>]`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "hash",
            summary: "print one content hash per target: its files, declaration, dependencies and toolchain",
            arguments: [
                ForgeSubcommand.targetsThenSwiftArguments(
                    "the targets to print (default every one)", passedTo: "forge test would pass to swift")
            ],
            options: [
                Arguments.tests.spec, Arguments.explain.spec, ForgeSubcommand.environment.spec, Arguments.format.spec,
                ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        var request = HashListing.Request()
        (request.targets, request.swiftArguments) = command.targetsAndSwiftArguments
        request.testsOnly = command[Arguments.tests]
        request.explain = command[Arguments.explain]
        request.variables = try ForgeSubcommand.variables(of: command, invocation: "forge hash")
        let report: HashListing.Report
        do throws(HashListing.Failure) {
            report = try HashListing(root: context.root).hashes(request)
        } catch {
            return stopped(by: error, errors: context.errors)
        }
        context.errors.report(report.validation)
        context.output.write(command[Arguments.format].render(report.targets, explain: request.explain))
        return .success
    }

    /// Says why there are no hashes: 1 for invalid manifests, 2 for an unknown target.
    private static func stopped(by failure: HashListing.Failure, errors: any TextOutput) -> ExitStatus {
        switch failure {
        case .invalidManifests(let validation):
            errors.report(validation)
            return .failure
        case .unknownTarget(let unknown, let validation):
            errors.report(validation)
            errors.write(unknown.text(kind: "target", command: "forge hash", listing: "forge hash"))
            return .usage
        }
    }
}
