import ForgeManifest
import ForgeSwiftPM

/// Package dependencies: from a dumped package's `dependencies` to the model's.
extension DumpedPackageConverter {
    mutating func packageDependency(_ dependency: DumpedPackage.Dependency) -> PackageDependency? {
        let source: PackageDependency.Source
        var requirement: PackageDependency.Requirement?
        switch dependency.source {
        case .sourceControl(let location?):
            // A mirror stays in SwiftPM's configuration, where it belongs; the manifest says what the package does.
            source = .url(mirrors.original(of: location))
            requirement = self.requirement(dependency.requirement)
        case .sourceControl(nil):
            problems.append("package \(dependency.identity) has no location forge can express")
            return nil
        case .fileSystem(let path):
            source = .path(relativePath(path))
        case .registry:
            source = .registry(dependency.identity)
            requirement = self.requirement(dependency.requirement)
        case .unsupported(let kind):
            problems.append("a package dependency of kind \(kind) cannot be expressed")
            return nil
        }
        if case .path = source {
        } else if requirement == nil {
            problems.append("package \(dependency.identity) has a requirement forge cannot express")
            return nil
        }
        return PackageDependency(
            source: source, requirement: requirement, name: dependency.name,
            traits: dependency.traits.flatMap(enabledTraits), location: Self.nowhere, jsonPath: "")
    }

    /// The traits a dependency is used with, unless that is only its default; sorted, since SwiftPM keeps a set.
    private func enabledTraits(_ traits: [DumpedPackage.EnabledTrait]) -> [TraitReference]? {
        let sorted = traits.sorted { $0.name < $1.name }
        if sorted.count == 1, sorted[0].name == PackageTrait.defaultName, sorted[0].whenTraits == nil { return nil }
        return sorted.map { TraitReference(name: $0.name, whenTraits: ($0.whenTraits ?? []).sorted()) }
    }

    private func requirement(_ requirement: DumpedPackage.Requirement?) -> PackageDependency.Requirement? {
        switch requirement {
        case .range(let lower, let upper):
            SemanticVersion(lower)?.nextMajor == upper ? .from(lower) : .range(lower, upper)
        case .exact(let version): .exact(version)
        case .branch(let branch): .branch(branch)
        case .revision(let revision): .revision(revision)
        case .unsupported, nil: nil
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
