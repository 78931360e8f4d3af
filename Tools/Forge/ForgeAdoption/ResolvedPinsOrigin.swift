import ForgeHasher

/// `Package.resolved`'s `originHash`: the SHA-256 of the manifest file SwiftPM resolved the pins for. While it is
/// the digest of the manifest SwiftPM reads, SwiftPM checks out exactly the pins, and one it cannot check out fails
/// the build; once the manifest differs, SwiftPM resolves again and takes the pins as preferences only, so a pinned
/// version the repository lacks is replaced by another it has. Adoption rewrites `Package.swift` without changing
/// the package, so pins that were current for the original stay current for the generated file.
enum ResolvedPinsOrigin {
    /// `pins` (the text of `Package.resolved`) with its origin moved from the manifest `original` to `generated`;
    /// nil when its origin is not `original`'s digest (none, or pins already stale for it, or made for a
    /// version-specific manifest SwiftPM prefers), since SwiftPM then treats them alike before and after.
    static func moved(_ pins: String, from original: String, to generated: String) -> String? {
        let field = { (manifest: String) in #""originHash" : ""# + SHA256.hex(Array(manifest.utf8)) + #"""# }
        guard pins.contains(field(original)) else { return nil }
        return pins.replacingOccurrences(of: field(original), with: field(generated))
    }
}
