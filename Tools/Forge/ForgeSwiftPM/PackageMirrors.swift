import Foundation

/// The mirrors SwiftPM applies to a package's dependencies (`swift package config set-mirror`): the package's
/// own, `.swiftpm/configuration/mirrors.json`, and the user's, `~/.swiftpm/configuration/mirrors.json`.
/// `swift package dump-package` shows a dependency at its mirror; what the package declares is the original.
package struct PackageMirrors: Sendable {
    /// Mirror location → the original URL it stands for.
    private let originals: [String: String]

    package init(originals: [String: String] = [:]) {
        self.originals = originals
    }

    /// The mirrors that apply in the package at `root` (the package's own first: SwiftPM prefers them).
    package static func load(root: String, home: String = NSHomeDirectory()) -> PackageMirrors {
        var originals: [String: String] = [:]
        for file in [home + "/.swiftpm/configuration/mirrors.json", root + "/.swiftpm/configuration/mirrors.json"] {
            guard let data = FileManager.default.contents(atPath: file),
                let mirrors = try? JSONDecoder().decode(MirrorsFile.self, from: data)
            else { continue }
            for entry in mirrors.object { originals[entry.mirror] = entry.original }
        }
        return PackageMirrors(originals: originals)
    }

    /// The URL `location` mirrors, or `location` itself when it is no mirror.
    package func original(of location: String) -> String { originals[location] ?? location }
}

/// `mirrors.json` as SwiftPM writes it.
private struct MirrorsFile: Decodable {
    struct Entry: Decodable {
        let mirror: String
        let original: String
    }

    let object: [Entry]
}
