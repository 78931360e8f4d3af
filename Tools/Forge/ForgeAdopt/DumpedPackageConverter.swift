import ForgeJSON
import ForgeManifest
import ForgeSupport
import ForgeSwiftNames
import Foundation

/// Turns what `swift package dump-package` says about a package into `Manifest/` files: `project.json`,
/// one file per target, and one per feature when target names follow the layer convention.
///
/// Whatever forge cannot express is collected in `problems` rather than dropped, so adoption fails loudly.
struct DumpedPackageConverter {
    typealias Object = [String: Any]

    /// A manifest file to write, relative to the repository root.
    struct File: Equatable {
        let path: String
        let json: ManifestJSON
    }

    let dump: Object
    /// The package root, to make local package paths relative and find SwiftPM's default folders.
    let rootPath: String
    /// What could not be expressed, one line each.
    var problems: [String] = []

    init(dump: Object, rootPath: String) {
        self.dump = dump
        self.rootPath = rootPath
    }

    var layout: SourceLayout { SourceLayout(rootPath: rootPath) }

    /// The package's swift-tools-version, as SwiftPM read it.
    var toolsVersion: ToolsVersion {
        ((dump["toolsVersion"] as? Object)?["_version"] as? String).flatMap(ToolsVersion.init) ?? ToolsVersion(5, 0)
    }

    mutating func files() -> [File] {
        let targets = (dump["targets"] as? [Object]) ?? []
        let byName = Dictionary(
            targets.compactMap { t in (t["name"] as? String).map { ($0, t) } }, uniquingKeysWith: { a, _ in a })
        let products = (dump["products"] as? [Object]) ?? []
        let executableNames = executableProductNames(products, targets: byName)
        let hosts = testHosts(targets, byName: byName)
        let features = featureLayers(targets)

        var files = [
            File(
                path: "\(ManifestLoader.folder)/\(ProjectManifest.fileName)",
                json: project(products, skipping: Set(executableNames.values)))
        ]
        var testsByHost: [String: [Object]] = [:]
        for target in targets {
            if let name = target["name"] as? String, let host = hosts[name] {
                testsByHost[host, default: []].append(target)
            }
        }
        var featureModules: [String: [ManifestJSON]] = [:]
        for target in targets {
            guard let name = target["name"] as? String, hosts[name] == nil else { continue }
            let tests = testsByHost[name] ?? []
            let feature = features[name]
            let module = self.module(
                target, feature: feature, executableName: executableNames[name], tests: tests)
            if let feature {
                featureModules[feature.feature, default: []].append(module)
            } else {
                let folder = (target["type"] as? String) == "test" ? "Tests" : "Targets"
                files.append(File(path: "\(ManifestLoader.folder)/\(folder)/\(Self.fileName(name)).json", json: module))
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

    /// A file name for a target: SwiftPM names may hold characters a path should not.
    static func fileName(_ name: String) -> String {
        var result = String(name.map { $0 == "/" || $0 == "\\" || $0 == ":" ? "_" : $0 })
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result
    }

    // MARK: - Grouping

    /// Executable products of one executable target become that module's `executableName`.
    private func executableProductNames(_ products: [Object], targets: [String: Object]) -> [String: String] {
        var names: [String: String] = [:]
        for product in products {
            guard let type = product["type"] as? Object, type.keys.contains("executable"),
                let productTargets = product["targets"] as? [String], productTargets.count == 1,
                let name = product["name"] as? String, (targets[productTargets[0]]?["type"] as? String) == "executable",
                names[productTargets[0]] == nil
            else { continue }
            names[productTargets[0]] = name
        }
        return names
    }

    /// A test target goes under its host's `tests` when its name starts with the host's name, ends in `Tests`,
    /// and it depends on the host by name, unconditionally (`SearchDomainTests`, `SearchDomainSnapshotTests`).
    /// The longest such host wins; test targets with none stay modules of their own.
    private func testHosts(_ targets: [Object], byName: [String: Object]) -> [String: String] {
        var hosts: [String: String] = [:]
        for target in targets where (target["type"] as? String) == "test" {
            guard let name = target["name"] as? String, name.hasSuffix("Tests") else { continue }
            let dependencies = target["dependencies"] as? [Object] ?? []
            let host = dependencies.compactMap { dependency -> String? in
                guard let values = dependency["byName"] as? [Any], let host = values.first as? String,
                    Self.isPlainByName(dependency, host), host != name, name.hasPrefix(host),
                    let hostTarget = byName[host], (hostTarget["type"] as? String) != "test"
                else { return nil }
                return host
            }.max { $0.count < $1.count }
            hosts[name] = host
        }
        return hosts
    }

    private static func isPlainByName(_ dependency: Object, _ name: String) -> Bool {
        guard let values = dependency["byName"] as? [Any] else { return false }
        return (values.first as? String) == name && (values.count < 2 || values[1] is NSNull)
    }

    /// Regular targets named `<Feature><Layer>`, when at least two layers of an UpperCamelCase feature exist.
    private func featureLayers(_ targets: [Object]) -> [String: (feature: String, layer: FeatureLayer)] {
        var candidates: [String: [(name: String, layer: FeatureLayer)]] = [:]
        for target in targets where (target["type"] as? String) == "regular" {
            guard let name = target["name"] as? String else { continue }
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
