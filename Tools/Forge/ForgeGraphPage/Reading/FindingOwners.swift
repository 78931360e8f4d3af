import ForgeDiagnostics
import ForgeManifest

/// The module a lint finding concerns: the one whose manifest file it is about, or whose folder (or whose test
/// target's folder) holds the file, the deepest folder winning.
struct FindingOwners {
    private let byManifestFile: [String: [String]]
    /// Each target's folder with a slash at the end, and the module it belongs to, deepest first.
    private let folders: [(folder: String, module: String)]

    init(manifests: ManifestSet) {
        var byManifestFile: [String: [String]] = [:]
        var folders: [(folder: String, module: String)] = []
        for module in manifests.modules {
            byManifestFile[module.file, default: []].append(module.targetName)
            for target in module.allTargets {
                let path = target.path.value
                folders.append((path.hasSuffix("/") ? path : path + "/", target.targetName))
            }
        }
        self.byManifestFile = byManifestFile
        self.folders = folders.sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
    }

    /// The module `diagnostic` concerns, or nil when no module owns its file.
    func module(of diagnostic: Diagnostic) -> String? {
        if let declared = byManifestFile[diagnostic.file] {
            return declared.first { diagnostic.message.contains($0) } ?? declared.first
        }
        return folders.first { diagnostic.file.hasPrefix($0.folder) }?.module
    }
}
