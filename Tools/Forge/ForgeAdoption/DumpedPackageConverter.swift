import ForgeDiagnostics
import ForgeJSON
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM

/// Turns what `swift package dump-package` says about a package into the manifest model, and writes it as
/// `Manifest/` files through `ManifestWriter`: `project.json`, one file per target, and one per feature when
/// target names follow the layer convention.
///
/// Whatever forge cannot express is collected in `problems` rather than dropped, so adoption fails loudly.
struct DumpedPackageConverter {
    typealias Target = DumpedPackage.Target

    /// A manifest file to write, relative to the repository root.
    struct File: Equatable {
        let path: String
        let json: ManifestJSON
    }

    let dump: DumpedPackage
    /// The package root, to make local package paths relative and find SwiftPM's default folders.
    let rootPath: String
    /// What could not be expressed, one line each.
    var problems: [String] = []
    /// SwiftPM's mirrors in this package: the dump shows a mirrored dependency at its mirror, and the manifests
    /// keep the URL the package declares.
    let mirrors: PackageMirrors

    init(dump: DumpedPackage, rootPath: String, mirrors: PackageMirrors? = nil) {
        self.dump = dump
        self.rootPath = rootPath
        self.mirrors = mirrors ?? PackageMirrors.load(root: rootPath)
    }

    var layout: SourceLayout { SourceLayout(rootPath: rootPath) }

    /// The package's swift-tools-version, as SwiftPM read it.
    var toolsVersion: ToolsVersion {
        dump.toolsVersion.flatMap(ToolsVersion.init) ?? ToolsVersion(5, 0)
    }

    mutating func files() -> [File] {
        let targets = dump.targets
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let executableNames = executableProductNames(dump.products, targets: byName)
        let hosts = testHosts(targets, byName: byName)
        let features = featureLayers(targets)

        let project = self.project(skipping: Set(executableNames.values))
        var files = [
            File(
                path: "\(ManifestLoader.folder)/\(ProjectManifest.fileName)", json: ManifestWriter.project(project))
        ]
        var testsByHost: [String: [Target]] = [:]
        for target in targets {
            if let host = hosts[target.name] { testsByHost[host, default: []].append(target) }
        }
        var featureModules: [String: [ManifestJSON]] = [:]
        for target in targets where hosts[target.name] == nil {
            let feature = features[target.name]
            let module = ManifestWriter.module(
                self.module(
                    target, feature: feature, executableName: executableNames[target.name],
                    tests: testsByHost[target.name] ?? []))
            if let feature {
                featureModules[feature.feature, default: []].append(module)
            } else {
                let folder = target.type == "test" ? "Tests" : "Targets"
                files.append(
                    File(path: "\(ManifestLoader.folder)/\(folder)/\(Self.fileName(target.name)).json", json: module))
            }
        }
        for (feature, modules) in featureModules.sorted(by: { $0.key < $1.key }) {
            files.append(
                File(
                    path: "\(ManifestLoader.folder)/Features/\(feature).json",
                    json: .object([("modules", .array(modules))])))
        }
        return files
    }

    /// Where a converted value is: nowhere yet, until the written files give it its place.
    static let nowhere = SourceLocation(line: 0, column: 0)

    /// A value the manifests will state, placed nowhere yet.
    static func unplaced<Value>(_ value: Value) -> Located<Value> {
        Located(value, location: nowhere, jsonPath: "")
    }

    /// A file name for a target: SwiftPM names may hold characters a path should not.
    static func fileName(_ name: String) -> String {
        var result = String(name.map { $0 == "/" || $0 == "\\" || $0 == ":" ? "_" : $0 })
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result
    }

    // MARK: - Grouping

    /// Executable products of one executable target become that module's `executableName`.
    private func executableProductNames(
        _ products: [DumpedPackage.Product], targets: [String: Target]
    ) -> [String: String] {
        var names: [String: String] = [:]
        for product in products {
            guard product.kind == .executable, product.targets.count == 1,
                targets[product.targets[0]]?.type == "executable", names[product.targets[0]] == nil
            else { continue }
            names[product.targets[0]] = product.name
        }
        return names
    }

    /// A test target goes under its host's `tests` when its name starts with the host's name, ends in `Tests`,
    /// and it depends on the host by name, unconditionally (`SearchDomainTests`, `SearchDomainSnapshotTests`).
    /// The longest such host wins; test targets with none stay modules of their own.
    private func testHosts(_ targets: [Target], byName: [String: Target]) -> [String: String] {
        var hosts: [String: String] = [:]
        for target in targets where target.type == "test" && target.name.hasSuffix("Tests") {
            let name = target.name
            let host = (target.dependencies ?? []).compactMap { dependency -> String? in
                guard case .byName(let host, condition: nil) = dependency, host != name, name.hasPrefix(host),
                    let hostTarget = byName[host], hostTarget.type != "test"
                else { return nil }
                return host
            }.max { $0.count < $1.count }
            hosts[name] = host
        }
        return hosts
    }

    /// Regular targets named `<Feature><Layer>`, when at least two layers of an UpperCamelCase feature exist.
    private func featureLayers(_ targets: [Target]) -> [String: (feature: String, layer: FeatureLayer)] {
        var candidates: [String: [(name: String, layer: FeatureLayer)]] = [:]
        for target in targets where target.type == "regular" {
            let name = target.name
            // Longest suffix first: "DomainApi" before "Domain"... "Api" ends neither, so order by length.
            for layer in FeatureLayer.allCases.sorted(by: { $0.moduleSuffix.count > $1.moduleSuffix.count })
            where name.hasSuffix(layer.moduleSuffix) && name.count > layer.moduleSuffix.count {
                let feature = String(name.dropLast(layer.moduleSuffix.count))
                if SwiftNames.problem(withIdentifier: feature) == nil, SwiftNames.isUpperCamelCase(feature) {
                    candidates[feature, default: []].append((name, layer))
                }
                break
            }
        }
        var result: [String: (feature: String, layer: FeatureLayer)] = [:]
        for (feature, layers) in candidates
        where Set(layers.map(\.layer)).count >= 2 && Set(layers.map(\.layer)).count == layers.count {
            for layer in layers { result[layer.name] = (feature, layer.layer) }
        }
        return result
    }
}
