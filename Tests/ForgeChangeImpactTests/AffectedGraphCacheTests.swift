import ForgeTestSupport
import Foundation
import Testing

@testable import ForgeChangeImpact
@testable import ForgeManifest

/// The cache `forge affected` keeps of the module graph: used only while every manifest is as it was.
@Suite struct AffectedGraphCacheTests {
    /// The lint fixture's manifests, and a cache whose clock runs ten seconds ahead, so the files just
    /// written are not "too young to trust" (the two-second rule) and the cache is written.
    private func fixture() throws -> (LintFixture, AffectedGraphCache) {
        let fixture = try LintFixture()
        try fixture.write()
        var cache = AffectedGraphCache(root: fixture.repository.root)
        cache.now = { time(nil) + 10 }
        return (fixture, cache)
    }

    private func manifestGraph(_ fixture: LintFixture) throws -> AffectedGraph {
        let loaded = ManifestLoader(root: fixture.repository.root).load()
        return AffectedGraph(try #require(loaded.manifests))
    }

    private func cacheFile(_ fixture: LintFixture) -> URL {
        fixture.repository.root.appendingPathComponent(AffectedGraphCache.path)
    }

    @Test func theCachedGraphIsTheManifestsGraph() throws {
        let (fixture, cache) = try fixture()
        let first = try #require(cache.graph().graph)
        #expect(FileManager.default.fileExists(atPath: cacheFile(fixture).path))
        #expect(first == (try manifestGraph(fixture)))
        // The second answer comes from the cache; a cache that lied would show here.
        #expect(cache.graph().graph == first)
        #expect(
            first.modules.contains {
                $0.target.name == "MoviesDomain" && $0.target.dependencies.contains("MoviesDomainApi")
            })
    }

    @Test func aChangedManifestIsReadAgain() throws {
        let (fixture, cache) = try fixture()
        _ = cache.graph()
        fixture["MusicData"].dependencies.append("Networking")
        try fixture.write()
        let graph = try #require(cache.graph().graph)
        let musicData = try #require(graph.modules.first { $0.target.name == "MusicData" })
        #expect(musicData.target.dependencies.contains("Networking"))
    }

    @Test func anEditThatKeepsSizeAndModificationTimeIsStillSeen() throws {
        let (fixture, cache) = try fixture()
        _ = cache.graph()
        let file = fixture.repository.root.appendingPathComponent("Manifest/MusicData.json")
        var before = stat()
        try #require(stat(file.path, &before) == 0)
        let text = try String(contentsOf: file, encoding: .utf8)
        // Same length: a dependency renamed to another of the same length, then the exact old time put back.
        try text.replacingOccurrences(of: "\"MusicDomain\"", with: "\"MoviesDomai\"")
            .write(to: file, atomically: false, encoding: .utf8)
        let times = [before.st_atim, before.st_mtim]
        try #require(utimensat(AT_FDCWD, file.path, times, 0) == 0)
        var after = stat()
        try #require(stat(file.path, &after) == 0)
        try #require(after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let graph = try #require(cache.graph().graph)
        let musicData = try #require(graph.modules.first { $0.target.name == "MusicData" })
        #expect(musicData.target.dependencies.contains("MoviesDomai"))
    }

    @Test func youngManifestsAreNotCached() throws {
        let (fixture, _) = try fixture()
        let graph = AffectedGraphCache(root: fixture.repository.root).graph().graph
        #expect(graph == (try manifestGraph(fixture)))
        #expect(!FileManager.default.fileExists(atPath: cacheFile(fixture).path))
    }

    @Test func aDamagedCacheIsIgnoredAndReplaced() throws {
        let (fixture, cache) = try fixture()
        _ = cache.graph()
        let original = try String(contentsOf: cacheFile(fixture), encoding: .utf8)
        try original.replacingOccurrences(of: "\nT ", with: "\nX ").write(
            to: cacheFile(fixture), atomically: true, encoding: .utf8)
        #expect(cache.graph().graph == (try manifestGraph(fixture)))
        #expect(try String(contentsOf: cacheFile(fixture), encoding: .utf8) == original)
    }

    @Test func invalidManifestsAreReportedNotCached() throws {
        let (fixture, cache) = try fixture()
        try fixture.repository.write("Manifest/Broken.json", "{ \"name\": ")
        let result = cache.graph()
        #expect(result.graph == nil)
        #expect(result.diagnostics.contains { $0.file == "Manifest/Broken.json" })
        #expect(!FileManager.default.fileExists(atPath: cacheFile(fixture).path))
    }
}
