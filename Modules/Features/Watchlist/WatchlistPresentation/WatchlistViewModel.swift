import CatalogueDomainApi
import Common
import WatchlistDomain
import WatchlistDomainApi

/// What the watchlist screen shows.
struct WatchlistViewState: Sendable, Equatable, FailingState {
    enum Phase: Sendable, Equatable {
        case idle
        case working
        case added(WatchlistEntry)
        case alreadyListed(WatchlistEntry)
        case removed(WatchlistEntry)
        case listed([WatchlistEntry])
        case imported(ImportReport)
        /// An export for standard output.
        case exported(String)
        /// An export written to `path`: `count` films.
        case exportWritten(path: String, count: Int)
        /// The error, worded by the view (`WatchlistErrorMessages`); an ambiguous one lists its candidates.
        case failed(WatchlistError)
    }

    var phase: Phase = .idle

    /// The failure the command ended with, if any (`FailingState`).
    var failure: WatchlistError? {
        if case .failed(let error) = phase { return error }
        return nil
    }

    /// Listed ids the catalogue in use does not have (added from another source); shown as such.
    var idsNotInCatalogue: Set<String> = []
}

enum WatchlistIntent: Sendable {
    case add(FilmName)
    case remove(FilmName)
    case list
    case importFile(String, dryRun: Bool)
    case export(ListFileFormat, path: String?)
}

/// Changes and lists the watchlist; each outcome becomes a phase the view can show.
@MainActor
final class WatchlistViewModel: ViewModel<WatchlistViewState, WatchlistIntent> {
    private let add: any AddToWatchlistUseCase
    private let remove: any RemoveFromWatchlistUseCase
    private let list: any ListWatchlistUseCase
    private let transfer: Transfer?

    /// The use cases of `watchlist import` and `export` (not part of the interactive tab).
    struct Transfer {
        let importer: any ImportWatchlistUseCase
        let exporter: any ExportWatchlistUseCase
    }

    init(
        add: any AddToWatchlistUseCase, remove: any RemoveFromWatchlistUseCase, list: any ListWatchlistUseCase,
        transfer: Transfer? = nil
    ) {
        self.add = add
        self.remove = remove
        self.list = list
        self.transfer = transfer
        super.init(initialState: WatchlistViewState())
    }

    override func handle(_ intent: WatchlistIntent) async {
        update { $0.phase = .working }
        do {
            switch intent {
            case .add(let film):
                switch try await add.execute(film) {
                case .added(let entry): update { $0.phase = .added(entry) }
                case .alreadyListed(let entry): update { $0.phase = .alreadyListed(entry) }
                }
            case .remove(let film):
                let entry = try await remove.execute(film)
                update { $0.phase = .removed(entry) }
            case .list:
                let entries = try await list.execute()
                let elsewhere = list.idsNotInCatalogue(entries)
                update {
                    $0.phase = .listed(entries)
                    $0.idsNotInCatalogue = elsewhere
                }
            case .importFile(let path, let dryRun):
                guard let transfer else { return }
                let report = try await transfer.importer.execute(path, dryRun: dryRun)
                update { $0.phase = .imported(report) }
            case .export(let format, let path):
                guard let transfer else { return }
                try await export(format, to: path, with: transfer.exporter)
            }
        } catch {
            update { $0.phase = .failed(error) }
        }
    }

    /// To standard output when no path is given (`watchlist list --json` is the JSON format's), else to the file.
    private func export(
        _ format: ListFileFormat, to path: String?, with exporter: any ExportWatchlistUseCase
    ) async throws(WatchlistError) {
        guard let path else {
            let text = try await exporter.text(format)
            return update { $0.phase = .exported(text) }
        }
        let count = try await exporter.export(format, to: path)
        update { $0.phase = .exportWritten(path: path, count: count) }
    }
}
