import Commands
import ForgeAffected
import ForgeGraphExport
import ForgeHash
import ForgeLint
import ForgeManifest
import ForgeSwiftSource
import ForgeTest

/// forge's options, each declared once with its type: the specs the parser, `--help`, completions and the
/// manual read, and the typed values `ForgeCommands` reads back (`command[ForgeOptions.Lint.fix]`).
enum ForgeOptions {
    /// `--root`, which every command that reads a repository takes.
    static let root = Option.string(
        "root", valueName: "path", help: "the repository root (default: the current folder)", completion: .directories)
    /// `--shard K/N`, read by `TestShards.Selection`.
    static func shard(help: String) -> Option<String?> { .string("shard", valueName: "K/N", help: help) }

    enum Generate {
        static let check = Option.flag(
            "check", help: "write nothing; exit 1 and name the modules that differ when it is stale")
        static let force = Option.flag("force", help: "replace a Package.swift that forge did not write")
    }

    enum Adopt {
        static let force = Option.flag("force", help: "replace an existing Manifest/ (restored if adoption fails)")
    }

    enum Lint {
        static let format = Option.choice(
            "format", default: LintCommand.Format.text, valueName: "format",
            help: "text: compiler-style lines (default); json: versioned JSON; github: annotations")
        static let platforms = Option.strings(
            "platform", choices: BuildPlatform.all.map(\.name), valueName: "name",
            help: "check imports for this platform only (default: linux and the package's platforms)")
        static let fix = Option.flag(
            "fix", help: "declare every undeclared import and remove every unused dependency, then regenerate")
        static let dryRun = Option.flag(
            "dry-run", help: "with --fix: print the changes as a unified diff and write nothing")
        static let baseline = Option.string(
            "baseline", valueName: "file", help: "fail only on findings this baseline does not hold",
            completion: .files)
        static let writeBaseline = Option.string(
            "write-baseline", valueName: "file", help: "record today's findings as a baseline", completion: .files)
    }

    enum Imports {
        static let platforms = Option.strings(
            "platform", choices: BuildPlatform.all.map(\.name), valueName: "name",
            help: "a platform to evaluate #if for (default: this machine's)")
        static let defines = Option.strings("define", valueName: "name", help: "a compilation condition set with -D")
        static let canImport = Option.strings(
            "can-import", valueName: "module", help: "a module canImport finds besides the platform's own")
        static let format = Option.choice(
            "format", default: ImportsCommand.Format.text, valueName: "format", help: "the output format (default text)"
        )
    }

    enum Affected {
        static let base = Option.string(
            "base", valueName: "rev", help: "the revision to compare with (committed and uncommitted changes count)",
            completion: .shellCommand("git for-each-ref --format='%(refname:short)'"))
        static let tests = Option.flag("tests", help: "print test target names instead of modules")
        static let json = Option.flag("json", help: "print JSON: changed files, modules and tests")
        static let shard = ForgeOptions.shard(
            help: "with --tests or --json: only the K-th of N shards, balanced by test files")
        static let durations = Option.string(
            "durations", valueName: "file",
            help: "with --shard: balance by the seconds per test target in this JSON file (relative to --root)",
            completion: .files)
    }

    enum Hash {
        static let tests = Option.flag("tests", help: "only test targets")
        static let format = Option.choice(
            "format", default: HashCommand.Format.text, valueName: "format",
            help: "text: a hash and a name per line (default); json: {\"targets\": [...]}")
    }

    enum Test {
        static let store = Option.string(
            "store", valueName: "path|url",
            help: "a results folder, or an http(s) cache (default .build/forge/test-results)",
            completion: .directories)
        static let readOnly = Option.flag(
            "read-only", help: "use the results, record nothing (pull requests from forks)")
        static let dryRun = Option.flag(
            "dry-run", help: "print what would run and what is skipped, and run nothing")
        static let shard = ForgeOptions.shard(
            help: "only the K-th of N balanced shards of what is left to run (a CI matrix)")
        static let format = Option.choice(
            "format", default: TestCommand.Format.text, valueName: "format",
            help: "text (default); json: {\"run\", \"skipped\", \"failed\"}; github: with ::error lines")
    }

    enum Scaffold {
        static let dryRun = Option.flag(
            "dry-run", help: "list what would be created and changed, and write nothing")
    }

    enum Graph {
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
        static let collapse = Option.flag("collapse", help: "one node per feature")
        static let tests = Option.flag("tests", help: "include test targets and test-support modules")
        static let output = Option.string(
            "output", valueName: "file", help: "write to a file instead of standard output", completion: .files)
        static let updateReadme = Option.flag(
            "update-readme", help: "rewrite the diagram between the forge:graph markers of the READMEs")
        static let checkReadme = Option.flag("check-readme", help: "exit 1 when a README's diagram is stale")
    }
}
