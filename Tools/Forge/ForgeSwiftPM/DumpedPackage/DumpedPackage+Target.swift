/// Targets, as `dump-package` prints them.
extension DumpedPackage {
    /// One target; absent fields are nil or empty.
    package struct Target: Decodable, Sendable {
        /// `regular`, `executable`, `test`, `plugin`, `macro`, `system`, `binary`.
        package let name: String
        package let type: String
        package let path: String?
        package let sources: [String]?
        package let exclude: [String]?
        package let resources: [Resource]?
        package let publicHeadersPath: String?
        package let packageAccess: Bool?
        package let dependencies: [TargetDependency]?
        package let pluginUsages: [PluginUsage]?
        package let settings: [Setting]?
        package let pkgConfig: String?
        package let providers: [Provider]?
        package let url: String?
        package let checksum: String?
        package let pluginCapability: PluginCapability?
    }

    /// A resource: `{"path": "Strings", "rule": {"process": {"localization": "base"}}}`.
    package struct Resource: Decodable, Sendable {
        package let path: String
        /// `process`, `copy`, `embedInCode`, or a rule forge has no word for.
        package let rule: String
        package let localization: String?

        private enum CodingKeys: String, CodingKey {
            case path, rule
        }

        private struct Options: Decodable {
            let localization: String?
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            let rule = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .rule)
            let key = try AnyKey.only(in: rule)
            self.rule = key.stringValue
            localization = try? rule.decodeIfPresent(Options.self, forKey: key)?.localization
        }
    }

    /// When a dependency or setting applies: `{"platformNames": ["linux"], "config": "debug", "traits": [...]}`.
    package struct Condition: Decodable, Sendable, Equatable {
        package let platformNames: [String]?
        package let config: String?
        package let traits: [String]?
    }

    /// A target's dependency: `{"byName": ["Core", null]}`, `{"target": [...]}`, `{"product": [name, package,
    /// moduleAliases, condition]}`.
    package enum TargetDependency: Decodable, Sendable, Equatable {
        case byName(String, condition: Condition?)
        case target(String, condition: Condition?)
        case product(String, package: String?, moduleAliases: [String: String], condition: Condition?)
        /// A kind forge has no word for, by its name.
        case unsupported(String)

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let key = try AnyKey.only(in: container)
            var values = try container.nestedUnkeyedContainer(forKey: key)
            switch key.stringValue {
            case "byName", "target":
                let name = try values.decode(String.self)
                let condition = values.isAtEnd ? nil : try values.decodeIfPresent(Condition.self)
                self =
                    key.stringValue == "byName"
                    ? .byName(name, condition: condition) : .target(name, condition: condition)
            case "product":
                let name = try values.decode(String.self)
                let package = values.isAtEnd ? nil : try values.decodeIfPresent(String.self)
                let aliases = values.isAtEnd ? nil : try values.decodeIfPresent([String: String].self)
                let condition = values.isAtEnd ? nil : try values.decodeIfPresent(Condition.self)
                self = .product(name, package: package, moduleAliases: aliases ?? [:], condition: condition)
            default:
                self = .unsupported(key.stringValue)
            }
        }
    }

    /// A plugin a target uses: `{"plugin": ["Lint", "swift-lint"]}`; the package is nil for one of this package.
    package struct PluginUsage: Decodable, Sendable {
        package let name: String
        package let package: String?

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            var values = try container.nestedUnkeyedContainer(forKey: AnyKey.only(in: container))
            name = try values.decode(String.self)
            package = values.isAtEnd ? nil : try values.decodeIfPresent(String.self)
        }
    }

    /// A system library's package manager and packages: `{"apt": [["zlib1g-dev"]]}`.
    package struct Provider: Decodable, Sendable {
        package let manager: String
        package let packages: [String]

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let key = try AnyKey.only(in: container)
            manager = key.stringValue
            packages = try container.decode([[String]].self, forKey: key).first ?? []
        }
    }
}
