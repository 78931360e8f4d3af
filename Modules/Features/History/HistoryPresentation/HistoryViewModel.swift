import CatalogueDomainApi
import Common
import HistoryDomain
import HistoryDomainApi

/// What the History screens show.
struct HistoryViewState: Sendable, Equatable, FailingState {
    enum Phase: Sendable, Equatable {
        case idle
        case working
        case rated(RatingOutcome)
        case logged(Viewing)
        /// The diary, as `request` asked for it.
        case listed(Diary, DiaryListView.Request = .init())
        case removed(Viewing)
        /// A kept row removed (`diary remove k3`).
        case keptRemoved(KeptRow)
        /// A kept row placed as a film (`diary place`), and what became of it.
        case placed(KeptRowPlaced)
        /// What `diary check` found.
        case checked(HistoryCheck)
        case imported(HistoryImportReport)
        case stats(HistoryStats)
        case recommended([Recommendation], usedPeople: Bool)
        /// An export for standard output.
        case exported(String)
        /// An export written to `path`: `count` rows.
        case exportWritten(path: String, count: Int)
        /// The error, worded by the view (`HistoryErrorMessages`); an ambiguous one lists its candidates.
        case failed(HistoryError)
    }

    var phase: Phase = .idle

    /// The failure the command ended with, if any (`FailingState`).
    var failure: HistoryError? {
        if case .failed(let error) = phase { return error }
        return nil
    }
}

enum HistoryIntent: Sendable {
    case rate(FilmName, RatingChange)
    case add(ViewingRequest)
    case list(DiaryListView.Request)
    case remove(FilmName, date: DiaryDate?)
    case place(String, film: FilmName, date: DiaryDate?, rating: FilmRating?)
    case check
    case importFile(String, dryRun: Bool)
    case export(HistoryFileFormat, path: String?)
    case stats(year: Int?)
    case recommend(limit: Int)
}

/// Rates films and keeps the diary; each outcome becomes a phase the view can show.
///
/// One view model for History's command screens and its tab, where other features have one per screen: every
/// History command is one call of one use case whose outcome the one `HistoryView` prints, and every failure is a
/// `HistoryError` worded in one place (`HistoryErrorMessages`) with one exit rule. Split per command, each view
/// model would hold one use case and one `LoadPhase`, each command a builder and a view of its own, to print
/// what one switch prints now; so the phase is per outcome. A screen with a life of its own gets its own view
/// model: the films like one are the Catalogue feature's `SimilarFilmsViewModel`.
@MainActor
final class HistoryViewModel: ViewModel<HistoryViewState, HistoryIntent> {
    /// The use cases the screens call.
    struct UseCases {
        let rate: any RateFilmUseCase
        let add: any AddViewingUseCase
        let list: any ListDiaryUseCase
        let remove: any RemoveViewingUseCase
        let importer: any ImportHistoryUseCase
        let exporter: any ExportHistoryUseCase
        let stats: any ComputeHistoryStatsUseCase
        let recommend: any RecommendFilmsUseCase
        let place: any PlaceKeptRowUseCase
        let removeKept: any RemoveKeptRowUseCase
        let check: any CheckHistoryUseCase
    }

    private let useCases: UseCases

    init(useCases: UseCases) {
        self.useCases = useCases
        super.init(initialState: HistoryViewState())
    }

    override func handle(_ intent: HistoryIntent) async {
        update { $0.phase = .working }
        do {
            let phase: HistoryViewState.Phase
            switch intent {
            case .rate(let film, let change):
                phase = .rated(try await useCases.rate.execute(film, change))
            case .add(let request):
                phase = .logged(try await useCases.add.execute(request))
            case .list(let request):
                let diary = try await useCases.list.execute(year: request.year, unplaced: request.unplaced)
                phase = .listed(diary, request)
            case .remove(let film, let date):
                phase = try await remove(film, date: date)
            case .place(let id, let film, let date, let rating):
                phase = .placed(try await useCases.place.execute(id, as: film, date: date, rating: rating))
            case .check:
                phase = .checked(try await useCases.check.execute())
            case .importFile(let path, let dryRun):
                phase = .imported(try await useCases.importer.execute(path, dryRun: dryRun))
            case .export(let format, let path):
                phase = try await export(format, to: path)
            case .stats(let year):
                phase = .stats(try await useCases.stats.execute(year: year))
            case .recommend(let limit):
                let found = try await useCases.recommend.execute(limit: limit)
                phase = .recommended(found.films, usedPeople: found.usedPeople)
            }
            update { $0.phase = phase }
        } catch {
            update { $0.phase = .failed(error) }
        }
    }

    /// A kept row when `film` is the id of one (`k3`), else a viewing.
    private func remove(_ film: FilmName, date: DiaryDate?) async throws(HistoryError) -> HistoryViewState.Phase {
        if KeptRow.number(in: film.text) != nil, !film.isID, film.year == nil, date == nil {
            do {
                return .keptRemoved(try await useCases.removeKept.execute(film.text))
            } catch {
                // A film may be titled so ("k2"): no kept row of that id, so it is a film.
                guard case .noKeptRow = error else { throw error }
            }
        }
        return .removed(try await useCases.remove.execute(film, date: date))
    }

    /// To standard output when no path is given, else to the file.
    private func export(
        _ format: HistoryFileFormat, to path: String?
    ) async throws(HistoryError) -> HistoryViewState.Phase {
        guard let path else { return .exported(try await useCases.exporter.text(format)) }
        return .exportWritten(path: path, count: try await useCases.exporter.export(format, to: path))
    }
}
