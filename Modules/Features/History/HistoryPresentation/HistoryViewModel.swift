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
        /// The diary's viewings, of `year` only when one was asked for.
        case listed([Viewing], year: Int? = nil)
        case removed(Viewing)
        case imported(HistoryImportReport)
        case stats(HistoryStats)
        case similar(SimilarFilms)
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
    case list(year: Int?)
    case remove(FilmName, date: DiaryDate?)
    case importFile(String, dryRun: Bool)
    case export(HistoryFileFormat, path: String?)
    case stats(year: Int?)
    case similar(FilmName, limit: Int)
    case recommend(limit: Int)
}

/// Rates films and keeps the diary; each outcome becomes a phase the view can show.
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
        let stats: any HistoryStatsUseCase
        let similar: any FindSimilarFilmsUseCase
        let recommend: any RecommendFilmsUseCase
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
            case .list(let year):
                phase = .listed(try await useCases.list.execute(year: year), year: year)
            case .remove(let film, let date):
                phase = .removed(try await useCases.remove.execute(film, date: date))
            case .importFile(let path, let dryRun):
                phase = .imported(try await useCases.importer.execute(path, dryRun: dryRun))
            case .export(let format, let path):
                phase = try await export(format, to: path)
            case .stats(let year):
                phase = .stats(try await useCases.stats.execute(year: year))
            case .similar(let film, let limit):
                phase = .similar(try await useCases.similar.execute(film, limit: limit))
            case .recommend(let limit):
                let found = try await useCases.recommend.execute(limit: limit)
                phase = .recommended(found.films, usedPeople: found.usedPeople)
            }
            update { $0.phase = phase }
        } catch {
            update { $0.phase = .failed(error) }
        }
    }

    /// To standard output when no path is given, else to the file.
    private func export(
        _ format: HistoryFileFormat, to path: String?
    ) async throws(HistoryError) -> HistoryViewState.Phase {
        guard let path else { return .exported(try await useCases.exporter.text(format)) }
        return .exportWritten(path: path, count: try await useCases.exporter.export(format, to: path))
    }
}
