import ForgeDiagnostics

/// What validation finds wrong in the folders targets name, worded once.
extension Finding {
    /// `what` ("path", "resource") `value`, which `problem` says is wrong.
    static func invalidPath(_ what: String, _ value: String, problem: String) -> Finding {
        Finding(
            "\(what) \"\(value.debugDescription.dropFirst().dropLast())\" \(problem)",
            help: "write a relative path with '/' separators, such as \"Resources\"")
    }

    /// `what` at `path` is a file where a folder was meant, or nothing; `defaultNote` says when the path is the default.
    static func missingFolder(_ what: String, _ path: String, isFile: Bool, defaultNote: String) -> Finding {
        Finding(
            isFile ? "\(what) \"\(path)\" is a file, not a folder" : "\(what) \"\(path)\" does not exist\(defaultNote)",
            help: isFile ? "point it at the folder that holds the files" : "create it, or correct the path")
    }

    /// The folder of `name` at `path` is `other`'s (`nested`: inside it), so both would compile the same files;
    /// `exclude` is what `other` would exclude to keep it apart.
    static func overlappingFolders(
        _ name: String, path: String, other: String, otherPath: String, exclude: String?
    ) -> Finding {
        let relation =
            exclude == nil
            ? "is also the folder of \"\(other)\"" : "is inside the folder of \"\(other)\" (\(otherPath))"
        return Finding(
            "the folder of \"\(name)\" (\(path)) \(relation) and both would compile the same files (SwiftPM rejects overlapping sources)",
            help: exclude.map { "give each target its own folder, or add \"\($0)\" to the \"exclude\" of \"\(other)\"" }
                ?? "give each target its own folder, or \"sources\" lists that do not overlap")
    }
}
