import Foundation

/// The file changes of `forge adopt`, made so that a failure at any step puts every file back:
/// the new `Manifest/` is written beside the old one and swapped in by renames, and the original
/// `Package.swift` is kept in memory until the result is verified.
final class AdoptTransaction {
    private let root: URL
    private let staging: URL
    private let originalPackage: String
    private var createdOriginalCopy = false
    private var installedManifest = false
    private var packageReplaced = false

    private var manifestURL: URL { root.appendingPathComponent(ManifestLoader.folder) }
    private var previousManifestURL: URL { staging.appendingPathComponent("previous-\(ManifestLoader.folder)") }
    private var packageURL: URL { root.appendingPathComponent(GenerateCommand.packageFile) }
    var originalCopyURL: URL { root.appendingPathComponent(GenerateCommand.packageFile + ".orig") }

    init(root: URL, originalPackage: String) {
        self.root = root
        self.originalPackage = originalPackage
        self.staging = root.appendingPathComponent(
            ".forge-adopt-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
    }

    /// Writes `files` (paths under `Manifest/`) to a staging folder, then swaps them in for `Manifest/`.
    func installManifests(_ files: [DumpedPackageConverter.File]) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        let stagedManifest = staging.appendingPathComponent(ManifestLoader.folder)
        for file in files {
            let url = staging.appendingPathComponent(file.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(file.json.document(), to: url)
        }
        try fileManager.createDirectory(at: stagedManifest, withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: manifestURL.path) {
            try fileManager.moveItem(at: manifestURL, to: previousManifestURL)
        }
        try fileManager.moveItem(at: stagedManifest, to: manifestURL)
        installedManifest = true
    }

    /// Keeps the original as `Package.swift.orig` (unless one exists) and writes the generated file.
    func replacePackage(with content: String) throws {
        if !FileManager.default.fileExists(atPath: originalCopyURL.path) {
            try AtomicFile.write(originalPackage, to: originalCopyURL)
            createdOriginalCopy = true
        }
        try AtomicFile.write(content, to: packageURL)
        packageReplaced = true
    }

    /// Puts every file back as it was before adoption.
    func rollBack() {
        let fileManager = FileManager.default
        if packageReplaced { try? AtomicFile.write(originalPackage, to: packageURL) }
        if createdOriginalCopy { try? fileManager.removeItem(at: originalCopyURL) }
        if installedManifest {
            try? fileManager.removeItem(at: manifestURL)
            if fileManager.fileExists(atPath: previousManifestURL.path) {
                try? fileManager.moveItem(at: previousManifestURL, to: manifestURL)
            }
        }
        try? fileManager.removeItem(at: staging)
    }

    /// Keeps the new files and drops the previous `Manifest/`.
    func commit() {
        try? FileManager.default.removeItem(at: staging)
    }
}
