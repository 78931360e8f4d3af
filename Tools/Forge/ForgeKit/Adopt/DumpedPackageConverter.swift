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

    // MARK: - Project

    private mutating func project(_ products: [Object], skipping executables: Set<String>) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [("name", .string(dump["name"] as? String ?? ""))]
        let tools = ((dump["toolsVersion"] as? Object)?["_version"] as? String) ?? "5.9"
        members.append(
            (
                "swiftToolsVersion",
                .string(
                    tools.hasSuffix(".0") && tools.split(separator: ".").count == 3 ? String(tools.dropLast(2)) : tools)
            ))
        if let localization = dump["defaultLocalization"] as? String {
            members.append(("defaultLocalization", .string(localization)))
        }
        let platforms = (dump["platforms"] as? [Object] ?? []).compactMap { platform -> (String, ManifestJSON)? in
            guard let name = platform["platformName"] as? String, let version = platform["version"] as? String else {
                return nil
            }
            if let options = platform["options"] as? [Any], !options.isEmpty {
                problems.append("platform \(name) has options \(options), which forge cannot express")
            }
            return (
                PlatformName.manifestName(dumpName: name, known: PlatformName.deploymentPlatforms), .string(version)
            )
        }
        if !platforms.isEmpty { members.append(("platforms", .object(platforms))) }
        if let modes = dump["swiftLanguageVersions"] as? [String], !modes.isEmpty {
            members.append(("swiftLanguageModes", .strings(modes)))
        }
        if let standard = dump["cLanguageStandard"] as? String {
            members.append(("cLanguageStandard", .string(standard)))
        }
        if let standard = dump["cxxLanguageStandard"] as? String {
            members.append(("cxxLanguageStandard", .string(standard)))
        }
        // SwiftPM keeps traits in sets, so dump-package lists them in a different order each run; sorted, the
        // adopted manifests are the same every time.
        var traits: [ManifestJSON] = []
        let declaredTraits = (dump["traits"] as? [Object] ?? []).sorted {
            ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "")
        }
        for trait in declaredTraits {
            guard let name = trait["name"] as? String else { continue }
            let enabled = (trait["enabledTraits"] as? [String] ?? []).sorted()
            if name == PackageTrait.defaultName {
                members.append(("defaultTraits", .strings(enabled)))
                continue
            }
            var object: [(String, ManifestJSON)] = [("name", .string(name))]
            if let description = trait["description"] as? String {
                object.append(("description", .string(description)))
            }
            if !enabled.isEmpty { object.append(("enabledTraits", .strings(enabled))) }
            traits.append(.object(object))
        }
        if !traits.isEmpty { members.append(("traits", .array(traits))) }
        let productList = products.compactMap { product(from: $0, skipping: executables) }
        if !productList.isEmpty { members.append(("products", .array(productList))) }
        let dependencies = (dump["dependencies"] as? [Object] ?? []).compactMap { packageDependency($0) }
        if !dependencies.isEmpty { members.append(("dependencies", .array(dependencies))) }
        if dump["pkgConfig"] is String || dump["providers"] is [Any] {
            problems.append(
                "the package itself declares pkgConfig or providers (a system-library package), which forge cannot express"
            )
        }
        return .object(members)
    }

    private mutating func product(from product: Object, skipping executables: Set<String>) -> ManifestJSON? {
        guard let name = product["name"] as? String, let type = product["type"] as? Object,
            let targets = product["targets"] as? [String]
        else { return nil }
        if type.keys.contains("executable"), executables.contains(name) { return nil }
        var members: [(String, ManifestJSON)] = [("name", .string(name))]
        if let library = type["library"] as? [String] {
            members.append(("type", .string("library")))
            if let linkage = library.first, linkage != "automatic" { members.append(("linkage", .string(linkage))) }
        } else if let kind = type.keys.first, ["executable", "plugin"].contains(kind) {
            members.append(("type", .string(kind)))
        } else {
            problems.append("product \(name) has the type \(type.keys.sorted()), which forge cannot express")
            return nil
        }
        members.append(("targets", .strings(targets)))
        return .object(members)
    }

    private mutating func packageDependency(_ wrapper: Object) -> ManifestJSON? {
        guard let (kind, value) = wrapper.first, let dependency = (value as? [Object])?.first else { return nil }
        var members: [(String, ManifestJSON)] = []
        if let name = dependency["nameForTargetDependencyResolutionOnly"] as? String {
            members.append(("name", .string(name)))
        }
        switch kind {
        case "sourceControl":
            let location = dependency["location"] as? Object
            if let remote = (location?["remote"] as? [Object])?.first?["urlString"] as? String {
                members.append(("url", .string(remote)))
            } else if let local = (location?["local"] as? [String])?.first {
                members.append(("url", .string(local)))
            }
            guard let requirement = self.requirement(dependency["requirement"] as? Object) else {
                problems.append("package \(dependency["identity"] ?? "?") has a requirement forge cannot express")
                return nil
            }
            members.append(requirement)
        case "fileSystem":
            members.append(("path", .string(relativePath(dependency["path"] as? String ?? ""))))
        case "registry":
            members.append(("id", .string(dependency["identity"] as? String ?? "")))
            guard let requirement = self.requirement(dependency["requirement"] as? Object) else { return nil }
            members.append(requirement)
        default:
            problems.append("a package dependency of kind \(kind) cannot be expressed")
            return nil
        }
        let traits = (dependency["traits"] as? [Object] ?? []).sorted {
            ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "")
        }
        let isDefault =
            traits.count == 1 && (traits[0]["name"] as? String) == PackageTrait.defaultName
            && traits[0]["condition"] == nil
        if !isDefault, dependency["traits"] != nil {
            members.append(
                (
                    "traits",
                    .array(
                        traits.map { trait in
                            let name = trait["name"] as? String ?? ""
                            guard let whenTraits = ((trait["condition"] as? Object)?["traits"] as? [String])?.sorted()
                            else {
                                return .string(name)
                            }
                            return .object([
                                ("name", .string(name)), ("condition", .object([("traits", .strings(whenTraits))])),
                            ])
                        })
                ))
        }
        return .object(members)
    }

    private func requirement(_ requirement: Object?) -> (String, ManifestJSON)? {
        guard let (kind, value) = requirement?.first else { return nil }
        switch kind {
        case "range":
            guard let range = (value as? [Object])?.first, let lower = range["lowerBound"] as? String,
                let upper = range["upperBound"] as? String
            else { return nil }
            if SemanticVersion(lower)?.nextMajor == upper { return ("from", .string(lower)) }
            return ("range", .object([("from", .string(lower)), ("to", .string(upper))]))
        case "exact", "branch", "revision":
            return ((value as? [String])?.first).map { (kind, .string($0)) }
        default:
            return nil
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
