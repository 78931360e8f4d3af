import ForgeDiagnostics
import ForgeJSON

/// SwiftPM rejects two targets that would compile the same files ("target 'B' has overlapping sources").
///
/// A folder inside another target's folder (or the same folder) is fine when the outer target excludes it, or
/// when `sources` lists keep the two apart; so each target is compared by the parts of the tree it compiles.
extension ManifestValidator {
    /// The part of the tree a target compiles: folders or files it includes, minus those it excludes.
    private struct Owner {
        let name: String
        let path: String
        let module: ModuleManifest
        let located: Located<String>
        /// Normalised paths from the repository root: `sources` entries, or the target's folder.
        let includes: [String]
        let excludes: [String]
    }

    /// Every folder is checked against each of its ancestors, so `X/A/c` meets `X/A` whatever sorts between them.
    func checkOverlappingFolders() {
        var owners: [Owner] = []
        for module in manifests.modules {
            for target in module.allTargets where target.type != .binary {
                let path = normalized(target.path.value)
                owners.append(
                    Owner(
                        name: target.targetName, path: path, module: module, located: target.path,
                        includes: target.sources.map { $0.map { normalized("\(path)/\($0.value)") } } ?? [path],
                        excludes: target.exclude.map { normalized("\(path)/\($0.value)") }))
            }
        }
        var byPath: [String: [Int]] = [:]
        for (index, owner) in owners.enumerated() { byPath[owner.path, default: []].append(index) }
        for (index, owner) in owners.enumerated() {
            var ancestor = owner.path.utf8[...]
            var candidates: [Int] = byPath[owner.path]?.filter { $0 < index } ?? []
            while let slash = ancestor.lastIndex(of: UInt8(ascii: "/")) {
                ancestor = ancestor[..<slash]
                candidates += byPath[String(Substring(ancestor))] ?? []
            }
            // Equal folders are reported once, at the later declaration; nested ones at the inner target.
            guard let other = candidates.lazy.map({ owners[$0] }).first(where: { overlaps(owner, $0) }) else {
                continue
            }
            let exclude = other.path == owner.path ? nil : relative(owner.path, to: other.path)
            diagnostics.emit(
                .overlappingFolders(
                    owner.name, path: owner.path, other: other.name, otherPath: other.path, exclude: exclude),
                file: owner.module.file, at: owner.located)
        }
    }

    /// Whether some included part of one target is also an included, not excluded, part of the other.
    private func overlaps(_ first: Owner, _ second: Owner) -> Bool {
        guard first.name != second.name else { return false }
        for a in first.includes {
            for b in second.includes {
                let deeper: String
                if contains(a, b) {
                    deeper = b
                } else if contains(b, a) {
                    deeper = a
                } else {
                    continue
                }
                if !(first.excludes + second.excludes).contains(where: { contains($0, deeper) }) { return true }
            }
        }
        return false
    }

    /// Whether `path` is `folder` or inside it.
    private func contains(_ folder: String, _ path: String) -> Bool {
        // By bytes: a "/" can only follow the folder's last byte where the folder ends a whole character.
        path == folder
            || (path.utf8.count > folder.utf8.count && path.utf8.starts(with: folder.utf8)
                && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }

    private func relative(_ path: String, to folder: String) -> String {
        String(path.dropFirst(folder.count + 1))
    }
}
