/// The kinds of target SwiftPM builds, by their manifest spelling.
package enum TargetType: String, CaseIterable, Sendable {
    case regular
    case executable
    case test
    case plugin
    case macro
    case systemLibrary
    case binary

    /// The `PackageDescription` function that declares it.
    package var function: String {
        switch self {
        case .regular: "target"
        case .executable: "executableTarget"
        case .test: "testTarget"
        case .plugin: "plugin"
        case .macro: "macro"
        case .systemLibrary: "systemLibrary"
        case .binary: "binaryTarget"
        }
    }

    /// How `swift package dump-package` names it.
    var dumpName: String {
        switch self {
        case .systemLibrary: "system"
        default: rawValue
        }
    }

    package init?(dumpName: String) {
        guard let type = Self.allCases.first(where: { $0.dumpName == dumpName }) else { return nil }
        self = type
    }

    /// Whether the target is Swift code compiled by the package (so it takes Swift settings).
    package var compilesSwift: Bool {
        switch self {
        case .regular, .executable, .test, .macro: true
        case .plugin, .systemLibrary, .binary: false
        }
    }

    /// The folders SwiftPM looks in, in order, for a target without `path` (`<folder>/<name>`).
    var defaultFolders: [String] {
        switch self {
        case .test: ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: ["Plugins"]
        default: ["Sources", "Source", "src", "srcs"]
        }
    }

    /// The first swift-tools-version that has it.
    var minimumToolsVersion: ToolsVersion {
        switch self {
        case .macro: ToolsVersion(5, 9)
        case .plugin: ToolsVersion(5, 5)
        default: ToolsVersion(4, 0)
        }
    }

    /// The manifest keys a target of this type may have, beyond `name`, `type` and forge's metadata.
    package var allowedKeys: Set<String> { Self.allowedKeysByType[self] ?? [] }

    /// Built once: manifests ask for every key of every target.
    private static let allowedKeysByType: [TargetType: Set<String>] = {
        let sources: Set<String> = ["path", "sources", "exclude", "dependencies", "packageAccess"]
        let settings: Set<String> = ["swiftSettings", "linkerSettings", "plugins"]
        return Dictionary(
            uniqueKeysWithValues: allCases.map { type in
                switch type {
                case .regular, .executable:
                    (
                        type,
                        sources.union(settings).union(["resources", "publicHeadersPath", "cSettings", "cxxSettings"])
                    )
                case .test: (type, sources.union(settings).union(["resources", "cSettings", "cxxSettings", "inputs"]))
                case .macro: (type, sources.union(settings))
                case .plugin: (type, sources.union(["capability"]))
                case .systemLibrary: (type, ["path", "pkgConfig", "providers"])
                case .binary: (type, ["path", "url", "checksum"])
                }
            })
    }()
}
