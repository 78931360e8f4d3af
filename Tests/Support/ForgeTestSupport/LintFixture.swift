import Commands
import ForgeSupport
import Foundation

/// A small repository for lint tests: one feature (`Movies`, four layers), UI and DI Core modules, plain text
/// apart from the styles that paint it, a storage module, Networking and its URLSession transport, and an App (the composition root), with sources whose imports match their manifests, and the repository's
/// own `Manifest/rules.json`. Tests change one thing and assert the exact findings.
package final class LintFixture {
    package struct Module {
        package var name: String
        package var kind: String
        package var feature: String? = nil
        package var layer: String? = nil
        package var dependencies: [String] = []
        package var tags: [String] = []
        /// File name -> content; by default one file importing every dependency.
        package var sources: [String: String]? = nil

        package init(
            name: String, kind: String, feature: String? = nil, layer: String? = nil, dependencies: [String] = [],
            tags: [String] = [], sources: [String: String]? = nil
        ) {
            self.name = name
            self.kind = kind
            self.feature = feature
            self.layer = layer
            self.dependencies = dependencies
            self.tags = tags
            self.sources = sources
        }
    }

    /// The rules with no exception: the repository's name its own modules, which the sample does not have.
    private static func withoutExceptions(_ rules: String) -> String {
        guard let start = rules.range(of: "\"exceptions\": ["),
            let end = rules.range(of: "\n  ]", range: start.upperBound..<rules.endIndex)
        else { return rules }
        return rules.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "\"exceptions\": []")
    }

    /// The repository's rules without those layering forge's own modules (tagged tools), its repository checks
    /// and forge's generated-package test support, which this fixture has none of: they would only add "matches no
    /// module" warnings to every expectation.
    private static func withoutForgeLayers(_ rules: String) -> String {
        var kept: [Substring] = []
        var skipNext = false
        for line in rules.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipNext {
                skipNext = false
                continue
            }
            guard
                line.contains(#""kind": "tool", "tags""#) || line.contains(#""name": "RepositoryTests""#)
                    || line.contains(#""name": "ForgeGeneratedPackages""#)
            else {
                kept.append(line)
                continue
            }
            // A forbidden rule goes on with its message on the next line.
            skipNext = line.contains(#"{ "id":"#) && !line.contains(#""message""#)
        }
        return kept.joined(separator: "\n")
    }

    /// `forge` was called on a fixture made without a command line.
    package struct NoCommandLine: Error {}

    package let repository: TemporaryRepository
    package var modules: [Module]
    package var rules: String
    private let commandLine: (any InProcessCommandLine)?

    /// The sample repository, run with `commandLine` (an engine's tests give none: they `write()` it and call the
    /// engine); `keepingForgeLayers` keeps the rules that layer forge's own modules. It reads the repository's
    /// `Manifest/rules.json`, which its tests declare as an input.
    package init(keepingForgeLayers: Bool = false, commandLine: (any InProcessCommandLine)? = nil) throws {
        self.commandLine = commandLine
        repository = try TemporaryRepository.withProject()
        let rules = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Manifest/rules.json"), encoding: .utf8)
        let general = Self.withoutExceptions(rules)
        self.rules = keepingForgeLayers ? general : Self.withoutForgeLayers(general)
        modules = [
            Module(name: "DependencyInjection", kind: "core", tags: ["ui", "di"]),
            Module(name: "PlainText", kind: "core", tags: ["text"]),
            Module(name: "DesignSystem", kind: "core", dependencies: ["PlainText"], tags: ["ui", "style"]),
            Module(name: "Storage", kind: "core", tags: ["storage"]),
            Module(name: "Networking", kind: "core", tags: ["network"]),
            Module(
                name: "NetworkingTransport", kind: "core", dependencies: ["Networking"], tags: ["network", "libcurl"]),
            Module(name: "Commands", kind: "core", tags: ["ui", "cli"]),
            Module(
                name: "MoviesPresentation", kind: "feature", feature: "Movies", layer: "presentation",
                dependencies: ["MoviesDomain", "DesignSystem"]),
            Module(
                name: "MoviesDomain", kind: "feature", feature: "Movies", layer: "domain",
                dependencies: ["MoviesDomainApi", "DependencyInjection"]),
            Module(
                name: "MoviesDomainApi", kind: "feature", feature: "Movies", layer: "domainApi",
                dependencies: ["DependencyInjection"]),
            Module(
                name: "MoviesData", kind: "feature", feature: "Movies", layer: "data",
                dependencies: ["MoviesDomain", "Networking"]),
            Module(
                name: "App", kind: "app", dependencies: ["MoviesPresentation", "MoviesData"], tags: ["composition-root"]
            ),
            Module(name: "Tool", kind: "tool", dependencies: ["Commands"]),
            Module(name: "Stub", kind: "testSupport", dependencies: ["Networking"]),
        ]
        addSecondFeature()
    }

    package subscript(name: String) -> Module {
        get { modules.first { $0.name == name }! }
        set { modules[modules.firstIndex { $0.name == name }!] = newValue }
    }

    /// Adds the other feature, `Music`, with its four layers.
    private func addSecondFeature() {
        modules += [
            Module(
                name: "MusicPresentation", kind: "feature", feature: "Music", layer: "presentation",
                dependencies: ["MusicDomain"]),
            Module(
                name: "MusicDomain", kind: "feature", feature: "Music", layer: "domain",
                dependencies: ["MusicDomainApi"]),
            Module(name: "MusicDomainApi", kind: "feature", feature: "Music", layer: "domainApi"),
            Module(name: "MusicData", kind: "feature", feature: "Music", layer: "data", dependencies: ["MusicDomain"]),
        ]
        self["App"].dependencies += ["MusicPresentation", "MusicData"]
    }

    /// Writes everything and runs `forge lint`.
    package func lint(_ arguments: String...) throws -> ForgeRun {
        try forge(["lint"] + arguments)
    }

    /// Writes everything and runs forge with `arguments`.
    package func forge(_ arguments: [String]) throws -> ForgeRun {
        guard let commandLine else { throw NoCommandLine() }
        try write()
        return repository.forge(arguments, with: commandLine)
    }

    /// Writes the rules, and every module's manifest and sources.
    package func write() throws {
        try repository.write("Manifest/rules.json", rules)
        for module in modules {
            var fields = ["\"name\": \"\(module.name)\"", "\"kind\": \"\(module.kind)\""]
            if let feature = module.feature { fields.append("\"feature\": \"\(feature)\"") }
            if let layer = module.layer { fields.append("\"layer\": \"\(layer)\"") }
            if module.kind == "app" { fields.append("\"path\": \"Apps/\(module.name)\"") }
            fields.append("\"dependencies\": [" + module.dependencies.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            if !module.tags.isEmpty {
                fields.append("\"tags\": [" + module.tags.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            }
            try repository.write("Manifest/\(module.name).json", "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n")
            let folder =
                switch module.kind {
                case "app": "Apps/\(module.name)"
                case "core": "Modules/Core/\(module.name)"
                case "tool": "Tools/\(module.name)"
                case "testSupport": "Tests/Support/\(module.name)"
                default: "Modules/Features/\(module.feature!)/\(module.name)"
                }
            let sources =
                module.sources ?? [
                    "\(module.name).swift": module.dependencies.map { "import \($0)\n" }.joined()
                        + "struct \(module.name)Marker {}\n"
                ]
            try repository.makeFolders(folder)
            for (file, content) in sources { try repository.write("\(folder)/\(file)", content) }
        }
    }

    /// The finding lines of a text report (or of diagnostics' descriptions), without help lines, JSON paths and
    /// the summary.
    package static func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("    help:") && !$0.hasPrefix("lint:") }
            .map { line in line.range(of: " (at $").map { String(line[..<$0.lowerBound]) } ?? line }
    }
}
