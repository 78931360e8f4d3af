/// Build settings and plugin capabilities, as `dump-package` prints them.
extension DumpedPackage {
    /// A build setting: `{"tool": "swift", "kind": {"define": {"_0": "DEBUG"}}, "condition": {...}}`.
    package struct Setting: Decodable, Sendable {
        /// `c`, `cxx`, `swift` or `linker`.
        package let tool: String
        /// The setting's name: `define`, `unsafeFlags`, `treatWarning`...
        package let kind: String
        /// The first argument (`_0`), when it is one string: `define`'s name, a mode, a warning.
        package let firstValue: String?
        /// The first argument (`_0`), when it is a list of strings: `unsafeFlags`' flags.
        package let firstValues: [String]?
        /// The second argument (`_1`), when there is one: `treatWarning`'s level.
        package let secondValue: String?
        package let condition: Condition?

        private enum CodingKeys: String, CodingKey {
            case tool, kind, condition
        }

        private enum ArgumentKeys: String, CodingKey {
            case first = "_0"
            case second = "_1"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tool = try container.decode(String.self, forKey: .tool)
            condition = try container.decodeIfPresent(Condition.self, forKey: .condition)
            let kinds = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .kind)
            let key = try AnyKey.only(in: kinds)
            kind = key.stringValue
            let arguments = try? kinds.nestedContainer(keyedBy: ArgumentKeys.self, forKey: key)
            firstValue = try? arguments?.decodeIfPresent(String.self, forKey: .first)
            firstValues = try? arguments?.decodeIfPresent([String].self, forKey: .first)
            secondValue = try? arguments?.decodeIfPresent(String.self, forKey: .second)
        }
    }

    /// What a plugin target does: `{"buildTool": null}` or `{"command": [intent, permissions]}`.
    package enum PluginCapability: Decodable, Sendable {
        case buildTool
        case command(intent: CommandIntent, permissions: [Permission])
        /// A capability forge has no word for, by its name.
        case unsupported(String)

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let key = try AnyKey.only(in: container)
            switch key.stringValue {
            case "buildTool":
                self = .buildTool
            case "command":
                var values = try container.nestedUnkeyedContainer(forKey: key)
                let intent = try values.decode(CommandIntent.self)
                let permissions = values.isAtEnd ? [] : try values.decodeIfPresent([Permission].self) ?? []
                self = .command(intent: intent, permissions: permissions)
            default:
                self = .unsupported(key.stringValue)
            }
        }
    }

    /// A command plugin's intent: `{"custom": {"verb": ..., "description": ...}}` or a named one.
    package enum CommandIntent: Decodable, Sendable {
        case custom(verb: String, description: String)
        /// `documentationGeneration`, `sourceCodeFormatting`, or one forge has no word for.
        case named(String)

        private struct Custom: Decodable {
            let verb: String
            let description: String
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let key = try AnyKey.only(in: container)
            if key.stringValue == "custom" {
                let custom = try container.decode(Custom.self, forKey: key)
                self = .custom(verb: custom.verb, description: custom.description)
            } else {
                self = .named(key.stringValue)
            }
        }
    }

    /// A permission a command plugin asks for: `{"writeToPackageDirectory": {"reason": ...}}` or
    /// `{"allowNetworkConnections": {"reason": ..., "scope": {"local": {"ports": [8080]}}}}`.
    package struct Permission: Decodable, Sendable {
        package let kind: String
        package let reason: String
        /// For network connections: `none`, `local`, `all`, `docker`, `unixDomainSocket`.
        package let scope: String?
        package let ports: [Int]?

        private struct Details: Decodable {
            let reason: String?
            let scope: [String: Ports?]?
        }

        private struct Ports: Decodable {
            let ports: [Int]?
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let key = try AnyKey.only(in: container)
            kind = key.stringValue
            let details = try container.decode(Details.self, forKey: key)
            reason = details.reason ?? ""
            scope = details.scope?.keys.first
            ports = details.scope?.values.first??.ports
        }
    }
}
