import ForgeManifest
import ForgeSwiftSource

/// The builds of one target that lint checks imports for: each platform checked, in debug and release, with
/// the package's default traits and with all of them. An import compiled in any of them must be declared.
struct TargetBuildContexts: Sendable {
    /// The platforms checked, in checking order.
    let platforms: [BuildPlatform]
    /// For each of `platforms`, at the same index, its evaluators: one per configuration and trait set.
    let evaluators: [[ConditionEvaluator]]

    /// The platforms lint checks: Linux and those the package declares, or `override` when given.
    static func platforms(for project: ProjectManifest, override: [BuildPlatform]? = nil) -> [BuildPlatform] {
        if let override { return override }
        var platforms = [BuildPlatform.linux]
        for declared in project.platforms {
            if let platform = BuildPlatform.named(declared.name), !platforms.contains(platform) {
                platforms.append(platform)
            }
        }
        return platforms
    }

    /// `importable`: module names `canImport` finds for the target (its declared dependencies).
    init(target: TargetManifest, project: ProjectManifest, platforms: [BuildPlatform], importable: Set<String>) {
        let allTraits = Set(project.traits.map(\.name.value))
        let defaultTraits = Set(project.defaultTraits?.map(\.value) ?? [])
        let traitSets = allTraits == defaultTraits ? [allTraits] : [defaultTraits, allTraits]
        let mode =
            target.settings.last { $0.kind.name == "swiftLanguageMode" && $0.condition == nil }?.arguments.first
            ?? project.swiftLanguageMode ?? (project.toolsVersion >= ToolsVersion(6, 0) ? "6" : "5")
        var features = Set(project.upcomingFeatures + project.experimentalFeatures)
        for setting in target.settings
        where setting.tool == .swift
            && ["enableUpcomingFeature", "enableExperimentalFeature"].contains(setting.kind.name)
        {
            if let name = setting.arguments.first?.split(separator: "=").first { features.insert(String(name)) }
        }
        var evaluators: [[ConditionEvaluator]] = []
        for platform in platforms {
            var platformEvaluators: [ConditionEvaluator] = []
            for configuration in BuildCondition.Configuration.allCases {
                for traits in traitSets {
                    // SwiftPM defines SWIFT_PACKAGE always, DEBUG in debug builds, and each enabled trait.
                    var defines = Set(project.defines).union(["SWIFT_PACKAGE"]).union(traits)
                    if configuration == .debug { defines.insert("DEBUG") }
                    for setting in target.settings where setting.tool == .swift && setting.kind.name == "define" {
                        guard let name = setting.arguments.first else { continue }
                        if Self.applies(setting.condition, platform: platform, configuration, traits: traits) {
                            defines.insert(name)
                        }
                    }
                    platformEvaluators.append(
                        ConditionEvaluator(
                            platform: platform, defines: defines, features: features, languageMode: mode,
                            importable: importable))
                }
            }
            evaluators.append(platformEvaluators)
        }
        self.platforms = platforms
        self.evaluators = evaluators
    }

    /// The platforms on which an import under `conditions` is compiled, in checking order.
    func platforms(compiling conditions: [CompilationCondition]) -> [BuildPlatform] {
        // Most imports are unconditional: every platform compiles them, and nothing needs evaluating.
        if conditions.isEmpty { return platforms }
        return platforms.indices.compactMap { index in
            evaluators[index].contains { $0.isActive(all: conditions) } ? platforms[index] : nil
        }
    }

    private static func applies(
        _ condition: BuildCondition?, platform: BuildPlatform, _ configuration: BuildCondition.Configuration,
        traits: Set<String>
    ) -> Bool {
        guard let condition else { return true }
        if !condition.platforms.isEmpty,
            !condition.platforms.contains(where: { $0.lowercased() == platform.name.lowercased() })
        {
            return false
        }
        if let wanted = condition.configuration, wanted != configuration { return false }
        return condition.traits.isEmpty || !traits.isDisjoint(with: condition.traits)
    }
}
