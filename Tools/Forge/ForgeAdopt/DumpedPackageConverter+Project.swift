import ForgeJSON
import ForgeManifest
import Foundation

/// The package: from the top of a `dump-package` result to `Manifest/project.json`.
extension DumpedPackageConverter {
    /// `Manifest/project.json`: the package, its products (but executables the targets carry) and dependencies.
    mutating func project(_ products: [Object], skipping executables: Set<String>) -> ManifestJSON {
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
        let platforms = platforms()
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
        let (traits, defaultTraits) = self.traits()
        if let defaultTraits { members.append(("defaultTraits", .strings(defaultTraits))) }
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

    /// `platforms`: each deployment target by the name manifests use.
    private mutating func platforms() -> [(String, ManifestJSON)] {
        (dump["platforms"] as? [Object] ?? []).compactMap { platform -> (String, ManifestJSON)? in
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
    }

    /// The declared traits, and the ones enabled by default (SwiftPM's `default` trait), when it is declared.
    ///
    /// SwiftPM keeps traits in sets, so dump-package lists them in a different order each run; sorted, the
    /// adopted manifests are the same every time.
    private func traits() -> (traits: [ManifestJSON], defaultTraits: [String]?) {
        var traits: [ManifestJSON] = []
        var defaultTraits: [String]?
        let declaredTraits = (dump["traits"] as? [Object] ?? []).sorted {
            ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "")
        }
        for trait in declaredTraits {
            guard let name = trait["name"] as? String else { continue }
            let enabled = (trait["enabledTraits"] as? [String] ?? []).sorted()
            if name == PackageTrait.defaultName {
                defaultTraits = enabled
                continue
            }
            var object: [(String, ManifestJSON)] = [("name", .string(name))]
            if let description = trait["description"] as? String {
                object.append(("description", .string(description)))
            }
            if !enabled.isEmpty { object.append(("enabledTraits", .strings(enabled))) }
            traits.append(.object(object))
        }
        return (traits, defaultTraits)
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
