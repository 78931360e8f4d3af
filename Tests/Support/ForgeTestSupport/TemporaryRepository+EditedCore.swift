import ForgeSupport
import Foundation

extension TemporaryRepository {
    /// A repository of two modules with tests, Core and Feature (which depends on Core), committed to git; then
    /// Core's source edited, so that `HEAD` is a base the change reaches both modules from.
    package static func withEditedCoreSinceHead() throws -> TemporaryRepository {
        let repository = try TemporaryRepository.withProject()
        try repository.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try repository.write(
            "Manifest/Feature.json", #"{ "name": "Feature", "dependencies": ["Core"], "tests": true }"#)
        for name in ["Core", "Feature"] {
            try repository.write("Sources/\(name)/\(name).swift", "struct \(name) {}\n")
            try repository.write("Tests/\(name)Tests/\(name)Tests.swift", "struct \(name)Tests {}\n")
        }
        for arguments in [
            ["init", "-q"], ["add", "-A"], ["-c", "user.name=T", "-c", "user.email=t@t", "commit", "-qm", "base"],
        ] {
            let git = try Subprocess.run(["git", "-C", repository.root.path] + arguments)
            guard git.status == 0 else {
                throw TemporaryRepositoryError.gitFailed(
                    arguments: arguments, output: String(decoding: git.errors, as: UTF8.self))
            }
        }
        try repository.write("Sources/Core/Core.swift", "struct Core { let edited = 1 }\n")
        return repository
    }
}

/// Why a temporary repository could not be set up.
package enum TemporaryRepositoryError: Error, CustomStringConvertible {
    case gitFailed(arguments: [String], output: String)

    package var description: String {
        switch self {
        case .gitFailed(let arguments, let output): "git \(arguments.joined(separator: " ")) failed: \(output)"
        }
    }
}
