import ForgeDiagnostics
import ForgeSupport

/// What decoding finds wrong in a target's dependencies, build settings and conditions, worded once.
extension Finding {
    static let dependencyKindMissing = Finding(
        "a dependency names one of \"target\", \"byName\" or \"product\"",
        help: "write \"Name\", {\"target\": \"Name\"} or {\"product\": \"Name\", \"package\": \"package-id\"}")

    /// `key` (`package`, `moduleAliases`, `modules`) on a dependency on `name` that is not a product.
    static func productKeyOutsideProduct(_ key: String, name: String) -> Finding {
        Finding(
            "\"\(key)\" only applies to product dependencies",
            help: "remove it, or write {\"product\": \"\(name)\", \"package\": ...}")
    }

    /// `to` or `as` on a setting that takes neither.
    static func companionKeyNotForSetting(_ key: String, setting: String) -> Finding {
        Finding("\"\(key)\" does not apply to \"\(setting)\"", help: "remove it")
    }

    /// A setting object with `present` setting keys, not one, in `tool`'s list.
    static func settingKeyCount(_ present: [String], tool: BuildSetting.Tool) -> Finding {
        Finding(
            present.isEmpty
                ? "a build setting needs one setting key"
                : "a build setting has one setting key, found " + present.joined(separator: ", "),
            help: "write one object per setting, such as {\"define\": \"DEBUG\"}; settings for \(tool.key): "
                + BuildSettingKind.all.filter { $0.tools.contains(tool) }.map(\.name).joined(separator: ", "))
    }

    static func settingNotOfTool(_ kind: BuildSettingKind, tool: BuildSetting.Tool) -> Finding {
        let lists = BuildSetting.Tool.allCases.filter { kind.tools.contains($0) }.map(\.key)
        return Finding(
            "\"\(kind.name)\" is not a setting of \(tool.key) (\(tool.typeName) has no .\(kind.name))",
            help: "move it to " + lists.joined(separator: " or "))
    }

    static func companionNotInTool(_ extra: BuildSettingKind.Extra, setting: String, tool: BuildSetting.Tool) -> Finding
    {
        Finding(
            "\"\(extra.key)\" does not apply to \"\(setting)\" in \(tool.key)",
            help: "remove it, or move the setting to " + extra.tools.map(\.key).sorted().joined(separator: " or "))
    }

    static func companionMissing(_ extra: BuildSettingKind.Extra, setting: String) -> Finding {
        Finding(
            "\"\(setting)\" needs \"\(extra.key)\"",
            help: "add \"\(extra.key)\": " + (extra.choices ?? []).map { "\"\($0)\"" }.joined(separator: " or "))
    }

    static func invalidCompanion(_ text: String, key: String, choices: [String]) -> Finding {
        Finding("\"\(text)\" is not a valid \"\(key)\"", help: "use one of: " + choices.joined(separator: ", "))
    }

    static func emptySetting(_ setting: String) -> Finding {
        Finding("\"\(setting)\" is empty", help: "give it a value, or remove the setting")
    }

    static func falseFlag(_ setting: String) -> Finding {
        Finding("\"\(setting)\" can only be true", help: "write true, or remove the setting")
    }

    /// A platform none of `known` names; `otherwise` says what else may be written.
    static func unknownPlatform(_ name: String, known: [String], otherwise: String) -> Finding {
        Finding(
            "unknown platform \"\(name)\"",
            help: Suggestions.help(for: name, choices: known, intro: "platforms are: ", outro: otherwise))
    }

    static let emptyCondition = Finding(
        "an empty condition always holds", help: "name platforms, a configuration or traits, or remove \"condition\"")
}
