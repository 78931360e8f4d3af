import ForgeDiagnostics
import ForgeJSON
import ForgeSupport

/// Reads the lists of a target that share one shape, a value plus an optional `condition`: build settings,
/// dependencies and plugin usages.
struct SettingsDecoder {
    let reader: JSONObjectReader

    /// The manifest file the lists are in, for diagnostics.
    var file: String { reader.file }

    // MARK: - Build settings

    /// `swiftSettings` and friends: objects with one setting key, its companions (`to`, `as`) and `condition`.
    func settings(for tool: BuildSetting.Tool, diagnostics: DiagnosticCollector) -> [BuildSetting] {
        reader.array(tool.key).compactMap { node, path in setting(node, path: path, for: tool, diagnostics: diagnostics)
        }
    }

    private func setting(
        _ node: JSONNode, path: String, for tool: BuildSetting.Tool, diagnostics: DiagnosticCollector
    ) -> BuildSetting? {
        let names = BuildSettingKind.all.map(\.name)
        guard
            let object = JSONObjectReader(
                node, file: file, jsonPath: path, what: "a build setting",
                allowedKeys: names + ["to", "as", "condition"],
                requiredKeys: [], diagnostics: diagnostics),
            let kind = settingKind(in: object, for: tool, names: names),
            var arguments = value(of: kind, in: object, diagnostics: diagnostics)
        else { return nil }
        for key in ["to", "as"] where object.has(key) && kind.extra?.key != key {
            diagnostics.emit(
                .companionKeyNotForSetting(key, setting: kind.name), file: file, location: object.keyLocation(key),
                jsonPath: object.path(key))
        }
        arguments += extraArgument(of: kind, in: object, for: tool)
        return BuildSetting(
            tool: tool, kind: kind, arguments: arguments, condition: condition(in: object, diagnostics: diagnostics),
            location: object.location, jsonPath: path)
    }

    /// The one setting key of a setting object, when `tool` has that setting.
    private func settingKind(
        in object: JSONObjectReader, for tool: BuildSetting.Tool, names: [String]
    ) -> BuildSettingKind? {
        let present = object.presentKeys(among: names)
        guard present.count == 1, let kind = BuildSettingKind.named(present[0]) else {
            object.diagnostics.emit(
                .settingKeyCount(present, tool: tool), file: file, location: object.location, jsonPath: object.jsonPath)
            return nil
        }
        guard kind.tools.contains(tool) else {
            object.diagnostics.emit(
                .settingNotOfTool(kind, tool: tool), file: file, location: object.keyLocation(kind.name),
                jsonPath: object.path(kind.name))
            return nil
        }
        return kind
    }

    /// The companion value (`to`, `as`) some settings take, checked against where it applies.
    private func extraArgument(
        of kind: BuildSettingKind, in object: JSONObjectReader, for tool: BuildSetting.Tool
    ) -> [String] {
        guard let extra = kind.extra else { return [] }
        guard extra.tools.contains(tool) else {
            if object.has(extra.key) {
                object.diagnostics.emit(
                    .companionNotInTool(extra, setting: kind.name, tool: tool), file: file,
                    location: object.keyLocation(extra.key), jsonPath: object.path(extra.key))
            }
            return []
        }
        guard let text = object.string(extra.key) else {
            if extra.required {
                object.diagnostics.emit(
                    .companionMissing(extra, setting: kind.name), file: file, location: object.location,
                    jsonPath: object.jsonPath)
            }
            return []
        }
        if let choices = extra.choices, !choices.contains(text.value) {
            object.diagnostics.emit(
                .invalidCompanion(text.value, key: extra.key, choices: choices), file: file, at: text)
        }
        return [text.value]
    }

    private func value(
        of kind: BuildSettingKind, in object: JSONObjectReader, diagnostics: DiagnosticCollector
    ) -> [String]? {
        switch kind.value {
        case .string:
            guard let text = object.string(kind.name) else { return nil }
            guard !text.value.isEmpty else {
                diagnostics.emit(.emptySetting(kind.name), file: file, at: text)
                return nil
            }
            return [text.value]
        case .strings:
            guard case .array = object.node(kind.name)?.value else {
                diagnostics.emit(
                    object.typeMismatch(
                        object.node(kind.name)!, path: object.path(kind.name), expected: "an array of strings"))
                return nil
            }
            return object.stringArray(kind.name).map(\.value)
        case .flag:
            guard object.bool(kind.name) == true else {
                diagnostics.emit(
                    .falseFlag(kind.name), file: file, location: object.keyLocation(kind.name),
                    jsonPath: object.path(kind.name))
                return nil
            }
            return []
        case .choice(let choices):
            guard let text = object.string(kind.name) else { return nil }
            let valid =
                kind.name == "swiftLanguageMode" ? SwiftLanguageMode.isValid(text.value) : choices.contains(text.value)
            guard valid else {
                diagnostics.emit(.notOneOf(text.value, kind.name, names: choices), file: file, at: text)
                return nil
            }
            return [text.value]
        }
    }

    // MARK: - Conditions

    /// `"condition": {"platforms": [...], "configuration": "debug", "traits": [...]}`.
    func condition(
        in object: JSONObjectReader, configurationAllowed: Bool = true, diagnostics: DiagnosticCollector
    ) -> BuildCondition? {
        let keys = configurationAllowed ? ["platforms", "configuration", "traits"] : ["platforms", "traits"]
        guard
            let reader = object.object(
                "condition", what: "a condition", allowedKeys: keys)
        else { return nil }
        var condition = BuildCondition()
        for platform in reader.stringArray("platforms") {
            guard PlatformName.isValid(platform.value, known: PlatformName.conditionPlatforms) else {
                diagnostics.emit(
                    .unknownPlatform(
                        platform.value, known: PlatformName.conditionPlatforms,
                        otherwise: ", or \"custom:<name>\" for another"), file: file, at: platform)
                continue
            }
            condition.platforms.append(platform.value)
        }
        condition.configuration =
            reader.enumeration("configuration", as: BuildCondition.Configuration.self)?.value
        condition.traits = reader.stringArray("traits").map(\.value)
        if condition.isEmpty {
            diagnostics.emit(.emptyCondition, file: file, at: reader)
            return nil
        }
        return condition
    }
}
