import Commands
import ForgeDiagnostics
import ForgeGraph
import ForgeGraphPage
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge graph` on the command line.
enum GraphCommand {
    enum Arguments {
        static let format = Option.choice(
            "format", default: GraphFormat.dot, valueName: "format",
            help: "the output format: dot (default), mermaid, json, make, or html (one self-contained page)")
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
        static let base = Option.string(
            "base", valueName: "rev", help: "with --format html: show what the change since this git revision reaches",
            completion: .shellCommand("git for-each-ref --format='%(refname:short)'"))
        static let store = Option.string(
            "store", valueName: "path|url",
            help: "with --format html: show each test target's results in this store (a folder or an http(s) cache)",
            completion: .directories)
    }

    /// `forge graph [--format F] [filters] [--output FILE]`, `forge graph --format html [--base REV] [--store S]
    /// [--output FILE]`, or `--update-readme` / `--check-readme`.
    static let subcommand = ForgeSubcommand(
        CommandSpec(
            "graph", summary: "export the module graph (violations in red), or keep the READMEs' diagram current",
            options: [
                Arguments.format.spec, Arguments.focus.spec, Arguments.depth.spec, Arguments.feature.spec,
                Arguments.kind.spec, Arguments.excludeKind.spec, Arguments.dependenciesOf.spec, Arguments.collapse.spec,
                Arguments.tests.spec,
                Arguments.output.spec, Arguments.base.spec, Arguments.store.spec,
                Arguments.updateReadme.spec, Arguments.checkReadme.spec, ForgeSubcommand.root.spec,
            ])
    ) { command, context throws(UsageError) in
        let html = command[Arguments.format] == .html
        if !html, command[Arguments.base] != nil || command[Arguments.store] != nil {
            throw UsageError("--base and --store are shown on the page; add --format html", invocation: "forge graph")
        }
        if html, command[Arguments.collapse] || command[Arguments.updateReadme] || command[Arguments.checkReadme] {
            throw UsageError(
                "the page draws every module and writes no README; drop --collapse, --update-readme and --check-readme",
                invocation: "forge graph")
        }
        if html { return page(command, context: context) }
        if command[Arguments.updateReadme] || command[Arguments.checkReadme] {
            let diagrams = ModuleDiagrams(root: context.root).updateReadmes(check: command[Arguments.checkReadme])
            diagrams.write(to: context.output, errors: context.errors)
            return diagrams.succeeded ? .success : .failure
        }
        return export(command, context: context)
    }

    /// The graph drawn in the format asked for, on standard output or in the file asked for.
    private static func export(_ command: ParsedCommand, context: CommandContext) -> ExitStatus {
        let exported: GraphExport.Result
        let drawing = command[Arguments.format].drawing ?? GraphRenderer.json
        do throws(GraphSelectionFailure) {
            exported = try GraphExport(root: context.root).export(
                options(of: command), drawnBy: drawing, to: command[Arguments.output])
        } catch {
            error.write(to: context.errors)
            if case .unknownSelection = error { return .usage }
            return .failure
        }
        exported.selected.writeNotes(to: context.errors)
        switch exported.destination {
        case .none: context.output.write(exported.text)
        case .written: break
        case .notWritten(let reason):
            context.errors.report(Finding(reason))
            return .failure
        }
        return .success
    }

    /// `--format html`: the page, on standard output or in the file asked for; a store that cannot be read is a
    /// warning (the page says so too), a base that names no commit a usage error.
    private static func page(_ command: ParsedCommand, context: CommandContext) -> ExitStatus {
        var request = GraphPageBuilder.Request()
        request.options = options(of: command)
        request.base = command[Arguments.base]
        request.store = command[Arguments.store]
        let built: (document: GraphPageDocument, selected: SelectedGraph)
        do throws(GraphPageFailure) {
            built = try GraphPageBuilder(root: context.root).document(request)
        } catch {
            return error.show(on: context.errors)
        }
        built.selected.writeNotes(to: context.errors)
        for notice in built.document.notices { context.errors.report(Finding(notice, severity: .warning)) }
        let html = GraphPage.html(for: built.document)
        guard let outputFile = command[Arguments.output] else {
            context.output.write(html)
            return .success
        }
        if case .notWritten(let reason) = GraphExport(root: context.root).write(html, to: outputFile) {
            context.errors.report(Finding(reason))
            return .failure
        }
        return .success
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
