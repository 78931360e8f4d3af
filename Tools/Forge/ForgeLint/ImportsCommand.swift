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
