import ForgeDiagnostics
import ForgeGenerate
import ForgeGraphExport
import ForgeManifest
import ForgeSupport
import Foundation

/// `forge scaffold feature <Name> [--dry-run]`: a complete, wired, tested feature in one step.
package struct ScaffoldCommand: ForgeCommand {
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    package func run(name: String, dryRun: Bool) -> ExitCode {
        guard
            let manifests = ValidatedManifests.load(
                root: root, reportingTo: errors, stopping: "scaffold: Manifest/ is invalid; fix it first")
        else { return .failure }
        let scaffold: FeatureScaffold
        do {
            scaffold = try FeatureScaffold(name: name, root: root, manifests: manifests)
        } catch {
            errors.report(Finding(error.description))
            return .usage
        }
        if dryRun {
            output.line("Would create:")
            for file in scaffold.files { output.line("  \(file.path)") }
            output.line("Would change:")
            for edit in scaffold.edits { output.line("  \(edit.path)") }
            output.line("  Package.swift (regenerated)")
            return .success
        }
        var transaction = FileTransaction(root: root)
        do {
            for file in scaffold.files { try transaction.create(file.path, file.content) }
            for edit in scaffold.edits {
                try transaction.replace(edit.path, original: edit.original, with: edit.updated)
            }
            let quiet = BufferedOutput()
            transaction.remember("Package.swift")
            guard GenerateCommand(CommandContext(root: root, output: quiet, errors: quiet)).generate() == .success
            else {
                throw FeatureScaffold.Problem(description: "the new manifests do not generate:\n\(quiet.text)")
            }
            let readmes = GraphCommand.readmeCandidates.filter {
                FileSystem.entry(at: FileSystem.join(root.path, $0)) != nil
            }
            if !readmes.isEmpty {
                readmes.forEach { transaction.remember($0) }
                _ = GraphCommand(CommandContext(root: root, output: quiet, errors: quiet)).readme(check: false)
            }
        } catch {
            transaction.rollBack()
            errors.report(Finding("\(error); nothing was changed"))
            return .failure
        }
        formatCreatedSources(scaffold.files.map(\.path).filter { $0.hasSuffix(".swift") })
        output.line("Created the \(name) feature (\(scaffold.files.count) files) and wired it into the App.")
        output.line("Try it: make run ARGS='\(FeatureScaffold.commandName(for: name))'; then make test.")
        return .success
    }
}

extension ScaffoldCommand {
    /// Runs `swift format` on the new sources with the repository's configuration, so any feature name
    /// gives format-clean code. Skipped (the templates are already close) when swift-format is missing.
    fileprivate func formatCreatedSources(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        // swift-format finds the configuration from each file's own folder, so absolute paths suffice.
        _ = try? Subprocess.run(
            ["swift", "format", "--in-place"] + paths.map { root.appendingPathComponent($0).path })
    }
}

/// Writes files so that a failure part-way can put everything back as it was.
struct FileTransaction {
    let root: URL
    private var createdFiles: [String] = []
    private var createdFolders: [String] = []
    private var originals: [(path: String, content: String?)] = []

    init(root: URL) {
        self.root = root
    }

    /// Creates `path`; fails if it exists.
    mutating func create(_ path: String, _ content: String) throws {
        let url = root.appendingPathComponent(path)
        var folders: [String] = []
        var folder = url.deletingLastPathComponent()
        while FileSystem.entry(at: folder.path) == nil {
            folders.insert(folder.path, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        for path in folders {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            createdFolders.append(path)
        }
        guard FileSystem.entry(at: url.path) == nil else {
            throw FeatureScaffold.Problem(description: "\(path) already exists")
        }
        try AtomicFile.write(content, to: url)
        createdFiles.append(url.path)
    }

    /// Replaces `path`'s content, remembering the original.
    mutating func replace(_ path: String, original: String, with content: String) throws {
        originals.append((path, original))
        try AtomicFile.write(content, to: root.appendingPathComponent(path))
    }

    /// Remembers a file's content (or its absence) before another step changes it.
    mutating func remember(_ path: String) {
        originals.append((path, try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
    }

    /// Deletes what was created and restores what was changed.
    func rollBack() {
        for path in createdFiles.reversed() { try? FileManager.default.removeItem(atPath: path) }
        for path in createdFolders.reversed() { try? FileManager.default.removeItem(atPath: path) }
        for (path, content) in originals.reversed() {
            let url = root.appendingPathComponent(path)
            if let content {
                try? AtomicFile.write(content, to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }
}
