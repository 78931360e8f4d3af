import CatalogueDomainApi
import Foundation
import HTTPTestServer
import OffThePool
import Testing

@testable import CatalogueData
@testable import CatalogueDomain

/// The library end to end on disk: imports swapped in atomically, failures leaving the catalogue in use,
/// `update` against a real HTTP server on 127.0.0.1 serving the samples like IMDb's (ETag, Last-Modified,
/// 304, ranges), including a download cut part-way and resumed.
@Suite(.offThePool) struct CatalogueLibraryTests {
    static let lastModified = "Sun, 22 Nov 2026 10:00:00 GMT"

    /// Serves the compressed samples from `folder`; `cut` names a file whose first full answer stops halfway.
    struct DatasetServer {
        let folder: URL
        let server: HTTPTestServer

        init(folder: URL, cut: Set<String> = []) throws {
            self.folder = folder
            let answers = Answers(folder: folder, cut: cut)
            server = try HTTPTestServer { answers.answer($0) }
        }
    }

    /// What the dataset server answers: IMDb's headers, 304 for a current copy, ranges, one cut answer.
    final class Answers: @unchecked Sendable {
        let folder: URL
        private let lock = NSLock()
        private var cut: Set<String>

        init(folder: URL, cut: Set<String>) {
            self.folder = folder
            self.cut = cut
        }

        func answer(_ request: RecordedRequest) -> ScriptedResponse {
            let name = String(request.path.dropFirst())
            guard let body = try? Data(contentsOf: folder.appendingPathComponent(name)) else {
                return ScriptedResponse(status: 404)
            }
            let etag = "\"\(name)-\(body.count)\""
            let headers = [("ETag", etag), ("Last-Modified", CatalogueLibraryTests.lastModified)]
            if request.headers["if-none-match"] == etag {
                return ScriptedResponse(status: 304, headers: headers)
            }
            if let range = request.headers["range"], request.headers["if-range"] == etag,
                let start = Int(range.dropFirst("bytes=".count).prefix { $0.isNumber }), start < body.count
            {
                return ScriptedResponse(
                    status: 206,
                    headers: headers + [("Content-Range", "bytes \(start)-\(body.count - 1)/\(body.count)")],
                    body: body.subdata(in: start..<body.count))
            }
            let cutNow = lock.withLock { cut.remove(name) != nil }
            return ScriptedResponse(
                status: 200, headers: headers, body: body, truncateBodyAt: cutNow ? body.count / 2 : nil)
        }
    }

    private func library(data: URL, server: DatasetServer? = nil) -> LocalCatalogueLibrary {
        LocalCatalogueLibrary(
            dataDirectory: data, embeddedPath: OfflineMovieRepository.embeddedPath,
            datasetsURL: server.map { $0.server.baseURL.appendingPathComponent("datasets/") })
    }

    private func served(cut: Set<String> = []) throws -> DatasetServer {
        let samples = try IMDbSamples.copy(compressed: true)
        let root = try IMDbSamples.folder("served")
        try FileManager.default.moveItem(at: samples, to: root.appendingPathComponent("datasets"))
        return try DatasetServer(folder: root, cut: cut)
    }

    @Test func importReplacesTheCatalogueAndResetGoesBack() async throws {
        let data = try IMDbSamples.folder("data")
        let library = library(data: data)
        #expect(try await library.status().source == "embedded")
        let report = try await library.importDatasets(
            at: [try IMDbSamples.copy(compressed: true).path], options: CatalogueImportOptions()
        ) { _ in }
        #expect(report.status.source == "imdb" && report.status.filmCount == 11 && report.malformedCount == 6)
        #expect(report.status.files.map(\.name).sorted() == IMDbSamples.names.map { $0 + ".gz" }.sorted())
        #expect(try await library.status() == report.status)
        #expect(LocalCatalogueLibrary.importedCatalogue(dataDirectory: data.path) == report.status.path)
        let reset = try await library.reset(keepingDownloads: false)
        #expect(reset.source == "embedded" && reset.filmCount == 58_788)
        #expect(LocalCatalogueLibrary.importedCatalogue(dataDirectory: data.path) == nil)
    }

