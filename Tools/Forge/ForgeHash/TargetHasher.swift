import ForgeGenerate
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM

/// One content hash per target, from everything that can change its build or its tests' outcome: its files by
/// content, its declaration in the generated `Package.swift` and what every target shares there, the hashes of
/// the targets it depends on (a test target's module included), the pins of the packages whose products it
/// uses, the toolchain, the platform and the configuration. No path and no time goes in, so the same checkout
/// hashes the same in any folder and on any machine with the same toolchain.
struct TargetHasher {
    /// What every hash includes besides the target's own inputs.
    struct Environment: Sendable {
        let toolchain: String
        let platform: String
        let configuration: String
        let pins: ResolvedPins
    }

    /// One target's hash.
    struct TargetHash: Sendable, Equatable {
        let name: String
        let hash: String
        let kind: String
        /// The targets of this package it depends on (a test target's module first).
        let dependencies: [String]
    }

    /// The format of what is hashed; bumped when it changes, so old results never match new hashes.
    static let formatVersion = "forge-hash-1"

    let manifests: ManifestSet
    let rootPath: String
    let environment: Environment
    /// Every target name of the package: a by-name dependency on anything else is a product.
    private let localTargets: Set<String>

    init(manifests: ManifestSet, rootPath: String, environment: Environment) {
        self.manifests = manifests
        self.rootPath = rootPath
        self.environment = environment
        localTargets = Set(manifests.modules.flatMap { $0.allTargets.map(\.targetName) })
    }

    /// Every target's hash, in generation order (each module's target, then its tests).
    func hashes() -> [TargetHash] {
        let renderer = PackageRenderer(manifests: manifests)
        let shared = sharedInputs(renderer.sharedContext())
        let targets = manifests.modules.flatMap { module in
            zip(module.allTargets, renderer.targetBlocks(for: module)).map { (target: $0, block: $1.text) }
        }
        let files = Concurrently.map(count: targets.count) { [rootPath] index in
            TargetFiles(target: targets[index].target, rootPath: rootPath).digests()
        }
        var done: [String: String] = [:]
        var result: [TargetHash] = []
        let byName = Dictionary(
            targets.indices.map { (targets[$0].target.targetName, $0) }, uniquingKeysWith: { a, _ in a })
        func hash(_ index: Int, visiting: Set<String>) -> String {
            let target = targets[index].target
            if let known = done[target.targetName] { return known }
            let dependencies = Self.localDependencies(of: target).filter { byName[$0] != nil && !visiting.contains($0) }
            let dependencyHashes = dependencies.map { ($0, hash(byName[$0]!, visiting: visiting.union([$0]))) }
            let value = digest(
                target, block: targets[index].block, files: files[index], dependencies: dependencyHashes, shared: shared
            )
            done[target.targetName] = value
            return value
        }
        for (index, entry) in targets.enumerated() {
            let target = entry.target
            result.append(
                TargetHash(
                    name: target.targetName, hash: hash(index, visiting: [target.targetName]),
                    kind: target.type.rawValue,
                    dependencies: Self.localDependencies(of: target).filter { byName[$0] != nil }))
        }
        return result
    }

    /// A test target depends on its module first; every target on the targets it names.
    private static func localDependencies(of target: TargetManifest) -> [String] {
        var names = target.host.map { [$0.value] } ?? []
        for name in target.localDependencies.map(\.value) where !names.contains(name) { names.append(name) }
        return names
    }

    /// The inputs every target shares, hashed once.
    private func sharedInputs(_ context: String) -> String {
        var hasher = SHA256()
        for part in [
            Self.formatVersion, context, environment.toolchain, environment.platform, environment.configuration,
        ] {
            hasher.update(part)
            hasher.update([0])
        }
        return hasher.hexDigest()
    }

    private func digest(
        _ target: TargetManifest, block: String, files: [(path: String, digest: String)],
        dependencies: [(String, String)], shared: String
    ) -> String {
        var hasher = SHA256()
        func add(_ label: String, _ value: String) {
            hasher.update(label)
            hasher.update([0])
            hasher.update(value)
            hasher.update([0])
        }
        add("shared", shared)
        add("declaration", block)
        for file in files { add("file " + file.path, file.digest) }
        for (name, hash) in dependencies { add("depends " + name, hash) }
        for package in productPackages(of: target) {
            add("package " + package, environment.pins.pins[package] ?? "unresolved")
        }
        return hasher.hexDigest()
    }

    /// The packages (lowercased identities) whose products the target uses; a by-name dependency that names no
    /// target of this package may be any package's product, so every pin counts then.
    private func productPackages(of target: TargetManifest) -> [String] {
        var packages: Set<String> = []
        for dependency in target.dependencies {
            switch dependency.reference {
            case .product(_, let package?, _): packages.insert(package.lowercased())
            case .product(let name, nil, _): packages.insert(name.lowercased())
            case .byName(let name) where !localTargets.contains(name):
                packages.formUnion(environment.pins.pins.keys)
            default: break
            }
        }
        return packages.sorted()
    }
}
