import CatalogueDomain
import Common

/// What the catalogue screen shows.
struct CatalogueViewState: Sendable, Equatable, FailingState {
    enum Phase: Sendable, Equatable {
        case idle
        case working
        case status(CatalogueStatus)
        case imported(CatalogueImportReport)
        case reset(CatalogueStatus)
        /// The error, worded by the view (`CatalogueErrorMessages`).
        case failed(CatalogueMaintenanceError)
    }

    var phase: Phase = .idle

    /// The failure the command ended with, if any (`FailingState`).
    var failure: CatalogueMaintenanceError? {
        if case .failed(let error) = phase { return error }
        return nil
    }
}

enum CatalogueIntent: Sendable {
    case update(CatalogueImportOptions)
    case importFiles([String], CatalogueImportOptions)
    case status
    case reset(keepingDownloads: Bool)
}

/// Runs catalogue maintenance; long work reports its progress to `progress` as it goes, from any thread.
@MainActor
final class CatalogueViewModel: ViewModel<CatalogueViewState, CatalogueIntent> {
    private let maintenance: any MaintainCatalogueUseCase
    private let progress: @Sendable (WorkProgress) -> Void

    init(maintenance: any MaintainCatalogueUseCase, progress: @escaping @Sendable (WorkProgress) -> Void) {
        self.maintenance = maintenance
        self.progress = progress
        super.init(initialState: CatalogueViewState())
    }

    override func handle(_ intent: CatalogueIntent) async {
        update { $0.phase = .working }
        do {
            switch intent {
            case .update(let options):
                let report = try await maintenance.update(options: options, progress: progress)
                update { $0.phase = .imported(report) }
            case .importFiles(let paths, let options):
                let report = try await maintenance.importDatasets(at: paths, options: options, progress: progress)
                update { $0.phase = .imported(report) }
            case .status:
                let status = try await maintenance.status()
                update { $0.phase = .status(status) }
            case .reset(let keep):
                let status = try await maintenance.reset(keepingDownloads: keep)
                update { $0.phase = .reset(status) }
            }
        } catch {
            update { $0.phase = .failed(error) }
        }
    }
}
