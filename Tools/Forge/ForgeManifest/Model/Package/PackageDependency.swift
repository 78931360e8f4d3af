import ForgeDiagnostics
import ForgeSupport

/// A package this one depends on: by URL and version requirement, by local path, or by registry id.
package struct PackageDependency: Sendable {
    package enum Source: Sendable, Equatable {
        case url(String)
        case path(String)
        /// A registry identity, `scope.name`.
        case registry(String)
    }

    /// Which versions: SwiftPM's requirement forms. `from` is `range` up to the next major version.
    package enum Requirement: Sendable, Equatable {
        case from(String)
        case exact(String)
        /// Half-open: `lower..<upper`.
        case range(String, String)
        case branch(String)
        case revision(String)
    }

    package let source: Source
    let requirement: Requirement?
    /// The deprecated `name:` that target dependencies may use instead of the identity.
    package let name: String?
    /// Traits to enable; nil means the package's default traits.
    let traits: [TraitReference]?
    package let location: SourceLocation
    package let jsonPath: String

    package init(
        source: Source, requirement: Requirement?, name: String?, traits: [TraitReference]?, location: SourceLocation,
        jsonPath: String
    ) {
        self.source = source
        self.requirement = requirement
        self.name = name
        self.traits = traits
        self.location = location
        self.jsonPath = jsonPath
    }

    /// SwiftPM's identity: the last path component, without `.git`, lowercased (`swift-nio`).
    package var identity: String {
        switch source {
        case .registry(let id): return id.lowercased()
        case .url(let text), .path(let text):
            var last = text.split(separator: "/").last.map(String.init) ?? text
            if let colon = last.lastIndex(of: ":"), case .url = source {
                last = String(last[last.index(after: colon)...])
            }
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }
    }

    /// The names target dependencies may use for this package in `.product(package:)`.
    var referenceNames: [String] { [identity] + (name.map { [$0.lowercased()] } ?? []) }

    package var expression: String { expression(fromFolder: "") }

    /// The declaration in a `Package.swift` that is `folder` (relative, `.build/forge/selected`) below the root:
    /// a relative local path is then reached from there.
    package func expression(fromFolder folder: String) -> String {
        var arguments: [String] = []
        if let name { arguments.append("name: \(SwiftLiteral.string(name))") }
        switch source {
        case .url(let url): arguments.append("url: \(SwiftLiteral.string(url))")
        case .path(let path):
            let rebased = path.hasPrefix("/") || path.hasPrefix("~") ? path : FileSystem.climbing(out: folder) + path
            arguments.append("path: \(SwiftLiteral.string(rebased))")
        case .registry(let id): arguments.append("id: \(SwiftLiteral.string(id))")
        }
        switch requirement {
        case .from(let version): arguments.append("from: \(SwiftLiteral.string(version))")
        case .exact(let version): arguments.append("exact: \(SwiftLiteral.string(version))")
        case .range(let lower, let upper):
            arguments.append("\(SwiftLiteral.string(lower))..<\(SwiftLiteral.string(upper))")
        case .branch(let branch): arguments.append("branch: \(SwiftLiteral.string(branch))")
        case .revision(let revision): arguments.append("revision: \(SwiftLiteral.string(revision))")
        case nil: break
        }
        if let traits { arguments.append("traits: [" + traits.map(\.expression).joined(separator: ", ") + "]") }
        return ".package(" + arguments.joined(separator: ", ") + ")"
    }
}
