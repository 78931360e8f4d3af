import Commands
import ForgeDiagnostics
import ForgeJSON
import ForgeLinter
import ForgeSupport
import ForgeSwiftSource
import Foundation

/// `forge imports`: the imports forge reads in Swift files, and whether each is compiled on the platforms
/// asked for, so anyone can see why lint says what it says.
package struct ImportsCommand: ForgeCommand {
    package enum Format: String, CaseIterable {
        case text
        case json
    }

    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    /// The folder relative paths are read from.
    private var currentDirectory: URL { root }

    /// `paths`: files or folders (searched for `.swift` files), as given.
    package func run(
        paths: [String], platforms: [BuildPlatform], defines: [String], canImport: [String], format: Format
    )
        -> ExitStatus
    {
        var files: [String] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : currentDirectory.appendingPathComponent(path).path
            switch FileSystem.entry(at: absolute) {
            case .file: files.append(path)
            case .directory:
                let prefix = path.hasSuffix("/") ? path : path + "/"
                files += FileSystem.files(under: absolute).filter { $0.hasSuffix(".swift") }.sorted().map {
                    prefix + $0
                }
            case nil:
                errors.report(
                    Finding("\(path): no such file or folder", help: "give Swift files or folders that hold them"))
                return .failure
            }
        }
        let evaluators = platforms.map {
            ConditionEvaluator(platform: $0, defines: Set(defines), importable: Set(canImport))
        }
        let paths = files
        let base = currentDirectory.path
        let scanned = Concurrently.map(count: paths.count) { index -> [SwiftImportScanner.Import] in
            let path = paths[index]
            let absolute = path.hasPrefix("/") ? path : FileSystem.join(base, path)
            return SwiftImportScanner().scan(FileSystem.bytes(at: absolute) ?? []).imports
        }
        let report = zip(files, scanned).map { path, imports in
            (path, imports.map { item in (item, evaluators.contains { $0.isActive(all: item.conditions) }) })
        }
        switch format {
        case .json: output.line(json(report))
        case .text:
            for (path, imports) in report {
                for (item, active) in imports {
                    var line = "\(path):\(item.location.line):\(item.location.column): \(item.module)"
                    if !active { line += " (not compiled)" }
                    if let condition = item.condition { line += " #if \(condition.text)" }
                    output.line(line)
                }
            }
        }
        return .success
    }

    /// `{"version": 1, "files": [{"path", "imports": [{"module", "line", "column", "kind", "attributes",
    /// "access", "active", "condition"}]}]}`, keys in that order.
    private func json(_ report: [(String, [(SwiftImportScanner.Import, Bool)])]) -> String {
        func string(_ value: String?) -> String {
            value.map { ManifestJSON.quoted($0) } ?? "null"
        }
        let files = report.map { path, imports in
            let items = imports.map { item, active in
                "{\"module\": \(string(item.module)), \"line\": \(item.location.line), \"column\": \(item.location.column), "
                    + "\"kind\": \(string(item.kind)), \"attributes\": [\(item.attributes.map { string($0) }.joined(separator: ", "))], "
                    + "\"access\": \(string(item.access)), \"active\": \(active), \"condition\": \(string(item.condition?.text))}"
            }
            return "{\"path\": \(string(path)), \"imports\": [\(items.joined(separator: ", "))]}"
        }
        return "{\"version\": 1, \"files\": [\(files.joined(separator: ", "))]}"
    }
}

/// `forge imports` on the command line.
extension ImportsCommand {
    enum Arguments {
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

    /// `forge imports <path>... [--platform P ...] [--define D ...] [--can-import M ...] [--format F]`; paths are
    /// relative to the current folder.
    package static let subcommand = ForgeSubcommand(
        CommandSpec(
            "imports", summary: "print the imports forge reads in Swift files, and where each is compiled",
            arguments: [
                ArgumentSpec("path", help: "a Swift file or a folder of them", isVariadic: true, completion: .files)
            ],
            options: [
                Arguments.platforms.spec, Arguments.defines.spec, Arguments.canImport.spec, Arguments.format.spec,
            ])
    ) { command, context in
        let platforms = command[Arguments.platforms].compactMap(BuildPlatform.named)
        return ImportsCommand(context).run(
            paths: command.argumentList("path"), platforms: platforms.isEmpty ? [.host] : platforms,
            defines: command[Arguments.defines], canImport: command[Arguments.canImport],
            format: command[Arguments.format])
    }
}
