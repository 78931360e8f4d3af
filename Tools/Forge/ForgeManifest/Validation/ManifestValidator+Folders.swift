import ForgeDiagnostics
import ForgeJSON
import ForgeSupport

/// Checks of the folders and files manifests point at: they exist, stay inside the repository, and no two
/// targets share a folder.
extension ManifestValidator {
    /// Folder checks are one `stat` per path and independent per module, so they use every core.
    func checkFoldersConcurrently() -> [Diagnostic] {
        let modules = manifests.modules
        let (manifests, root) = (manifests, root)
        return Concurrently.map(count: modules.count) { index in
            // One collector per module: checks running at once never share one.
            let module = ManifestValidator(manifests: manifests, root: root)
            for target in modules[index].allTargets { module.checkFolders(target, in: modules[index]) }
            return module.diagnostics.diagnostics
        }.flatMap { $0 }
    }

    private func checkFolders(_ target: TargetManifest, in module: ModuleManifest) {
        let what = target.type == .test ? "test folder" : target.type == .binary ? "binary artifact" : "source folder"
        // A binary target downloaded from a URL has no folder.
        if target.type == .binary, target.url != nil { return }
        guard checkRelativePath(target.path, in: module, what: what) else { return }
        let isFolder: Bool? = target.type == .binary ? nil : true
        guard
            checkExists(
                target.path.value, located: target.path, in: module, what: what, directory: isFolder)
        else { return }
        let base = target.path.value
        for resource in target.resources {
            checkContained(resource.path, base: base, in: module, what: "resource")
        }
        // SwiftPM warns about, but accepts, excluded paths that do not exist.
        for excluded in target.exclude {
            _ = checkRelativePath(excluded, in: module, what: "excluded path")
        }
        for source in target.sources ?? [] {
            checkContained(source, base: base, in: module, what: "source")
        }
        if let headers = target.publicHeadersPath {
            _ = checkRelativePath(headers, in: module, what: "public headers path")
        }
        for input in target.inputs.paths where checkRelativePath(input, in: module, what: "test input") {
            _ = checkExists(input.value, located: input, in: module, what: "test input", directory: nil)
        }
    }

    private func checkContained(
        _ path: Located<String>, base: String, in module: ModuleManifest, what: String
    ) {
        guard checkRelativePath(path, in: module, what: what) else { return }
        _ = checkExists("\(base)/\(path.value)", located: path, in: module, what: what, directory: nil)
    }

    /// Rejects absolute paths and `..`: SwiftPM refuses target paths outside the package.
    private func checkRelativePath(
        _ path: Located<String>, in module: ModuleManifest, what: String
    ) -> Bool {
        let value = path.value
        var problem: String?
        if value.isEmpty {
            problem = "is empty"
        } else if value.hasPrefix("/") || value.hasPrefix("~") {
            problem = "is absolute; paths are relative to the repository root (resources: to the target's folder)"
        } else if value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            problem = "contains a control character"
        } else if value.utf8.split(separator: UInt8(ascii: "/")).contains(where: { $0.elementsEqual("..".utf8) }) {
            problem = "leaves its folder with '..'"
        }
        guard let problem else { return true }
        diagnostics.emit(.invalidPath(what, value, problem: problem), file: module.file, at: path)
        return false
    }

    private func checkExists(
        _ relativePath: String, located: Located<String>, in module: ModuleManifest, what: String, directory: Bool?
    ) -> Bool {
        let entry = FileSystem.entry(at: FileSystem.join(rootPath, relativePath))
        let exists = entry != nil
        if let entry, directory == nil || (entry == .directory) == directory { return true }
        let defaultNote =
            located.jsonPath.hasSuffix(".name") || located.jsonPath.hasSuffix(".tests")
            ? " (the default for this target; set \"path\" to use another folder)" : ""
        diagnostics.emit(
            .missingFolder(what, relativePath, isFile: exists, defaultNote: defaultNote), file: module.file, at: located
        )
        return false
    }

    /// `a//b/./c/` -> `a/b/c`, so spelling does not hide an overlap.
    func normalized(_ path: String) -> String {
        // Most paths are already normal (no empty or "." component): checking is cheaper than rebuilding.
        var componentLength = 0
        var componentIsDot = false
        var isNormal = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || componentIsDot { isNormal = false }
                componentLength = 0
            } else {
                componentIsDot = componentLength == 0 && byte == UInt8(ascii: ".")
                componentLength += 1
            }
        }
        if isNormal && componentLength > 0 && !componentIsDot { return path }
        return path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
