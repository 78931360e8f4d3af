import ForgeDiagnostics
import ForgeSupport

/// One entry of `swiftSettings`, `cSettings`, `cxxSettings` or `linkerSettings`.
package struct BuildSetting: Sendable, Equatable {
    /// Which list the setting is in.
    /// In `PackageDescription`'s argument order.
    package enum Tool: String, CaseIterable, Sendable {
        case c
        case cxx
        case swift
        case linker

        /// The manifest key, which is also the `PackageDescription` argument label.
        package var key: String { rawValue + "Settings" }

        /// The `PackageDescription` type of the list.
        var typeName: String {
            switch self {
            case .swift: "SwiftSetting"
            case .c: "CSetting"
            case .cxx: "CXXSetting"
            case .linker: "LinkerSetting"
            }
        }
    }

    package let tool: Tool
    package let kind: BuildSettingKind
    /// The setting's values in `dump-package` order: `define` has the name (and for C, the value), `treatWarning`
    /// the warning and the level, `unsafeFlags` the flags.
    package let arguments: [String]
    package let condition: BuildCondition?
    package let location: SourceLocation
    package let jsonPath: String

    package init(
        tool: Tool, kind: BuildSettingKind, arguments: [String], condition: BuildCondition?, location: SourceLocation,
        jsonPath: String
    ) {
        self.tool = tool
        self.kind = kind
        self.arguments = arguments
        self.condition = condition
        self.location = location
        self.jsonPath = jsonPath
    }

    /// The Swift expression, such as `.define("DEBUG", .when(configuration: .debug))`.
    package var expression: String {
        var parts: [String] = []
        switch kind.value {
        case .string: parts.append(SwiftLiteral.string(arguments[0]))
        case .strings: parts.append("[" + arguments.map(SwiftLiteral.string).joined(separator: ", ") + "]")
        case .flag: break
        case .choice:
            let choice = arguments[0]
            switch kind.name {
            case "swiftLanguageMode": parts.append(SwiftLanguageMode.expression(choice))
            case "defaultIsolation": parts.append(choice == "MainActor" ? "MainActor.self" : "nil")
            case "treatAllWarnings": parts.append("as: .\(choice)")
            default: parts.append(".\(choice)")
            }
        }
        if let extra = kind.extra, arguments.count > 1 {
            parts.append(
                extra.key == "as" ? "as: .\(arguments[1])" : "\(extra.key): \(SwiftLiteral.string(arguments[1]))")
        }
        if let condition { parts.append(condition.expression) }
        return ".\(kind.name)(" + parts.joined(separator: ", ") + ")"
    }
}

/// What a build setting may be: its name, the lists it may appear in, its value and since when SwiftPM has it.
package struct BuildSettingKind: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        /// One string: `{"define": "DEBUG"}`.
        case string
        /// An array of strings: `{"unsafeFlags": ["-Onone"]}`.
        case strings
        /// `true`: `{"strictMemorySafety": true}`.
        case flag
        /// One of fixed words: `{"interoperabilityMode": "Cxx"}`.
        case choice([String])
    }

    /// A second key some settings take: `{"define": "X", "to": "1"}`, `{"treatWarning": "W", "as": "error"}`.
    package struct Extra: Sendable, Equatable {
        package let key: String
        let choices: [String]?
        let required: Bool
        let tools: Set<BuildSetting.Tool>
    }

    package let name: String
    package let tools: Set<BuildSetting.Tool>
    package let value: Value
    package let extra: Extra?
    let minimumToolsVersion: ToolsVersion

    private static let compilers: Set<BuildSetting.Tool> = [.swift, .c, .cxx]
    private static let cFamily: Set<BuildSetting.Tool> = [.c, .cxx]
    private static let warningLevels = ["error", "warning"]

    /// Every setting `PackageDescription` 6.2 offers.
    static let all: [BuildSettingKind] = [
        kind(
            "define", compilers, .string,
            extra: Extra(key: "to", choices: nil, required: false, tools: cFamily)),
        kind("unsafeFlags", compilers.union([.linker]), .strings),
        kind("headerSearchPath", cFamily, .string),
        kind("enableUpcomingFeature", [.swift], .string, since: ToolsVersion(5, 8)),
        kind("enableExperimentalFeature", [.swift], .string, since: ToolsVersion(5, 8)),
        kind("interoperabilityMode", [.swift], .choice(["C", "Cxx"]), since: ToolsVersion(5, 9)),
        kind("swiftLanguageMode", [.swift], .choice(SwiftLanguageMode.known), since: ToolsVersion(6, 0)),
        kind("treatAllWarnings", compilers, .choice(warningLevels), since: ToolsVersion(6, 2)),
        kind(
            "treatWarning", compilers, .string,
            extra: Extra(key: "as", choices: warningLevels, required: true, tools: compilers),
            since: ToolsVersion(6, 2)),
        kind("enableWarning", cFamily, .string, since: ToolsVersion(6, 2)),
        kind("disableWarning", cFamily, .string, since: ToolsVersion(6, 2)),
        kind("strictMemorySafety", [.swift], .flag, since: ToolsVersion(6, 2)),
        kind("defaultIsolation", [.swift], .choice(["MainActor", "nonisolated"]), since: ToolsVersion(6, 2)),
        kind("linkedLibrary", [.linker], .string),
        kind("linkedFramework", [.linker], .string),
    ]

    package static func named(_ name: String) -> BuildSettingKind? { all.first { $0.name == name } }

    private static func kind(
        _ name: String, _ tools: Set<BuildSetting.Tool>, _ value: Value, extra: Extra? = nil,
        since: ToolsVersion = ToolsVersion(5, 0)
    ) -> BuildSettingKind {
        BuildSettingKind(name: name, tools: tools, value: value, extra: extra, minimumToolsVersion: since)
    }
}

/// Swift language modes, as manifests write them ("5", "6") and as Swift expressions (`.v5`).
package enum SwiftLanguageMode {
    static let known = ["4", "4.2", "5", "6"]

    /// `.v6`, `.v4_2`, or `.version("7")` where the tools version has no constant for the mode (`.v6` is 6.0's).
    package static func expression(_ mode: String, tools: ToolsVersion = ToolsVersion(6, 0)) -> String {
        let hasConstant = known.contains(mode) && (mode != "6" || tools >= ToolsVersion(6, 0))
        return hasConstant
            ? ".v" + mode.replacingOccurrences(of: ".", with: "_") : ".version(\(SwiftLiteral.string(mode)))"
    }

    /// Whether `mode` is a version number SwiftPM can take.
    static func isValid(_ mode: String) -> Bool { ToolsVersion(mode) != nil }
}
