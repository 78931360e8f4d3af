import CatalogueDomain
import FoundationEssentials
import Networking

/// Fetches the IMDb dataset files into the store's downloads folder, each only when it changed since the
/// last time (its validators are kept in `validators.json`), resuming a file an interruption cut short.
struct IMDbDownloader {
    /// IMDb's published location of the datasets.
    static let defaultBaseURL = URL(string: "https://datasets.imdbws.com/")!

    let baseURL: URL
    let folder: URL
    let downloader: FileDownloader

    private var validatorsURL: URL { folder.appendingPathComponent("validators.json") }

    /// Downloads `datasets`; returns what happened to each and when each was published.
    func fetch(
        _ datasets: [IMDbDatasetFiles.Dataset], progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws -> (downloads: [CatalogueImportReport.Download], dates: [IMDbDatasetFiles.Dataset: Date]) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var known = loadValidators()
        var downloads: [CatalogueImportReport.Download] = []
        var dates: [IMDbDatasetFiles.Dataset: Date] = [:]
        for dataset in datasets {
            let name = dataset.publishedName
            let url = baseURL.appendingPathComponent(name)
            let phase = "Downloading \(name)"
            let result = try await downloader.download(
                url, to: folder.appendingPathComponent(name), ifChangedFrom: known[name],
                redactedURL: url.absoluteString
            ) { received, total in
                progress(WorkProgress(phase: phase, completed: received, total: total, unit: .bytes))
            }
            switch result {
            case .notModified:
                downloads.append(.unchanged(name: name))
            case .completed(let bytes, let validators, let resumedFrom):
                known[name] = validators
                try saveValidators(known)
                downloads.append(
                    resumedFrom > 0 ? .resumed(name: name, bytes: bytes) : .downloaded(name: name, bytes: bytes))
                progress(WorkProgress(phase: phase, completed: bytes, total: bytes, unit: .bytes, isFinished: true))
            }
            dates[dataset] = known[name]?.lastModifiedDate
        }
        return (downloads, dates)
    }

    private func loadValidators() -> [String: DownloadValidators] {
        guard let data = try? Data(contentsOf: validatorsURL) else { return [:] }
        return (try? JSONDecoder().decode([String: DownloadValidators].self, from: data)) ?? [:]
    }

    private func saveValidators(_ validators: [String: DownloadValidators]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(validators).write(to: validatorsURL, options: .atomic)
    }
}
