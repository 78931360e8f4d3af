import CatalogueDomainApi
import DependencyInjection
import Foundation
import Testing

@testable import CatalogueData
@testable import CatalogueDomain

/// The offline catalogue comes from a parameter factory of scope `shared`: one open file per location while
/// something holds it, and the file as it is now once nothing does.
@Suite struct OfflineCatalogueSharingTests {
    /// How many films of the catalogue name a director.
    private func directed(_ repository: any MovieCatalogue) async throws -> Int {
        try await repository.movies(minimumVotes: 0).filter { !$0.directors.isEmpty }.count
    }

    @Test func holdersShareOneOpenCatalogueAndALaterOneSeesAReplacedFile() async throws {
        let data = try IMDbSamples.folder("sharing")
        let library = LocalCatalogueLibrary(
            dataDirectory: data, embeddedPath: OfflineMovieRepository.embeddedPath, datasetsURL: nil)
        let report = try await library.importDatasets(
            at: [try IMDbSamples.copy(compressed: true).path], options: CatalogueImportOptions()
        ) { _ in }
        let container = Container()
        let location = OfflineCatalogueLocation.imported(path: report.status.path)
        var held = try #require(container.offlineCatalogue(location) as? OfflineMovieRepository)
        let again = try #require(container.offlineCatalogue(location) as? OfflineMovieRepository)
        #expect(again === held)
        #expect(try await directed(held) > 0)

        // The import is replaced by one without the crew; the catalogue already open reads the file it opened.
        let withoutCrew = try IMDbSamples.copy(["title.basics.tsv", "title.ratings.tsv"], compressed: true)
        _ = try await library.importDatasets(at: [withoutCrew.path], options: CatalogueImportOptions()) { _ in }
        #expect(try await directed(container.offlineCatalogue(location)) > 0)

        // Once nobody holds it, the next one opens the file as it is now.
        held = try #require(OfflineMovieRepository.open(.embedded) as? OfflineMovieRepository)
        _ = consume again
        #expect(try await directed(container.offlineCatalogue(location)) == 0)
        withExtendedLifetime(held) {}
    }
}
