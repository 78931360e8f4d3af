import DependencyInjection

/// Checks what is asked (title types IMDb has, at least one path), then lets the library do it.
public struct MaintainCatalogue: MaintainCatalogueUseCase {
    private let library: any CatalogueLibrary

    public init(library: any CatalogueLibrary) {
        self.library = library
    }

    /// The use case wired to the container's catalogue library.
    public static func make(_ container: Container) -> MaintainCatalogue {
        MaintainCatalogue(library: container.catalogueLibrary())
    }

    public func status() async throws(CatalogueMaintenanceError) -> CatalogueStatus {
        try await library.status()
    }

    public func importDatasets(
        at paths: [String], options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport {
        guard !paths.isEmpty else {
            throw .invalidRequest("name a folder holding the IMDb dataset files, or the files themselves")
        }
        try Self.check(options)
        return try await library.importDatasets(at: paths, options: options, progress: progress)
    }

    public func update(
        options: CatalogueImportOptions, progress: @escaping @Sendable (WorkProgress) -> Void
    ) async throws(CatalogueMaintenanceError) -> CatalogueImportReport {
        try Self.check(options)
        return try await library.update(options: options, progress: progress)
    }

    public func reset(keepingDownloads: Bool) async throws(CatalogueMaintenanceError) -> CatalogueStatus {
        try await library.reset(keepingDownloads: keepingDownloads)
    }

    private static func check(_ options: CatalogueImportOptions) throws(CatalogueMaintenanceError) {
        if let problem = CatalogueImportOptions.unknownTitleType(in: options.titleTypes) {
            throw .invalidRequest(problem)
        }
        guard !options.titleTypes.isEmpty else {
            throw .invalidRequest("--types needs at least one title type, such as movie,tvMovie")
        }
    }
}
