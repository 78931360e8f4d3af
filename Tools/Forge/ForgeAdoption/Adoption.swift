import ForgeDiagnostics
import ForgeGenerator
import ForgeManifest
import ForgeSupport
import ForgeSwiftPM
import Foundation

/// `forge adopt`: turns an existing package's `Package.swift` into `Manifest/`, regenerates `Package.swift`
/// from it, and verifies with SwiftPM that the package is the same. Any failure leaves every file as it was. It
/// returns what it did or why not, and prints nothing.
package struct Adoption: Sendable {
    /// The package's root folder.
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// Adopts the package; `force` adopts one forge generated, or replaces an existing `Manifest/`.
    package func adopt(force: Bool) -> AdoptionReport {
        let original: (text: String, wasGenerated: Bool)
        do {
            original = try readOriginal(force: force)
        } catch {
            return AdoptionReport(outcome: .failure(error))
        }
        let transaction = AdoptTransaction(root: root, originalPackage: original.text)
        if !original.wasGenerated, FileSystem.entry(at: transaction.originalCopyURL.path) != nil {
            return AdoptionReport(outcome: .failure(.originalCopyExists))
        }
        let warnings = AdoptWarnings(root: root, manifest: original.text).all.map { Finding($0, severity: .warning) }
        var validated: ValidatedManifests?
        do throws(AdoptionFailure) {
            let (dump, files) = try convert()
            do throws(AdoptionFailure) {
                let manifests = try install(files, in: transaction, validated: &validated)
                try verify(against: dump)
                transaction.commit()
                let adopted = AdoptedPackage(manifests, manifestFileCount: files.count)
                return AdoptionReport(warnings: warnings, validated: validated, outcome: .success(adopted))
            } catch {
                transaction.rollBack()
                throw error
            }
        } catch {
            return AdoptionReport(warnings: warnings, validated: validated, outcome: .failure(error))
        }
    }

    private var packageFile: String { ManifestLoader.packageFile }

    /// The package's `Package.swift`, when it may be adopted: not generated already, no `Manifest/` to replace
    /// (unless forced).
    private func readOriginal(force: Bool) throws(AdoptionFailure) -> (text: String, wasGenerated: Bool) {
        guard let original = try? String(contentsOf: root.appendingPathComponent(packageFile), encoding: .utf8) else {
            throw .noPackage(folder: root.path)
        }
        let wasGenerated = PackageRenderer.isGenerated(original)
        if wasGenerated, !force { throw .alreadyGenerated }
        if FileSystem.entry(at: root.appendingPathComponent(ManifestLoader.folder).path) != nil, !force {
            throw .manifestFolderExists(folder: root.path)
        }
        return (original, wasGenerated)
    }

    /// SwiftPM's view of the package, and the manifest files that say the same.
    private func convert() throws(AdoptionFailure) -> (dump: [UInt8], files: [DumpedPackageConverter.File]) {
        let dump: [UInt8]
        let package: DumpedPackage
        do {
            dump = try DumpPackage(packagePath: root.path).run()
            package = try DumpedPackage(json: Data(dump))
        } catch {
            throw .unreadablePackage(message: error.message)
        }
        var converter = DumpedPackageConverter(dump: package, rootPath: root.path)
        let files = converter.files()
        guard converter.problems.isEmpty else { throw .inexpressible(problems: converter.problems) }
        return (dump, files)
    }

    /// Writes `Manifest/`, validates it (into `validated`) and generates `Package.swift` from it.
    private func install(
        _ files: [DumpedPackageConverter.File], in transaction: AdoptTransaction, validated: inout ValidatedManifests?
    ) throws(AdoptionFailure) -> ManifestSet {
        do {
            try transaction.installManifests(files)
        } catch {
            throw .manifestsNotWritten(reason: "\(error)", folder: root.path)
        }
        let checked = ValidatedManifests(root: root)
        validated = checked
        guard let manifests = checked.validManifests else { throw .invalidManifests }
        do {
            try transaction.replacePackage(with: PackageRenderer(manifests: manifests).render())
        } catch {
            throw .packageNotWritten(reason: "\(error)", folder: root.path)
        }
        return manifests
    }

    /// SwiftPM reads the generated `Package.swift` as the same package as the original: every field it prints,
    /// the ones forge does not read included.
    private func verify(against dump: [UInt8]) throws(AdoptionFailure) {
        let differences: [String]
        do {
            let regenerated = try DumpPackage(packagePath: root.path).run()
            differences = PackageComparison(layout: SourceLayout(rootPath: root.path))
                .differences(original: dump, generated: regenerated)
        } catch {
            throw .unreadableGeneratedPackage(message: error.message)
        }
        guard differences.isEmpty else { throw .differentPackage(differences: differences) }
    }
}
