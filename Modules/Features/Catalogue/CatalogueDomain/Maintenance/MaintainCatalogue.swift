import DependencyInjection

/// Checks what is asked (title types IMDb has, at least one path), then lets the library do it.
public struct MaintainCatalogue: MaintainCatalogueUseCase {
    private let library: any CatalogueLibrary

    init(library: any CatalogueLibrary) {
        self.library = library
    }

    /// The use case wired to the container's catalogue library.
    public static func make(_ container: Container) -> MaintainCatalogue {
        MaintainCatalogue(library: container.catalogueLibrary())
    }

    /// Which catalogue is in use and what it holds.
    public func status() async throws(CatalogueMaintenanceError) -> CatalogueStatus {
        try await library.status()
    }

    /// Imports dataset files already on disk (`paths`: a folder, or files), replacing the catalogue in use
    /// only once the new one is complete.
    public func importDatasets(
        at paths: [String], options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport {
        guard !paths.isEmpty else {
            throw .invalidRequest("name a folder holding the IMDb dataset files, or the files themselves")
        }
        try Self.check(options)
        return try await library.importDatasets(at: paths, options: options, progress: progress)
    }

    /// Downloads the dataset files that changed, then imports them.
    public func update(
        options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport {
        try Self.check(options)
        return try await library.update(options: options, progress: progress)
    }

    /// Goes back to the embedded catalogue, removing the imported one (and the downloads unless kept).
    public func reset(keepingDownloads: Bool) async throws(CatalogueMaintenanceError) -> CatalogueStatus {
        try await library.reset(keepingDownloads: keepingDownloads)
    }

    private static func check(_ options: CatalogueImportOptions) throws(CatalogueMaintenanceError) {
        if let problem = CatalogueImportOptions.unknownTitleType(in: options.titleTypes) {
            throw .invalidRequest(problem)
        }
        guard !options.titleTypes.isEmpty else {
            throw .noTitleTypes
        }
    }
}
