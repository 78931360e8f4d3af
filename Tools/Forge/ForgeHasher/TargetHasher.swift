import ForgeGenerator
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM
import ForgeSwiftSource
import Foundation

/// One content hash per target, from everything that can change its build or its tests' outcome: its files by
/// content, its declaration in the generated `Package.swift` and what every target shares there, the hashes of
/// the targets it depends on (a test target's module included), the pins of the packages whose products it
/// uses, the toolchain, the platform and the configuration. No path and no time goes in, so the same checkout
/// hashes the same in any folder and on any machine with the same toolchain.
package struct TargetHasher {
    /// What every hash includes besides the target's own inputs.
    package struct Environment: Sendable {
        /// `swift --version`.
        package let toolchain: String
        let platform: String
        package let configuration: String
        /// The arguments the tests are built and run with (`forge test -- <arguments>`), in their order.
        let arguments: [String]
        let pins: ResolvedPins
        /// The environment variables test targets read, by keyed digest.
        package var variables: TestVariables

        package init(
            toolchain: String, platform: String, configuration: String, arguments: [String] = [],
            pins: ResolvedPins, variables: TestVariables = .none
        ) {
            self.toolchain = toolchain
            self.platform = platform
            self.configuration = configuration
            self.arguments = arguments
            self.pins = pins
            self.variables = variables
        }

        /// This machine's: `swift --version` (remembered in `.build/forge/toolchain-version` while the
        /// toolchain's binaries are unchanged), its operating system and architecture, the configuration the
        /// arguments for `swift build` and `swift test` choose (debug unless `-c`/`--configuration` says
        /// otherwise) and the arguments themselves, `root`'s `Package.resolved`, and the values of the
        /// environment variables `manifests`' test targets and `variables` (`--env`) give the tests.
        package static func current(
            root: URL, manifests: ManifestSet, swiftArguments: [String] = [], variables: [String] = []
        ) -> Environment {
            let cache = root.appendingPathComponent(".build/forge/toolchain-version")
            return Environment(
                toolchain: Toolchain.version(cacheFile: cache), platform: BuildPlatform.hostDescription,
                configuration: configuration(in: swiftArguments), arguments: swiftArguments,
                pins: ResolvedPins.load(root: root),
                variables: TestVariables.load(manifests, commandLine: variables, root: root))
        }

        /// The build configuration `swift build` and `swift test` use with `arguments`: the last `-c X`,
        /// `--configuration X` or `--configuration=X`, else debug.
        static func configuration(in arguments: [String]) -> String {
            var configuration = "debug"
            for (index, argument) in arguments.enumerated() {
                if ["-c", "--configuration"].contains(argument), index + 1 < arguments.count {
                    configuration = arguments[index + 1]
                } else if argument.hasPrefix("--configuration=") {
                    configuration = String(argument.dropFirst("--configuration=".count))
                }
            }
            return configuration
        }
    }

    /// One target's hash.
    package struct TargetHash: Sendable, Equatable {
        package let name: String
        package let hash: String
        package let kind: String
        /// The targets of this package it depends on (a test target's module first, then its dependencies and
        /// the targets its tests declare as inputs).
        package let dependencies: [String]
        /// Everything the hash covers, in the order hashed.
        package let inputs: [HashInput]
    }

    /// The format of what is hashed; bumped when it changes, so old results never match new hashes.
    package static let formatVersion = "forge-hash-5"

    package let manifests: ManifestSet
    package let rootPath: String
    package let environment: Environment
    /// Every target name of the package: a by-name dependency on anything else is a product.
    private let localTargets: Set<String>

    package init(manifests: ManifestSet, rootPath: String, environment: Environment) {
        self.manifests = manifests
        self.rootPath = rootPath
        self.environment = environment
        localTargets = Set(manifests.modules.flatMap { $0.allTargets.map(\.targetName) })
    }

    /// Every target's hash, in generation order (each module's target, then its tests); with `keepingInputs`
    /// (`--explain`, and `forge test`, which records why a target runs again) each hash's inputs too.
    package func hashes(keepingInputs: Bool = true) -> [TargetHash] {
        let renderer = PackageRenderer(manifests: manifests)
        let shared = sharedInputs(renderer.sharedContext())
        // Every hash starts with the shared inputs: hashed once, and each target's hash goes on from there.
        var sharedHasher = SHA256()
        HashInput.feed(shared, into: &sharedHasher)
        let targets = manifests.modules.flatMap(\.allTargets)
        let cache = FileDigestCache(rootPath: rootPath)
        defer { cache.save() }
        let own = ownInputs(renderer: renderer, start: sharedHasher, cache: cache)
        let reads = ReadsBeyondTargets(hasher: self, targets: targets, cache: cache)
        var graph = HashGraph(
            targets: targets, manifests: manifests, snippetTargets: reads.snippets.targets, start: own.map(\.hasher)
        ) { index, dependencies in
            laterInputs(of: targets[index], dependencies: dependencies, reads: reads)
        }
        let all = graph.hashAll()
        return targets.indices.map { index in
            let target = targets[index]
            let (hash, inputs) = all[index]
            return TargetHash(
                name: target.targetName, hash: hash, kind: target.type.rawValue,
                dependencies: graph.dependencies(of: index),
                inputs: keepingInputs ? shared + own[index].inputs + inputs : [])
        }
    }

    /// Each target's own inputs (its declaration, its files, the headers it finds outside its folder), hashed on
    /// every core, in generation order; only what depends on other targets is left for the graph.
    private func ownInputs(renderer: PackageRenderer, start: SHA256, cache: FileDigestCache) -> [OwnInputs] {
        let folders = TargetFiles.Folders(manifests.targetFolders)
        return Concurrently.map(count: manifests.modules.count) { [manifests, rootPath] index in
            let module = manifests.modules[index]
            return zip(module.allTargets, renderer.targetBlocks(for: module)).map { target, block in
                let files = TargetFiles(
                    target: target, rootPath: rootPath,
                    nestedFolders: folders.nested(in: target.path.value))
                return OwnInputs(files: files, block: block.text, start: start, cache: cache)
            }
        }.flatMap { $0 }
    }

    /// What targets read besides their own files, digested once for all: the files under declared input paths,
    /// the files no target owns (for tests whose inputs are undeclared), the snippets, the local packages.
    private struct ReadsBeyondTargets: Sendable {
        let byPath: [String: [HashInput]]
        let unowned: [HashInput]
        let snippets: PackageSnippets
        let snippetFiles: [HashInput]
        /// Each path dependency's digest, by identity.
        let localPackages: [String: String]

        init(hasher: TargetHasher, targets: [TargetManifest], cache: FileDigestCache) {
            (byPath, unowned) = hasher.inputFiles(of: targets, cache: cache)
            snippets = PackageSnippets(rootPath: hasher.rootPath, manifests: hasher.manifests)
            snippetFiles =
                snippets.exists
                ? InputPaths(rootPath: hasher.rootPath).digests(under: PackageSnippets.folder, cache: cache).map {
                    HashInput(.input, $0.path, digest: $0.digest)
                } : []
            localPackages = LocalPackages(rootPath: hasher.rootPath).digests(
                of: hasher.manifests.project.dependencies, cache: cache)
        }
    }

    /// A target's inputs after its own, given the hashes of the targets it depends on: what its tests read
    /// beyond its folder, its environment variables, its dependencies, pins and local packages.
    private func laterInputs(
        of target: TargetManifest, dependencies: [(String, String)], reads: ReadsBeyondTargets
    ) -> [HashInput] {
        var inputs: [HashInput] = []
        for path in target.inputs.paths { inputs += reads.byPath[path.value] ?? [] }
        if manifests.readsUnownedFiles(target) {
            inputs += reads.unowned
        } else if target.type == .test {
            // Every test's verdict needs the snippets to build, as swift test's does; the unowned files hold them.
            inputs += reads.snippetFiles
        }
        inputs += environment.variables.inputs(for: target)
        inputs += dependencies.map { HashInput(.dependency, $0.0, digest: $0.1) }
        inputs += pins(of: target)
        inputs += productPackages(of: target).compactMap { package in
            reads.localPackages[package].map { HashInput(.localPackage, package, digest: $0) }
        }
        return inputs
    }

    /// What a target's hash covers of its own, first after the shared inputs: its declaration in
    /// `Package.swift`, its files, the headers it finds outside its folder, and the hash state once they are fed.
    private struct OwnInputs: Sendable {
        let inputs: [HashInput]
        let hasher: SHA256

        init(files: TargetFiles, block: String, start: SHA256, cache: FileDigestCache) {
            let target = files.target
            let own = files.digests(cache: cache).map {
                HashInput(
                    .file, $0.path.isEmpty ? target.path.value : FileSystem.join(target.path.value, $0.path),
                    digest: $0.digest)
            }
            let headers = HeaderSearchPaths.outside(target).flatMap { folder in
                InputPaths(rootPath: files.rootPath).digests(under: folder, cache: cache).map {
                    HashInput(.file, $0.path, digest: $0.digest)
                }
            }
            inputs = [HashInput.hashing(.declaration, "", block)] + own + headers
            var hasher = start
            HashInput.feed(inputs, into: &hasher)
            self.hasher = hasher
        }
    }

    /// The files under each path a target declares it reads, by path, and what a test that declares no paths
    /// may read (computed once, and only when some test needs it).
    private func inputFiles(
        of targets: [TargetManifest], cache: FileDigestCache
    ) -> (byPath: [String: [HashInput]], unowned: [HashInput]) {
        let inputPaths = InputPaths(rootPath: rootPath)
        let byPath = Dictionary(
            uniqueKeysWithValues: Set(targets.flatMap { $0.inputs.paths.map(\.value) }).map { path in
                (
                    path,
                    inputPaths.digests(under: path, cache: cache).map { HashInput(.input, $0.path, digest: $0.digest) }
                )
            })
        guard targets.contains(where: manifests.readsUnownedFiles) else { return (byPath, []) }
        let unowned = inputPaths.unownedDigests(owners: manifests.targetFolders, cache: cache).map {
            HashInput(.input, $0.path, digest: $0.digest)
        }
        return (byPath, unowned)
    }

    /// Hashes targets after the targets they depend on (dependencies and test inputs), each once.
    private struct HashGraph {
        /// A target's inputs after its own (`OwnInputs`), given the hashes of the targets it depends on.
        let inputs: @Sendable (Int, [(String, String)]) -> [HashInput]
        /// Each target's hash state after the shared inputs and its own.
        let start: [SHA256]
        /// Each target's dependencies within the package, by name and index.
        private let dependencies: [[(name: String, index: Int)]]
        /// The dependencies each target's hash covers, once walked.
        private var walked: [[(name: String, index: Int)]?]
        /// How far each target is from the targets that depend on nothing: one more than its deepest dependency.
        private var depth: [Int]
        /// The targets being walked, down the current path.
        private var visiting: [Bool]

        init(
            targets: [TargetManifest], manifests: ManifestSet, snippetTargets: [String], start: [SHA256],
            inputs: @escaping @Sendable (Int, [(String, String)]) -> [HashInput]
        ) {
            self.inputs = inputs
            self.start = start
            let byName = Dictionary(
                targets.indices.map { (targets[$0].targetName, $0) }, uniquingKeysWith: { first, _ in first })
            dependencies = targets.map { target in
                var seen: Set<String> = []
                // A test target also needs what the snippets import: swift test builds the snippets first.
                let snippets = target.type == .test ? snippetTargets : []
                return (TargetHasher.localDependencies(of: target) + manifests.targetsRun(by: target) + snippets)
                    .compactMap {
                        name in
                        guard let index = byName[name], seen.insert(name).inserted else { return nil }
                        return (name, index)
                    }
            }
            walked = Array(repeating: nil, count: targets.count)
            depth = Array(repeating: 0, count: targets.count)
            visiting = Array(repeating: false, count: targets.count)
        }

        /// The targets of this package `index` depends on: its module, its dependencies, its test inputs.
        func dependencies(of index: Int) -> [String] { dependencies[index].map(\.name) }

        /// Every target's hash with its inputs, by index: the targets of each depth at once, each depth after
        /// the ones below it (a target is deeper than all it depends on).
        mutating func hashAll() -> [(hash: String, inputs: [HashInput])] {
            for index in dependencies.indices { walk(index) }
            var depths: [[Int]] = []
            for index in dependencies.indices {
                while depths.count <= depth[index] { depths.append([]) }
                depths[depth[index]].append(index)
            }
            var done = [(hash: String, inputs: [HashInput])?](repeating: nil, count: dependencies.count)
            for group in depths {
                let dependencyHashes = group.map { index in
                    (walked[index] ?? []).map { ($0.name, done[$0.index]?.hash ?? "") }
                }
                let (inputs, start) = (inputs, start)
                let hashes = Concurrently.map(count: group.count) { position in
                    let targetInputs = inputs(group[position], dependencyHashes[position])
                    var hasher = start[group[position]]
                    HashInput.feed(targetInputs, into: &hasher)
                    return (hash: hasher.hexDigest(), inputs: targetInputs)
                }
                for (position, index) in group.enumerated() { done[index] = hashes[position] }
            }
            return done.map { $0 ?? (hash: "", inputs: []) }
        }

        /// Finds the dependencies each target's hash covers, in the order targets are listed, and each one's
        /// depth. A cycle is a validation error; here it only must not recurse forever: a target being walked
        /// is skipped by the targets it reaches.
        private mutating func walk(_ index: Int) {
            guard walked[index] == nil else { return }
            visiting[index] = true
            var covered: [(name: String, index: Int)] = []
            for dependency in dependencies[index] where !visiting[dependency.index] {
                walk(dependency.index)
                covered.append(dependency)
            }
            visiting[index] = false
            walked[index] = covered
            depth[index] = covered.map { depth[$0.index] + 1 }.max() ?? 0
        }
    }

    /// A test target depends on its module first; every target on the targets it names, and on the plugins of
    /// this package it uses (what they generate is compiled into it).
    package static func localDependencies(of target: TargetManifest) -> [String] {
        var names = target.host.map { [$0.value] } ?? []
        let plugins = target.plugins.filter { $0.package == nil }.map(\.name)
        for name in target.localDependencies.map(\.value) + plugins where !names.contains(name) { names.append(name) }
        return names
    }

    /// The inputs every target shares: the hash format, the environment and what `Package.swift` says for all.
    private func sharedInputs(_ context: String) -> [HashInput] {
        let firstLine = environment.toolchain.split(separator: "\n").first.map(String.init) ?? ""
        return [
            HashInput(.format, Self.formatVersion, digest: SHA256.hex(Array(Self.formatVersion.utf8))),
            .hashing(.toolchain, firstLine, environment.toolchain),
            .hashing(.platform, environment.platform, environment.platform),
            .hashing(.configuration, environment.configuration, environment.configuration),
            .hashing(
                .arguments, environment.arguments.joined(separator: " "),
                environment.arguments.joined(separator: "\u{0}")),
            .hashing(.package, "", context),
        ]
    }

    /// The resolved version and revision of each package whose products `target` uses.
    private func pins(of target: TargetManifest) -> [HashInput] {
        productPackages(of: target).map { package in
            .hashing(.pin, package, environment.pins.pins[package] ?? "unresolved")
        }
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
