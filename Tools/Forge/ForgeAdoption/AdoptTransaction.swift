import ForgeManifest
import ForgeSupport
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
    /// `Package.resolved` as it was, when adoption moved its origin to the generated `Package.swift`.
    private var originalPins: String?

    private var manifestURL: URL { root.appendingPathComponent(ManifestLoader.folder) }
    private var previousManifestURL: URL { staging.appendingPathComponent("previous-\(ManifestLoader.folder)") }
    private var packageURL: URL { root.appendingPathComponent(ManifestLoader.packageFile) }
    var originalCopyURL: URL { root.appendingPathComponent(ManifestLoader.packageFile + ".orig") }
    private var pinsURL: URL { root.appendingPathComponent("Package.resolved") }

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
        // Plain writes: nothing reads the staging folder, and it replaces Manifest/ in one rename when complete.
        // (An atomic write per file, with its fsync, was a quarter of adopt's time on 1,000 targets.)
        let urls = files.map { staging.appendingPathComponent($0.path) }
        for folder in Set(urls.map { $0.deletingLastPathComponent() }) {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // Creating files is mostly the kernel's work, which spreads over the cores.
        let failures = Concurrently.map(count: files.count) { index -> String? in
            do {
                try Data(files[index].json.document().utf8).write(to: urls[index])
                return nil
            } catch {
                return "\(urls[index].path): \(error.localizedDescription)"
            }
        }.compactMap { $0 }
        if let failure = failures.first { throw AdoptWriteError(description: failure) }
        try fileManager.createDirectory(at: stagedManifest, withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: manifestURL.path) {
            try fileManager.moveItem(at: manifestURL, to: previousManifestURL)
        }
        try fileManager.moveItem(at: stagedManifest, to: manifestURL)
        installedManifest = true
    }

    /// Keeps the original as `Package.swift.orig` (unless one exists) and writes the generated file; pins that were
    /// current for the original are made current for it (`ResolvedPinsOrigin`).
    func replacePackage(with content: String) throws {
        if !FileManager.default.fileExists(atPath: originalCopyURL.path) {
            try AtomicFile.write(originalPackage, to: originalCopyURL)
            createdOriginalCopy = true
        }
        try AtomicFile.write(content, to: packageURL)
        packageReplaced = true
        if let pins = try? String(contentsOf: pinsURL, encoding: .utf8),
            let moved = ResolvedPinsOrigin.moved(pins, from: originalPackage, to: content)
        {
            try AtomicFile.write(moved, to: pinsURL)
            originalPins = pins
        }
    }

    /// Puts every file back as it was before adoption.
    func rollBack() {
        let fileManager = FileManager.default
        if packageReplaced { try? AtomicFile.write(originalPackage, to: packageURL) }
        if let originalPins { try? AtomicFile.write(originalPins, to: pinsURL) }
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

/// A manifest file of the staging folder could not be written.
struct AdoptWriteError: Error, CustomStringConvertible {
    let description: String
}
