/// Where the offline catalogue is kept and how it is replaced; implemented in CatalogueData
/// (`LocalCatalogueLibrary`).
public protocol CatalogueLibrary: Sendable {
    /// Which catalogue is in use and what it holds.
    func status() async throws(CatalogueMaintenanceError) -> CatalogueStatus

    /// Imports dataset files already on disk (`paths`: a folder, or files), replacing the catalogue in use
    /// only once the new one is complete.
    func importDatasets(
        at paths: [String], options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport

    /// Downloads the dataset files that changed, then imports them.
    func update(
        options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport

    /// Goes back to the embedded catalogue, removing the imported one (and the downloads unless kept).
    func reset(keepingDownloads: Bool) async throws(CatalogueMaintenanceError) -> CatalogueStatus
}
