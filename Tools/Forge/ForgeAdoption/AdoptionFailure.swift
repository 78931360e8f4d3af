/// Why `forge adopt` stopped; every file is as it was.
package enum AdoptionFailure: Error, Sendable, Equatable {
    /// There is no `Package.swift` in `folder`.
    case noPackage(folder: String)
    /// `Package.swift` is one forge generated, and adopting again was not forced.
    case alreadyGenerated
    /// `Manifest/` exists in `folder`, and replacing it was not forced.
    case manifestFolderExists(folder: String)
    /// `Package.swift.orig` exists, and forge never overwrites it.
    case originalCopyExists
    /// SwiftPM could not read the package: `swift package dump-package` said `message`.
    case unreadablePackage(message: String)
    /// The package declares what manifests cannot say: one line per problem; nothing was written.
    case inexpressible(problems: [String])
    /// `Manifest/` could not be written into `folder`, for `reason`.
    case manifestsNotWritten(reason: String, folder: String)
    /// The manifests written do not validate (their diagnostics are in the report); every file was restored.
    case invalidManifests
    /// `Package.swift` could not be written into `folder`, for `reason`.
    case packageNotWritten(reason: String, folder: String)
    /// SwiftPM cannot read the generated `Package.swift`: it said `message`; every file was restored.
    case unreadableGeneratedPackage(message: String)
    /// SwiftPM sees a different package in the generated `Package.swift`: the differences; every file was restored.
    case differentPackage(differences: [String])
}
