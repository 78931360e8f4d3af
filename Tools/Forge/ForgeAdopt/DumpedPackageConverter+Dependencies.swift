import ForgeJSON
import ForgeManifest
import ForgeSwiftPM

/// Package dependencies: from a dumped package's `dependencies` to those of `Manifest/project.json`.
extension DumpedPackageConverter {
    mutating func packageDependency(_ dependency: DumpedPackage.Dependency) -> ManifestJSON? {
        var members: [(String, ManifestJSON)] = []
        if let name = dependency.name { members.append(("name", .string(name))) }
        switch dependency.source {
        case .sourceControl(let location):
            if let location { members.append(("url", .string(location))) }
            guard let requirement = self.requirement(dependency.requirement) else {
                problems.append("package \(dependency.identity) has a requirement forge cannot express")
                return nil
            }
            members.append(requirement)
        case .fileSystem(let path):
            members.append(("path", .string(relativePath(path))))
        case .registry:
            members.append(("id", .string(dependency.identity)))
            guard let requirement = self.requirement(dependency.requirement) else {
                problems.append("package \(dependency.identity) has a requirement forge cannot express")
                return nil
            }
            members.append(requirement)
        case .unsupported(let kind):
            problems.append("a package dependency of kind \(kind) cannot be expressed")
            return nil
        }
        if let traits = dependency.traits, let listed = enabledTraits(traits) { members.append(("traits", listed)) }
        return .object(members)
    }

    /// The traits a dependency is used with, unless that is only its default; sorted, since SwiftPM keeps a set.
    private func enabledTraits(_ traits: [DumpedPackage.EnabledTrait]) -> ManifestJSON? {
        let sorted = traits.sorted { $0.name < $1.name }
        if sorted.count == 1, sorted[0].name == PackageTrait.defaultName, sorted[0].whenTraits == nil { return nil }
        return .array(
            sorted.map { trait in
                guard let whenTraits = trait.whenTraits?.sorted() else { return .string(trait.name) }
                return .object([
                    ("name", .string(trait.name)), ("condition", .object([("traits", .strings(whenTraits))])),
                ])
            })
    }

    private func requirement(_ requirement: DumpedPackage.Requirement?) -> (String, ManifestJSON)? {
        switch requirement {
        case .range(let lower, let upper):
            if SemanticVersion(lower)?.nextMajor == upper { return ("from", .string(lower)) }
            return ("range", .object([("from", .string(lower)), ("to", .string(upper))]))
        case .exact(let version): return ("exact", .string(version))
        case .branch(let branch): return ("branch", .string(branch))
        case .revision(let revision): return ("revision", .string(revision))
        case .unsupported, nil: return nil
        }
    }

    /// A local package's path as written relative to the package root when it is near, else absolute.
    private func relativePath(_ path: String) -> String {
        let root = rootPath.split(separator: "/")
        let target = path.split(separator: "/")
        var common = 0
        while common < min(root.count, target.count), root[common] == target[common] { common += 1 }
        guard common > 0 else { return path }
        let ups = Array(repeating: "..", count: root.count - common)
        let rest = target[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }
}
