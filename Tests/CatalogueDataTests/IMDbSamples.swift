import Foundation
import ProcessRunner

/// The IMDb dataset samples in Fixtures/imdb (written in IMDb's exact format, with the awkward rows real
/// files have), copied into a fresh folder, plain or gzip-compressed by the real gzip.
enum IMDbSamples {
    static let fixtures = SourceTree.url(of: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/imdb")
    static let names = [
        "title.basics.tsv", "title.ratings.tsv", "title.crew.tsv", "title.principals.tsv", "name.basics.tsv",
        "title.akas.tsv",
    ]

    /// A new temporary folder.
    static func folder(_ label: String = "imdb") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The samples (`names`, or some of them) in a new folder, compressed when `compressed`.
    static func copy(_ selected: [String] = names, compressed: Bool) throws -> URL {
        let folder = try folder()
        for name in selected {
            let target = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: target)
            if compressed { try gzip(target.path) }
        }
        return folder
    }

    /// Compresses `path` to `path.gz` with the real gzip, removing the original.
    static func gzip(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-f", "--", path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
