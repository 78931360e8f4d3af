import ForgeDiagnostics
import ForgeManifest
import ForgeSupport
import Foundation

/// Keeps the `AffectedGraph` between answers (`AffectedReport`), so a run reads the manifests (a thousand
/// small files in a large repository) only when one of them changed.
///
/// The cache, `.build/forge/affected-graph`, lists every manifest file's `FileStamp`, then the graph they
/// gave. It is used only when the same files have the same stamps now, and not written while a manifest is
/// younger than two seconds, as git does for its index.
package struct AffectedGraphCache {
    /// Relative to the repository root; `.build/` is SwiftPM's git-ignored scratch folder.
    package static let path = ".build/forge/affected-graph"
    private static let header = "forge affected-graph 3"

    package let root: URL
    /// The clock the two-second rule reads, in seconds since 1970 (tests move it on rather than wait).
    package var now: @Sendable () -> Int = { time(nil) }

    package init(root: URL, now: @escaping @Sendable () -> Int = { time(nil) }) {
        self.root = root
        self.now = now
    }

    /// The graph, from the cache when no manifest changed since it was written; else read from the
    /// manifests (and cached when they are valid), with their diagnostics.
    package func graph() -> (graph: AffectedGraph?, diagnostics: [Diagnostic]) {
        let loader = ManifestLoader(root: root)
        let key = Self.key(
            files: ["\(ManifestLoader.folder)/\(ProjectManifest.fileName)"] + loader.moduleFiles(), root: root.path,
            now: now())
        let cacheFile = FileSystem.join(root.path, Self.path)
        if let key, let bytes = FileSystem.bytes(at: cacheFile), let graph = Self.graph(in: bytes, key: key) {
            return (graph, [])
        }
        let loaded = loader.load()
        guard let manifests = loaded.manifests, !loaded.diagnostics.hasErrors else {
            return (nil, loaded.diagnostics)
        }
        let graph = AffectedGraph(manifests)
        if let key, !key.isRacy, let text = Self.text(of: graph, key: key) {
            Self.write(text, to: cacheFile)
        }
        return (graph, loaded.diagnostics)
    }

    /// What identifies the manifests' current content: one line per file.
    package struct Key: Equatable {
        let lines: [String]
        /// A file changed within the last two seconds: a later edit could keep every value the same.
        let isRacy: Bool
    }

    /// nil when a file cannot be examined (it is then read, and reported, by the loader).
    package static func key(files: [String], root: String, now: Int) -> Key? {
        var stamps: [FileStamp] = []
        for file in files {
            guard let stamp = FileStamp(path: FileSystem.join(root, file), name: file, now: now) else { return nil }
            stamps.append(stamp)
        }
        return Key(lines: stamps.map(\.line), isRacy: stamps.contains(where: \.isRecent))
    }

    /// The cache's text: the header, the key, then `M <manifest file>` and a `T` line per target
    /// (name, path, test or not, host, dependencies, tab-separated), each followed by an `I <path>` line per
    /// input path of a test and a `U *` line when a test may read any file no target owns. nil when a field holds a tab, a newline or (in a name) a comma, which the format
    /// cannot carry.
    package static func text(of graph: AffectedGraph, key: Key) -> String? {
        var lines = [header] + key.lines
        for module in graph.modules {
            lines.append("M \(module.file)")
            for target in module.targets {
                let fields = [
                    target.name, target.path, target.isTest ? "1" : "0", target.host ?? "",
                    target.dependencies.joined(separator: ","),
                ]
                let names = [target.name] + target.dependencies + (target.host.map { [$0] } ?? [])
                guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") }),
                    !names.contains(where: { $0.contains(",") || $0.isEmpty })
                else { return nil }
                lines.append("T " + fields.joined(separator: "\t"))
                guard !target.inputPaths.contains(where: { $0.contains("\n") || $0.isEmpty }) else { return nil }
                lines += target.inputPaths.map { "I " + $0 }
                if target.readsUnownedFiles { lines.append("U *") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph the cache holds, when its key is `key` and every line reads. Works on bytes: splitting
    /// the text as Swift `String`s (by grapheme) cost more than reading the manifests it replaces.
    package static func graph(in bytes: [UInt8], key: Key) -> AffectedGraph? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= key.lines.count + 1, lines[0].elementsEqual(header.utf8),
            zip(lines[1...], key.lines).allSatisfy({ $0.elementsEqual($1.utf8) })
        else { return nil }
        var modules: [AffectedGraph.Module] = []
        var file: String?
        var targets: [AffectedGraph.Target] = []
        func finishModule() -> Bool {
            guard let file else { return true }
            guard !targets.isEmpty else { return false }
            modules.append(AffectedGraph.Module(file: file, targets: targets))
            return true
        }
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        for line in lines[(key.lines.count + 1)...] where !line.isEmpty {
            guard line.count > 2, line[line.startIndex + 1] == UInt8(ascii: " ") else { return nil }
            let rest = line.dropFirst(2)
            switch line[line.startIndex] {
            case UInt8(ascii: "M"):
                guard finishModule() else { return nil }
                file = text(rest)
                targets = []
            case UInt8(ascii: "T") where file != nil:
                let fields = rest.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                guard fields.count == 5, fields[2].count == 1 else { return nil }
                let isTest = fields[2].first == UInt8(ascii: "1")
                guard isTest || fields[2].first == UInt8(ascii: "0") else { return nil }
                targets.append(
                    AffectedGraph.Target(
                        name: text(fields[0]), path: text(fields[1]), isTest: isTest,
                        host: fields[3].isEmpty ? nil : text(fields[3]),
                        dependencies: fields[4].split(separator: UInt8(ascii: ",")).map(text)))
            case UInt8(ascii: "I") where !targets.isEmpty:
                targets[targets.count - 1].inputPaths.append(text(rest))
            case UInt8(ascii: "U") where !targets.isEmpty:
                targets[targets.count - 1].readsUnownedFiles = true
            default:
                return nil
            }
        }
        guard finishModule() else { return nil }
        return AffectedGraph(modules: modules)
    }

    /// Written atomically, so a concurrent run reads the old cache or the new one, never half of one. A cache
    /// that cannot be written is simply not kept.
    private static func write(_ text: String, to path: String) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFile.write(text, to: url)
    }
}
