import ForgeSupport
import Foundation

/// The files of a target's folder as SwiftPM sees them: which it compiles, which it bundles as resources, and
/// which it ignores. lint reads exactly the files SwiftPM compiles, and `forge hash` covers exactly those it
/// compiles or bundles. The rules are SwiftPM's, and `swift package describe --type json` judges them in the
/// tests:
///
/// - hidden files and folders (a name starting with ".") are ignored;
/// - `exclude` paths are ignored, files or whole folders;
/// - everything under a declared resource path is a resource, `.swift` files included;
/// - a folder whose extension names a kind of file SwiftPM handles as one unit is not looked into: documentation
///   catalogs (`.docc`), Xcode projects, workspaces and playgrounds are ignored; asset catalogs, Core Data
///   models, string catalogs, interface files, Metal folders and privacy manifests are resources;
/// - other folders are looked into, whatever their name (`.lproj`, `.bundle`, a nested package's folder);
/// - a file is compiled when its extension (case-sensitive) is a source or header extension.
package struct TargetSources {
    /// What SwiftPM does with a file.
    package enum Kind: Sendable, Equatable {
        case compiled
        case resource
        case ignored
    }

    /// A file of the target, relative to its folder.
    package struct File: Sendable {
        package let path: String
        package let bytes: [UInt8]
        package let kind: Kind
    }

    /// Extensions SwiftPM compiles or reads as part of a module (sources, headers, module maps, assembly).
    package static let compiledExtensions: Set<String> = [
        "swift", "c", "cc", "cpp", "cxx", "c++", "m", "mm", "h", "hh", "hpp", "hxx", "inc", "s", "S", "modulemap",
    ]
    /// Folders SwiftPM takes as one file it never compiles: documentation and Xcode's own files.
    static let ignoredFolderExtensions: Set<String> = ["docc", "playground", "xcodeproj", "xcworkspace"]
    /// Folders SwiftPM takes as one resource.
    static let resourceFolderExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "xcstrings", "metal", "xib", "storyboard", "nib",
        "xcprivacy",
    ]

    /// The target's folder, relative to the package root.
    package let folder: String
    private let excluded: [String]
    private let resources: [String]

    package init(_ target: TargetManifest) {
        folder = target.path.value
        excluded = target.exclude.map { Self.trimmed($0.value) }
        resources = target.resources.map { Self.trimmed($0.path.value) }
    }

    /// The files under the folder (in `rootPath`) whose name ends with `suffix` ("" for all), sorted by path,
    /// with what SwiftPM does with each. Hidden and excluded files are not read.
    package func files(rootPath: String, suffix: String) -> [File] {
        // Excluded paths and ignored folders (a documentation catalog can hold thousands of files) are not read.
        FileSystem.readFiles(under: FileSystem.join(rootPath, folder), suffix: suffix, skip: isSkipped)
            .map { File(path: $0.path, bytes: $0.bytes, kind: kind(of: $0.path)) }
    }

    /// The files under the folder (in `rootPath`), sorted by path, with what SwiftPM does with each and what
    /// `stat` says of it, none read. Hidden and excluded files are left out, as `files` leaves them.
    package func statFiles(rootPath: String) -> [(path: String, kind: Kind, status: stat)] {
        FileSystem.statFiles(under: FileSystem.join(rootPath, folder), skip: isSkipped)
            .map { ($0.path, kind(of: $0.path), $0.status) }
    }

    /// Whether a path is never looked at: excluded, or in a folder SwiftPM ignores whole.
    private func isSkipped(_ path: String) -> Bool {
        excluded.contains { Self.isInside(path, $0) }
            || Self.ignoredFolderExtensions.contains(Self.pathExtension(of: path[...]) ?? "")
    }

    /// What SwiftPM does with the file at `path` (relative to the folder, not hidden, not excluded).
    package func kind(of path: String) -> Kind {
        if resources.contains(where: { Self.isInside(path, $0) }) { return .resource }
        // Each folder on the way, then the name; no array of components (this runs for every file hashed).
        var start = path.startIndex
        while let slash = path[start...].firstIndex(of: "/") {
            if let pathExtension = Self.pathExtension(of: path[start..<slash]) {
                if Self.ignoredFolderExtensions.contains(pathExtension) { return .ignored }
                if Self.resourceFolderExtensions.contains(pathExtension) { return .resource }
            }
            start = path.index(after: slash)
        }
        guard let pathExtension = Self.pathExtension(of: path[start...]) else { return .ignored }
        return Self.compiledExtensions.contains(pathExtension) ? .compiled : .ignored
    }

    /// What follows the last dot of the last component of `path`, if any.
    private static func pathExtension(of path: Substring) -> String? {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path
        return name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) }
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
