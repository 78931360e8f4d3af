import CatalogueDomain
import CatalogueDomainApi
import CatalogueEngine
import FoundationEssentials
import Networking

/// The offline catalogue on this machine: the embedded one, or an import of the IMDb datasets kept in the
/// data folder. Imports, updates and resets hold the store's lock, so two at once run one after the other.
public struct LocalCatalogueLibrary: CatalogueLibrary {
    private let store: CatalogueStore
    private let embeddedPath: String?
    private let downloader: IMDbDownloader

    /// - Parameters:
    ///   - dataDirectory: Movieland's data folder (`$XDG_DATA_HOME/movieland`).
    ///   - embeddedPath: The embedded catalogue, for `status` and after `reset`.
    ///   - datasetsURL: Where the IMDb datasets are published (`MOVIELAND_IMDB_URL` overrides IMDb's).
    init(dataDirectory: URL, embeddedPath: String?, datasetsURL: URL?) {
        store = CatalogueStore(dataDirectory: dataDirectory)
        self.embeddedPath = embeddedPath
        downloader = IMDbDownloader(
            baseURL: datasetsURL ?? IMDbDownloader.defaultBaseURL, folder: store.downloadsURL,
            downloader: FileDownloader())
    }

    /// The imported catalogue's path, when there is one, in the data folder at path `dataDirectory`.
    public static func importedCatalogue(dataDirectory: String) -> String? {
        let path = CatalogueStore.cataloguePath(dataDirectory: dataDirectory)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Which catalogue is in use and what it holds.
    public func status() async throws(CatalogueMaintenanceError) -> CatalogueStatus {
        let path =
            FileManager.default.fileExists(atPath: store.catalogueURL.path) ? store.catalogueURL.path : embeddedPath
        guard let path else {
            throw .failed("the embedded catalogue is missing from the installation; reinstall Movieland")
        }
        do {
            return Self.status(of: try CatalogueFile(path: path), path: path)
        } catch {
            let reason = CatalogueError(error).description
            throw path == embeddedPath ? .failed(reason) : .importedCatalogueUnusable(reason)
        }
    }

    /// Imports dataset files already on disk (`paths`: a folder, or files), replacing the catalogue in use
    /// only once the new one is complete.
    public func importDatasets(
        at paths: [String], options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport {
        let files: IMDbDatasetFiles
        do {
            files = try IMDbDatasetFiles(locating: paths)
        } catch {
            throw .invalidRequest(error.description)
        }
        return try await locked(progress) { try build(files, options: options, dates: [:], progress: progress) }
    }

    /// Downloads the dataset files that changed, then imports them. A mirror without the people's files
    /// (title.principals, name.basics) gives a catalogue without people and a warning, not a failed update.
    public func update(
        options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport {
        try await locked(progress) {
            var datasets: [IMDbDatasetFiles.Dataset] = [.ratings, .basics, .crew]
            if options.includeAlternativeTitles { datasets.append(.akas) }
            var fetched = try await downloader.fetch(datasets, progress: progress)
            var warnings: [String] = []
            // name.basics names the directors even without people.
            for dataset in options.includePeople ? [.principals, .names] : [IMDbDatasetFiles.Dataset.names] {
                do {
                    let more = try await downloader.fetch([dataset], progress: progress)
                    fetched.downloads += more.downloads
                    fetched.dates.merge(more.dates) { _, new in new }
                    datasets.append(dataset)
                } catch NetworkError.httpStatus(let code, let url, _, _) where Self.isAbsent(code) {
                    warnings.append(Self.absent(dataset, url: url, code: code))
                }
            }
            let options = options.with(
                people: options.includePeople && datasets.contains(.principals) && datasets.contains(.names))
            if fetched.downloads.allSatisfy({ if case .unchanged = $0 { true } else { false } }),
                let current = try? CatalogueFile(path: store.catalogueURL.path),
                Self.isCurrent(current, options: options, datasets: datasets)
            {
                return CatalogueImportReport(
                    status: Self.status(of: current, path: store.catalogueURL.path), downloads: fetched.downloads,
                    isUnchanged: true, warnings: warnings)
            }
            let files = try IMDbDatasetFiles(
                locating: datasets.map { store.downloadsURL.appendingPathComponent($0.publishedName).path })
            let report = try build(files, options: options, dates: fetched.dates, progress: progress)
            return CatalogueImportReport(
                status: report.status, downloads: fetched.downloads, malformedRows: report.malformedRows,
                malformedCount: report.malformedCount, warnings: warnings)
        }
    }

    /// Whether `current` is what importing `datasets` with `options` would make again.
    private static func isCurrent(
        _ current: CatalogueFile, options: CatalogueImportOptions, datasets: [IMDbDatasetFiles.Dataset]
    ) -> Bool {
        current.metadata.titleTypes == options.titleTypes && current.metadata.includesAdult == options.includeAdult
            && Set(current.metadata.files?.map(\.name) ?? []) == Set(datasets.map(\.publishedName))
            && (current.people != nil) == options.includePeople
    }

    /// Whether an HTTP status says the mirror does not have the file (rather than that it failed).
    private static func isAbsent(_ code: Int) -> Bool { [403, 404, 410].contains(code) }

    /// The warning for a mirror without `dataset`.
    private static func absent(_ dataset: IMDbDatasetFiles.Dataset, url: String, code: Int) -> String {
        let name = dataset.publishedName
        let consequence =
            dataset == .principals
            ? "the catalogue was imported without people (no cast, no one to look up by name)"
            : "the catalogue was imported without people, and its films without their directors' names"
        return "\(url) answered HTTP \(code): the mirror has no \(name), so \(consequence); "
            + "run `movieland catalogue update` again once it has"
    }

    /// Goes back to the embedded catalogue, removing the imported one (and the downloads unless kept).
    public func reset(keepingDownloads: Bool) async throws(CatalogueMaintenanceError) -> CatalogueStatus {
        try await locked({ _ in }) {
            if FileManager.default.fileExists(atPath: store.catalogueURL.path) {
                try FileManager.default.removeItem(at: store.catalogueURL)
            }
            if !keepingDownloads, FileManager.default.fileExists(atPath: store.downloadsURL.path) {
                try FileManager.default.removeItem(at: store.downloadsURL)
            }
        }
        return try await status()
    }

    // MARK: - Building

    /// Imports `files` beside the catalogue in use, checks the result opens with every film, then swaps it in.
    private func build(
        _ files: IMDbDatasetFiles, options: CatalogueImportOptions, dates: [IMDbDatasetFiles.Dataset: Date],
        progress: @escaping @Sendable (WorkProgress) -> Void
    ) throws -> CatalogueImportReport {
        let building = store.buildingURL()
        defer { try? FileManager.default.removeItem(at: building) }
        var importer = IMDbImporter(files: files, options: options)
        importer.publishedDates = dates
        let result = try importer.run(writingTo: building.path, progress: progress)
        let built = try CatalogueFile(path: building.path)
        guard built.movieCount == result.filmCount else {
            throw CatalogueStoreError.cannotInstall(
                path: building.path, reason: "it holds \(built.movieCount) films where \(result.filmCount) were written"
            )
        }
        try store.install(building)
        return CatalogueImportReport(
            status: Self.status(of: built, path: store.catalogueURL.path),
            malformedRows: result.malformed.map {
                CatalogueImportReport.MalformedRow(file: $0.file, line: $0.line, reason: $0.reason)
            },
            malformedCount: result.malformedCount)
    }

    /// Runs `work` under the store's lock; any failure becomes a message saying the old catalogue stays.
    private func locked<T>(
        _ progress: @escaping @Sendable (WorkProgress) -> Void, _ work: () async throws -> T
    ) async throws(CatalogueMaintenanceError) -> T {
        do {
            return try await store.withLock(
                waiting: {
                    progress(
                        WorkProgress(
                            phase: "Waiting for another import to finish", completed: 0, total: nil, unit: .bytes))
                }, work)
        } catch let error as CatalogueMaintenanceError {
            throw error
        } catch NetworkError.transportUnavailable(let reason) {
            // Nothing to retry: what is missing is installed software, and the reason names it.
            throw .failed("\(reason); the catalogue in use is unchanged")
        } catch let error as NetworkError {
            throw .failed(
                "\(error); check the connection (and MOVIELAND_IMDB_URL if set), then run the same command again: "
                    + "downloads resume where they stopped, and the catalogue in use is unchanged")
        } catch {
            throw .failed("\(error); the catalogue in use is unchanged")
        }
    }

    private static func status(of file: CatalogueFile, path: String) -> CatalogueStatus {
        let metadata = file.metadata
        return CatalogueStatus(
            source: metadata.source, description: metadata.description, path: path, filmCount: file.movieCount,
            sizeBytes: file.length, importedAt: metadata.importedAt,
            files: (metadata.files ?? []).map {
                CatalogueStatus.DatasetFile(
                    name: $0.name, date: $0.date, rows: $0.rows, malformedRows: $0.malformedRows)
            },
            titleTypes: metadata.titleTypes ?? [],
            missingFiles: metadata.source == "imdb" ? Self.missing(from: metadata.files ?? []) : [],
            hasPeople: file.people != nil)
    }

    /// The datasets an import reads by default that `files` does not name (title.akas is asked for).
    private static func missing(from files: [CatalogueMetadata.DatasetFile]) -> [CatalogueStatus.MissingFile] {
        IMDbDatasetFiles.Dataset.allCases.filter { dataset in
            dataset != .akas && !files.contains { $0.name.hasPrefix(dataset.rawValue + ".") }
        }.map { CatalogueStatus.MissingFile(name: $0.publishedName, brings: $0.brings) }
    }
}
