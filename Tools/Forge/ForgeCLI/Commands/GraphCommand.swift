import Commands
import ForgeDiagnostics
import ForgeGraph
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge graph` on the command line.
enum GraphCommand {
    enum Arguments {
        static let format = Option.choice(
            "format", default: GraphRenderer.Format.dot, valueName: "format", help: "the output format (default dot)")
        static let focus = Option.string("focus", valueName: "module", help: "only this module and its neighbours")
        static let depth = Option.integer(
            "depth", in: 0...Int.max, valueName: "n", help: "with --focus: how many steps out (default 1)")
        static let feature = Option.string(
            "feature", valueName: "name", help: "only this feature's modules and what they touch")
        static let kind = Option.choice(
            "kind", of: ModuleKind.self, valueName: "kind",
            help: "only modules of this kind and the edges between them (tool: forge's own)")
        static let excludeKind = Option.choice(
            "exclude-kind", of: ModuleKind.self, valueName: "kind",
            help: "leave out modules of this kind (tool: the app's graph without forge's)")
        static let dependenciesOf = Option.string(
            "dependencies-of", valueName: "module", help: "only this module and what it is built from")
        static let collapse = Option.flag("collapse", help: "one node per feature")
        static let tests = Option.flag("tests", help: "include test targets and test-support modules")
        static let output = Option.string(
            "output", valueName: "file", help: "write to a file instead of standard output", completion: .files)
        static let updateReadme = Option.flag(
            "update-readme", help: "rewrite the diagram between the forge:graph markers of the READMEs")
        static let checkReadme = Option.flag("check-readme", help: "exit 1 when a README's diagram is stale")
    }

    /// `forge graph [--format F] [filters] [--output FILE]`, or `--update-readme` / `--check-readme`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "graph", summary: "export the module graph (violations in red), or keep the READMEs' diagram current",
            options: [
                Arguments.format.spec, Arguments.focus.spec, Arguments.depth.spec, Arguments.feature.spec,
                Arguments.kind.spec, Arguments.excludeKind.spec, Arguments.dependenciesOf.spec, Arguments.collapse.spec,
                Arguments.tests.spec,
                Arguments.output.spec,
                Arguments.updateReadme.spec, Arguments.checkReadme.spec, ForgeSubcommand.root.spec,
            ])
    ) { command, context in
        let graph = GraphExport(context)
        if command[Arguments.updateReadme] || command[Arguments.checkReadme] {
            return graph.readme(check: command[Arguments.checkReadme])
        }
        return graph.run(
            format: command[Arguments.format], options: options(of: command), outputFile: command[Arguments.output])
    }

    /// The graph's filters as `command` gives them.
    private static func options(of command: ParsedCommand) -> ModuleGraph.Options {
        var options = ModuleGraph.Options()
        options.focus = command[Arguments.focus]
        options.feature = command[Arguments.feature]
        options.kind = command[Arguments.kind]
        options.excludedKind = command[Arguments.excludeKind]
        options.dependenciesOf = command[Arguments.dependenciesOf]
        options.collapsed = command[Arguments.collapse]
        options.includeTests = command[Arguments.tests]
        if let depth = command[Arguments.depth] { options.depth = depth }
        return options
    }
}
