import ForgeManifest
import ForgeSupport

/// The files whose content a target's hash covers: what SwiftPM compiles or bundles for a target, and for a test
/// target everything in its folder (fixtures its tests read at run time included, even excluded ones).
struct TargetFiles {
    /// Extensions SwiftPM compiles or reads as part of a module (sources, headers, module maps, assembly).
    static let compiledExtensions: Set<String> = [
        "swift", "c", "cc", "cpp", "cxx", "c++", "m", "mm", "h", "hh", "hpp", "hxx", "inc", "s", "S", "modulemap",
    ]

    let target: TargetManifest
    let rootPath: String

    /// Each counted file, relative to the target's folder, with its content's digest; sorted by path.
    func digests() -> [(path: String, digest: String)] {
        let folder = FileSystem.join(rootPath, target.path.value)
        let excluded = target.exclude.map { Self.trimmed($0.value) }
        let resources = target.resources.map { Self.trimmed($0.path.value) }
        let isTest = target.type == .test
        return FileSystem.readFiles(under: folder, suffix: "") { path in
            !isTest && excluded.contains { Self.isInside(path, $0) }
        }
        .filter { file in isTest || counts(file.path, resources: resources) }
        .map { (path: $0.path, digest: SHA256.hex($0.bytes)) }
        .sorted { $0.path < $1.path }
    }

    /// Whether SwiftPM compiles or bundles the file at `path` (relative to the target's folder).
    private func counts(_ path: String, resources: [String]) -> Bool {
        if resources.contains(where: { Self.isInside(path, $0) }) { return true }
        // Documentation catalogs are never compiled.
        if path.split(separator: "/").contains(where: { $0.hasSuffix(".docc") }) { return false }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return Self.compiledExtensions.contains(String(path[path.index(after: dot)...]))
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }

    private static func trimmed(_ path: String) -> String { path.hasSuffix("/") ? String(path.dropLast()) : path }
}
