import Foundation

/// Writes files so that a failure part-way can put everything back as it was.
package struct FileTransaction {
    /// A file to create is already there; nothing was written over it.
    package struct AlreadyExists: Error, CustomStringConvertible {
        package let path: String
        package var description: String { "\(path) already exists" }
    }

    package let root: URL
    private var createdFiles: [String] = []
    private var createdFolders: [String] = []
    private var originals: [(path: String, content: String?)] = []

    package init(root: URL) {
        self.root = root
    }

    /// Creates `path`; fails if it exists.
    package mutating func create(_ path: String, _ content: String) throws {
        let url = root.appendingPathComponent(path)
        var folders: [String] = []
        var folder = url.deletingLastPathComponent()
        while FileSystem.entry(at: folder.path) == nil {
            folders.insert(folder.path, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        for path in folders {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            createdFolders.append(path)
        }
        guard FileSystem.entry(at: url.path) == nil else {
            throw AlreadyExists(path: path)
        }
        try AtomicFile.write(content, to: url)
        createdFiles.append(url.path)
    }

    /// Replaces `path`'s content, remembering the original.
    package mutating func replace(_ path: String, original: String, with content: String) throws {
        originals.append((path, original))
        try AtomicFile.write(content, to: root.appendingPathComponent(path))
    }

    /// Remembers a file's content (or its absence) before another step changes it.
    package mutating func remember(_ path: String) {
        originals.append((path, try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
    }

    /// Deletes what was created and restores what was changed.
    package func rollBack() {
        for path in createdFiles.reversed() { try? FileManager.default.removeItem(atPath: path) }
        for path in createdFolders.reversed() { try? FileManager.default.removeItem(atPath: path) }
        for (path, content) in originals.reversed() {
            let url = root.appendingPathComponent(path)
            if let content {
                try? AtomicFile.write(content, to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }
}
