import ForgeJSON

/// `Manifest/project.json`: the package, its products and package dependencies, and forge's repository settings.
extension ManifestWriter {
    package static func project(_ project: ProjectManifest) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [
            ("name", .string(project.name.value)), ("swiftToolsVersion", .string(project.swiftToolsVersion.value)),
        ]
        if let localization = project.defaultLocalization {
            members.append(("defaultLocalization", .string(localization)))
        }
        if !project.platforms.isEmpty {
            members.append(("platforms", .object(project.platforms.map { ($0.name, .string($0.version)) })))
        }
        members += languageFields(of: project)
        if let defaultTraits = project.defaultTraits {
            members.append(("defaultTraits", .strings(defaultTraits.map(\.value))))
        }
        if !project.traits.isEmpty { members.append(("traits", .array(project.traits.map(json)))) }
        if !project.products.isEmpty { members.append(("products", .array(project.products.map(json)))) }
        if !project.dependencies.isEmpty {
            members.append(("dependencies", .array(project.dependencies.map(json))))
        }
        if !project.externalModules.isEmpty { members.append(("externalModules", .strings(project.externalModules))) }
        return .object(members + repositoryFields(of: project))
    }

    /// Language modes and standards, and the settings every Swift target gets.
    private static func languageFields(of project: ProjectManifest) -> [(String, ManifestJSON)] {
        var members: [(String, ManifestJSON)] = []
        if !project.swiftLanguageModes.isEmpty {
            members.append(("swiftLanguageModes", .strings(project.swiftLanguageModes.map(\.value))))
        }
        if let standard = project.cLanguageStandard { members.append(("cLanguageStandard", .string(standard.value))) }
        if let standard = project.cxxLanguageStandard {
            members.append(("cxxLanguageStandard", .string(standard.value)))
        }
        if let mode = project.swiftLanguageMode { members.append(("swiftLanguageMode", .string(mode))) }
        for (key, values) in [
            ("upcomingFeatures", project.upcomingFeatures), ("experimentalFeatures", project.experimentalFeatures),
            ("defines", project.defines),
        ] where !values.isEmpty {
            members.append((key, .strings(values)))
        }
        return members
    }

    private static func json(_ trait: PackageTrait) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [("name", .string(trait.name.value))]
        if let description = trait.description { members.append(("description", .string(description))) }
        if !trait.enabledTraits.isEmpty { members.append(("enabledTraits", .strings(trait.enabledTraits))) }
        return .object(members)
    }

    private static func json(_ product: ProductManifest) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [
            ("name", .string(product.name.value)), ("type", .string(product.type.rawValue)),
        ]
        if product.type == .library, product.linkage != .automatic {
            members.append(("linkage", .string(product.linkage.rawValue)))
        }
        members.append(("targets", .strings(product.targetNames)))
        return .object(members)
    }

    private static func json(_ dependency: PackageDependency) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = []
        if let name = dependency.name { members.append(("name", .string(name))) }
        switch dependency.source {
        case .url(let url): members.append(("url", .string(url)))
        case .path(let path): members.append(("path", .string(path)))
        case .registry(let id): members.append(("id", .string(id)))
        }
        switch dependency.requirement {
        case .from(let version): members.append(("from", .string(version)))
        case .exact(let version): members.append(("exact", .string(version)))
        case .range(let lower, let upper):
            members.append(("range", .object([("from", .string(lower)), ("to", .string(upper))])))
        case .branch(let branch): members.append(("branch", .string(branch)))
        case .revision(let revision): members.append(("revision", .string(revision)))
        case nil: break
        }
        if let traits = dependency.traits {
            members.append(
                (
                    "traits",
                    .array(
                        traits.map { trait in
                            guard !trait.whenTraits.isEmpty else { return .string(trait.name) }
                            return .object([
                                ("name", .string(trait.name)),
                                ("condition", .object([("traits", .strings(trait.whenTraits))])),
                            ])
                        })
                ))
        }
        return .object(members)
    }
}
