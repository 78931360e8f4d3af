import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the imported catalogue lives, `<data>/imdb/` under `$XDG_DATA_HOME/movieland`:
///
///     catalogue.bin              the catalogue in use
///     catalogue.bin.building-N   a catalogue being built by process N (removed when it fails or on the next run)
///     lock                       held (flock) for the whole of an import, update or reset
///     downloads/                 the dataset files `catalogue update` fetched, and their validators
///
/// A new catalogue replaces the old one by a rename, only once it is complete and opens.
struct CatalogueStore: Sendable {
    let folder: URL

    init(dataDirectory: URL) {
        folder = dataDirectory.appendingPathComponent("imdb")
    }

    var catalogueURL: URL { folder.appendingPathComponent("catalogue.bin") }

    /// `catalogueURL`'s path for the data folder at `dataDirectory`, joined as text: every command asks for it
    /// at start-up, and two `appendingPathComponent`s were a twentieth of a search.
    static func cataloguePath(dataDirectory: String) -> String {
        (dataDirectory.hasSuffix("/") ? dataDirectory : dataDirectory + "/") + "imdb/catalogue.bin"
    }
    var downloadsURL: URL { folder.appendingPathComponent("downloads") }
    private var lockURL: URL { folder.appendingPathComponent("lock") }
    private var buildingPrefix: String { "catalogue.bin.building-" }

    /// Runs `work` holding the store's lock; `waiting` is called once if another process holds it.
    func withLock<T>(waiting: () -> Void, _ work: () async throws -> T) async throws -> T {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CatalogueStoreError.cannotLock(path: lockURL.path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    throw CatalogueStoreError.cannotLock(path: lockURL.path, reason: String(cString: strerror(errno)))
                }
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        removeAbandonedBuilds()
        return try await work()
    }

    /// A path to build a new catalogue at, beside the one in use.
    func buildingURL() -> URL {
        folder.appendingPathComponent(buildingPrefix + String(getpid()))
    }

    /// Puts the catalogue built at `built` in use, atomically.
    func install(_ built: URL) throws {
        guard rename(built.path, catalogueURL.path) == 0 else {
            throw CatalogueStoreError.cannotInstall(path: catalogueURL.path, reason: String(cString: strerror(errno)))
        }
        // The rename itself must reach the disk, or a crash could bring the old catalogue back.
        let directory = open(folder.path, O_RDONLY)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Builds that an interrupted run left behind (under the lock, no other run is building).
    private func removeAbandonedBuilds() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(buildingPrefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
