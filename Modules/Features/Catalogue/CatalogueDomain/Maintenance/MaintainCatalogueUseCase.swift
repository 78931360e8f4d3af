/// Imports, updates, describes and resets the offline catalogue; what the `catalogue` commands use.
public protocol MaintainCatalogueUseCase: Sendable {
    func status() async throws(CatalogueMaintenanceError) -> CatalogueStatus
    func importDatasets(
        at paths: [String], options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport
    func update(
        options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport
    func reset(keepingDownloads: Bool) async throws(CatalogueMaintenanceError) -> CatalogueStatus
}
