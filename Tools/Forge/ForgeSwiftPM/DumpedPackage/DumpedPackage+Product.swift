/// Products and package dependencies, as `dump-package` prints them.
extension DumpedPackage {
    /// A product: `{"name": "Shapes", "type": {"library": ["automatic"]}, "targets": ["Shapes"]}`.
    package struct Product: Decodable, Sendable {
        package enum Kind: Sendable, Equatable {
            /// A library; its linkage (`automatic`, `static`, `dynamic`).
            case library(linkage: String?)
            case executable
            case plugin
            /// A type forge has no word for (`macro`, `snippet`, `test`), by its name.
            case unsupported(String)
        }

        package let name: String
        package let kind: Kind
        package let targets: [String]

        private enum CodingKeys: String, CodingKey {
            case name, type, targets
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            targets = try container.decode([String].self, forKey: .targets)
            let type = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .type)
            let key = try AnyKey.only(in: type)
            switch key.stringValue {
            case "library": kind = .library(linkage: try type.decodeIfPresent([String].self, forKey: key)?.first)
            case "executable": kind = .executable
            case "plugin": kind = .plugin
            default: kind = .unsupported(key.stringValue)
            }
        }
    }

    /// A package dependency: `{"sourceControl": [{...}]}`, `{"fileSystem": [{...}]}` or `{"registry": [{...}]}`.
    package struct Dependency: Decodable, Sendable {
        package enum Source: Sendable, Equatable {
            /// A Git repository: its remote URL, or a local repository's path.
            case sourceControl(location: String?)
            case fileSystem(path: String)
            case registry
            /// A kind forge has no word for, by its name.
            case unsupported(String)
        }

        package let source: Source
        package let identity: String
        /// The name a dependency is given for target dependencies (`.package(name:path:)`).
        package let name: String?
        package let requirement: Requirement?
        /// The traits enabled on the dependency; nil when the dump lists none.
        package let traits: [EnabledTrait]?

        package init(from decoder: any Decoder) throws {
            let wrapper = try decoder.container(keyedBy: AnyKey.self)
            let kind = try AnyKey.only(in: wrapper)
            var list = try wrapper.nestedUnkeyedContainer(forKey: kind)
            let details = try list.decode(Details.self)
            identity = details.identity
            name = details.nameForTargetDependencyResolutionOnly
            requirement = details.requirement
            traits = details.traits
            switch kind.stringValue {
            case "sourceControl":
                source = .sourceControl(
                    location: details.location?.remote?.first?.urlString ?? details.location?.local?.first)
            case "fileSystem": source = .fileSystem(path: details.path ?? "")
            case "registry": source = .registry
            default: source = .unsupported(kind.stringValue)
            }
        }

        private struct Details: Decodable {
            struct Location: Decodable {
                struct Remote: Decodable {
                    let urlString: String
                }

                let remote: [Remote]?
                let local: [String]?
            }

            let identity: String
            let nameForTargetDependencyResolutionOnly: String?
            let location: Location?
            let path: String?
            let requirement: Requirement?
            let traits: [EnabledTrait]?
        }
    }

    /// A version requirement: `{"range": [{"lowerBound": "1.0.0", "upperBound": "2.0.0"}]}`, `{"exact": ["1.1.4"]}`.
    package enum Requirement: Decodable, Sendable, Equatable {
        case range(lower: String, upper: String)
        case exact(String)
        case branch(String)
        case revision(String)
        /// A requirement forge has no word for, by its name.
        case unsupported(String)

        private struct Bounds: Decodable {
            let lowerBound: String
            let upperBound: String
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let key = try AnyKey.only(in: container)
            switch key.stringValue {
            case "range":
                guard let bounds = try container.decode([Bounds].self, forKey: key).first else {
                    self = .unsupported("range")
                    return
                }
                self = .range(lower: bounds.lowerBound, upper: bounds.upperBound)
            case "exact", "branch", "revision":
                let value = try container.decode([String].self, forKey: key).first ?? ""
                self =
                    key.stringValue == "exact"
                    ? .exact(value) : key.stringValue == "branch" ? .branch(value) : .revision(value)
            default:
                self = .unsupported(key.stringValue)
            }
        }
    }

    /// A trait enabled on a dependency, possibly only when traits of this package are: `{"name": "Tracing",
    /// "condition": {"traits": ["Logging"]}}`.
    package struct EnabledTrait: Decodable, Sendable {
        private struct Condition: Decodable {
            let traits: [String]?
        }

        package let name: String
        /// The traits of this package that enable it; nil when it is always enabled.
        package let whenTraits: [String]?

        private enum CodingKeys: String, CodingKey {
            case name, condition
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            whenTraits = try container.decodeIfPresent(Condition.self, forKey: .condition)?.traits
        }
    }
}