    @Test func aFailedImportLeavesTheCatalogueInUse() async throws {
        let data = try IMDbSamples.folder("data")
        let library = library(data: data)
        let first = try await library.importDatasets(
            at: [try IMDbSamples.copy(compressed: true).path], options: CatalogueImportOptions()
        ) { _ in }
        // A title.basics cut short: gzip reports it after every row it could read has been seen.
        let broken = try IMDbSamples.copy(["title.basics.tsv"], compressed: true)
        let file = broken.appendingPathComponent("title.basics.tsv.gz")
        let bytes = try Data(contentsOf: file)
        try bytes.prefix(bytes.count - 20).write(to: file)
        await #expect(throws: CatalogueMaintenanceError.self) {
            _ = try await library.importDatasets(at: [broken.path], options: CatalogueImportOptions()) { _ in }
        }
        #expect(try await library.status() == first.status)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("imdb").path)
        #expect(!leftovers.contains { $0.contains("building") })
    }

    @Test func twoImportsAtOnceRunOneAfterTheOther() async throws {
        let data = try IMDbSamples.folder("data")
        let store = data.appendingPathComponent("imdb")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        // Another import holds the lock until this one says it waits for it, and half a second more: let go on
        // that event rather than at a time, so however late this test runs, the import finds the lock taken.
        let other = LockHolder(path: store.appendingPathComponent("lock").path)
        let phases = PhaseRecorder()
        let report = try await library(data: data).importDatasets(
            at: [try IMDbSamples.copy(compressed: false).path], options: CatalogueImportOptions()
        ) { progress in
            phases.record(progress)
            if progress.phase == "Waiting for another import to finish" { other.releaseSoon() }
        }
        #expect(other.hasReleased, "the import ran while another held the lock")
        #expect(phases.all.first == "Waiting for another import to finish")
        #expect(report.status.filmCount == 11)
    }

    /// Another import's hold on the store's lock (`flock` on a file of its own): it lets go half a second after
    /// `releaseSoon()`, or after a minute when that never comes (so a run that never says it waits still ends).
    final class LockHolder: @unchecked Sendable {
        private let lock = NSLock()
        private let asked = DispatchSemaphore(value: 0)
        private var released = false

        init(path: String) {
            let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
            #expect(flock(descriptor, LOCK_EX) == 0)
            Thread.detachNewThread { [self] in
                _ = asked.wait(timeout: .now() + 60)
                Thread.sleep(forTimeInterval: 0.5)
                lock.withLock { released = true }
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
        }

        /// Whether the lock has been let go.
        var hasReleased: Bool { lock.withLock { released } }

        /// The waiting import said it waits: let go soon.
        func releaseSoon() { asked.signal() }
    }

    /// The phases progress went through, in order.
    final class PhaseRecorder: @unchecked Sendable {
        private let lock = NSLock()
        private var phases: [String] = []

        var all: [String] { lock.withLock { phases } }

        func record(_ progress: WorkProgress) {
            lock.withLock { if phases.last != progress.phase { phases.append(progress.phase) } }
        }
    }

    @Test func importWithoutBasicsIsAUsageError() async throws {
        let library = library(data: try IMDbSamples.folder("data"))
        let folder = try IMDbSamples.copy(["title.ratings.tsv"], compressed: false)
        await #expect(throws: CatalogueMaintenanceError.self) {
            _ = try await library.importDatasets(at: [folder.path], options: CatalogueImportOptions()) { _ in }
        }
        do {
            _ = try await library.importDatasets(at: [folder.path], options: CatalogueImportOptions()) { _ in }
        } catch {
            guard case .invalidRequest(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("title.basics.tsv.gz"))
        }
    }

    @Test func updateDownloadsThenSkipsWhatHasNotChanged() async throws {
        let server = try served()
        defer { server.server.stop() }
        let library = library(data: try IMDbSamples.folder("data"), server: server)
        let first = try await library.update(options: CatalogueImportOptions()) { _ in }
        #expect(first.downloads.count == 5 && !first.isUnchanged)
        #expect(first.downloads.allSatisfy { if case .downloaded = $0 { true } else { false } })
        #expect(first.status.filmCount == 11)
        // People come from title.crew, title.principals and name.basics; akas were not asked for.
        #expect(
            first.status.files.map(\.name).sorted() == [
                "name.basics.tsv.gz", "title.basics.tsv.gz", "title.crew.tsv.gz", "title.principals.tsv.gz",
                "title.ratings.tsv.gz",
            ])
        #expect(first.status.missingFiles.isEmpty)
        let published = try #require(first.status.files.first?.date)
        #expect(published == DateFormatter.httpDate.date(from: Self.lastModified))

        let second = try await library.update(options: CatalogueImportOptions()) { _ in }
        #expect(second.isUnchanged)
        #expect(second.downloads.allSatisfy { if case .unchanged = $0 { true } else { false } })
        let conditional = server.server.requests.suffix(5)
        #expect(conditional.allSatisfy { $0.headers["if-none-match"] != nil && $0.headers["if-modified-since"] != nil })

        // Other types: the files are current, but the catalogue is built again.
        let films = try await library.update(options: CatalogueImportOptions(titleTypes: ["movie"])) { _ in }
        #expect(!films.isUnchanged && films.status.filmCount == 10)
    }

    @Test func withoutPeopleTheCatalogueIsFilmsAloneUntilAnUpdateAddsThem() async throws {
        let server = try served()
        defer { server.server.stop() }
        let data = try IMDbSamples.folder("data")
        let library = library(data: data, server: server)
        let films = try await library.update(options: CatalogueImportOptions(includePeople: false)) { _ in }
        #expect(!films.status.hasPeople && films.status.filmCount == 11 && films.warnings.isEmpty)
        #expect(films.status.missingFiles.map(\.name) == ["title.principals.tsv.gz"])
        #expect(!server.server.requests.contains { $0.path.hasSuffix("title.principals.tsv.gz") })
        let repository = try OfflineMovieRepository(path: films.status.path)
        // The directors' names stay on each film; nobody is credited as a person.
        #expect(try await repository.movie(id: .init("tt0133093")).directors == ["Lana Wachowski", "Lilly Wachowski"])
        #expect(try await repository.credits(of: .init("tt0133093")).isEmpty)
        await #expect(throws: CatalogueError.self) { try await repository.people(named: "Keanu Reeves", limit: 5) }

        let again = try await library.update(options: CatalogueImportOptions(includePeople: false)) { _ in }
        #expect(again.isUnchanged)
        let people = try await library.update(options: CatalogueImportOptions()) { _ in }
        #expect(!people.isUnchanged && people.status.hasPeople && people.status.missingFiles.isEmpty)
        #expect(people.status.sizeBytes > films.status.sizeBytes)
    }

    @Test func aMirrorWithoutThePrincipalsGivesACatalogueWithoutPeopleAndSaysSo() async throws {
        let server = try served()
        defer { server.server.stop() }
        try FileManager.default.removeItem(
            at: server.folder.appendingPathComponent("datasets/title.principals.tsv.gz"))
        let report = try await library(data: try IMDbSamples.folder("data"), server: server)
            .update(options: CatalogueImportOptions()) { _ in }
        #expect(report.status.filmCount == 11 && !report.status.hasPeople)
        let warning = try #require(report.warnings.first)
        #expect(warning.contains("title.principals.tsv.gz") && warning.contains("HTTP 404"))
        #expect(warning.contains("without people") && report.warnings.count == 1)
    }

    @Test func anInterruptedDownloadResumesWhereItStopped() async throws {
        let server = try served(cut: ["datasets/title.basics.tsv.gz"])
        defer { server.server.stop() }
        let data = try IMDbSamples.folder("data")
        let library = library(data: data, server: server)
        await #expect(throws: CatalogueMaintenanceError.self) {
            _ = try await library.update(options: CatalogueImportOptions()) { _ in }
        }
        #expect(try await library.status().source == "embedded")
        let downloads = data.appendingPathComponent("imdb/downloads")
        let partial = try Data(contentsOf: downloads.appendingPathComponent("title.basics.tsv.gz.part"))
        #expect(!partial.isEmpty)

        let resumed = try await library.update(options: CatalogueImportOptions()) { _ in }
        #expect(resumed.downloads.contains(.resumed(name: "title.basics.tsv.gz", bytes: try basicsSize(server))))
        let rangeRequest = try #require(server.server.requests.last { $0.path.hasSuffix("title.basics.tsv.gz") })
        #expect(rangeRequest.headers["range"] == "bytes=\(partial.count)-")
        #expect(resumed.status.filmCount == 11)
        #expect(
            !FileManager.default.fileExists(atPath: downloads.appendingPathComponent("title.basics.tsv.gz.part").path))
    }

    private func basicsSize(_ server: DatasetServer) throws -> Int {
        try Data(contentsOf: server.folder.appendingPathComponent("datasets/title.basics.tsv.gz")).count
    }
}

extension DateFormatter {
    /// HTTP dates, as in Last-Modified.
    fileprivate static var httpDate: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter
    }
}
