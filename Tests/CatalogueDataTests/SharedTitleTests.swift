import Foundation
import OffThePool
import Testing

@testable import CatalogueData
@testable import CatalogueDomain
@testable import CatalogueDomainApi
@testable import CatalogueEngine

/// Remakes under another title, through the real import of Fixtures/imdb-remakes: Spoorloos (1988), known in
/// the US as The Vanishing, and The Vanishing (1993); Solyaris (1972), known as Solaris, and Solaris (2002);
/// Verschwunden, a documentary also known as The Vanishing; the two Cape Fears, of one title.
@Suite(.offThePool) struct SharedTitleTests {
    private static let fixtures = IMDbSamples.fixtures.deletingLastPathComponent().appendingPathComponent(
        "imdb-remakes")

    /// The fixtures imported (`withAkas: false`: without title.akas; `withCrew: false`: without the directors and
    /// writers of title.crew and their names).
    private func imported(withAkas: Bool = true, withCrew: Bool = true) throws -> OfflineMovieRepository {
        let folder = try IMDbSamples.folder("imdb-remakes")
        let names =
            ["title.basics.tsv", "title.ratings.tsv"] + (withAkas ? ["title.akas.tsv"] : [])
            + (withCrew ? ["title.crew.tsv", "name.basics.tsv"] : [])
        for name in names {
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let output = folder.appendingPathComponent("catalogue.bin").path
        _ = try IMDbImporter(files: try IMDbDatasetFiles(locating: [folder.path]), options: CatalogueImportOptions())
            .run(writingTo: output) { _ in }
        return try OfflineMovieRepository(path: output)
    }

    private func shared(_ id: String, in repository: OfflineMovieRepository) async throws -> [String] {
        try await repository.filmsSharingATitle(with: MovieID(id)).map {
            "\($0.movie.title) (\($0.movie.year ?? 0))" + ($0.askedFilmHasIt ? " <- known as it" : " -> knows it")
        }
    }

    @Test func aFilmKnownByAnotherFilmsTitleSharesItBothWays() async throws {
        let repository = try imported()
        #expect(try await shared("tt0096163", in: repository) == ["The Vanishing (1993) <- known as it"])
        #expect(
            try await shared("tt0106452", in: repository) == [
                "Spoorloos (1988) -> knows it", "Verschwunden (2005) -> knows it",
            ],
            "both are known as The Vanishing; the genres are for `similar` to weigh")
        #expect(try await shared("tt0069293", in: repository) == ["Solaris (2002) <- known as it"])
        #expect(try await shared("tt0307479", in: repository) == ["Solyaris (1972) -> knows it"])
    }

    @Test func oneTitleAndTwoOtherTitlesAlikeAreNotSharedTitles() async throws {
        let repository = try imported()
        #expect(try await shared("tt0055824", in: repository).isEmpty, "the Cape Fears are of one title")
        #expect(
            try await shared("tt0460001", in: repository) == ["The Vanishing (1993) <- known as it"],
            "Spoorloos is only known as The Vanishing too: two other titles alike share nothing")
        #expect(try await shared("tt0460002", in: repository).isEmpty)
    }

    @Test func withoutOtherTitlesNothingIsShared() async throws {
        let repository = try imported(withAkas: false)
        for id in ["tt0096163", "tt0106452", "tt0069293", "tt0307479"] {
            #expect(try await shared(id, in: repository).isEmpty)
        }
    }

    @Test func similarNamesTheRemakeUnderAnotherTitleFirst() async throws {
        let repository = try imported()
        let finder = SimilarFinder(catalogue: repository)
        let spoorloos = try await finder.films(
            like: try await repository.movie(id: MovieID("tt0096163")), limit: 5, excluding: [])
        #expect(spoorloos.films.first?.title == "The Vanishing")
        #expect(spoorloos.films.first?.reasons.first == "remake of Spoorloos (1988), known as The Vanishing")
        let vanishing = try await finder.films(
            like: try await repository.movie(id: MovieID("tt0106452")), limit: 5, excluding: [])
        #expect(vanishing.films.first?.title == "Spoorloos")
        #expect(
            vanishing.films.first?.reasons.first == "remade as The Vanishing (1993), a title it is also known by")
        #expect(
            !vanishing.films.contains { $0.title == "Verschwunden" },
            "a documentary known by the title is no remake of a thriller, nor like it")
        let solaris = try await finder.films(
            like: try await repository.movie(id: MovieID("tt0307479")), limit: 5, excluding: [])
        #expect(solaris.films.first?.reasons.first == "remade as Solaris (2002), a title it is also known by")
    }

    @Test func withoutTheMakersAFilmUnderAnotherTitleIsNamedByTheTitleAlone() async throws {
        let repository = try imported(withCrew: false)
        let spoorloos = try await SimilarFinder(catalogue: repository).films(
            like: try await repository.movie(id: MovieID("tt0096163")), limit: 5, excluding: [])
        #expect(spoorloos.films.first?.title == "The Vanishing")
        #expect(
            spoorloos.films.first?.reasons == ["same title as Spoorloos (1988), known as The Vanishing"],
            "no director or writer says it is a remake rather than a namesake")
    }

    @Test func withoutOtherTitlesSimilarHasNoRemakeToName() async throws {
        let repository = try imported(withAkas: false)
        let found = try await SimilarFinder(catalogue: repository).films(
            like: try await repository.movie(id: MovieID("tt0096163")), limit: 5, excluding: [])
        #expect(!found.films.contains { $0.reasons.contains { $0.hasPrefix("remake") || $0.hasPrefix("remade") } })
    }
}
