import ForgeResultStore
import ForgeSupport
import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeGraphPage

/// The page's document for a small repository: the graph with its facts, the change, the store's results, the
/// notices.
@Suite(.offThePool) struct GraphPageDocumentTests {
    private let fixture: GraphPageFixture
    private var root: URL { fixture.repository.root }

    init() throws {
        fixture = try GraphPageFixture()
    }

    private func document(base: String? = nil, store: String? = nil) throws -> GraphPageDocument {
        var request = GraphPageBuilder.Request()
        request.base = base
        request.store = store
        return try GraphPageBuilder(root: root).document(request).document
    }

    @Test func everyModuleAndTestTargetIsANodeWithItsFacts() throws {
        let document = try document()
        let nodes = Dictionary(uniqueKeysWithValues: document.graph.nodes.map { ($0.id, $0) })
        #expect(nodes.keys.sorted() == ["App", "Core", "CoreTests", "SearchDomain", "SearchDomainTests"])
        let core = try #require(nodes["Core"])
        #expect(core.group == "Core" && core.kind == "core" && core.path == "Sources/Core")
        #expect(core.card == GraphPageFixture.hostileCard && core.tests == ["CoreTests"])
        #expect(core.cardSource == "Sources/Core/README.md")
        #expect(core.lines == 3)
        let search = try #require(nodes["SearchDomain"])
        #expect(search.group == "Features/domain" && search.feature == "Search" && search.layer == "domain")
        #expect(search.lines == 5 && search.card == nil && search.cardSource == nil)
        #expect(nodes["App"]?.group == "App" && nodes["CoreTests"]?.group == "Tests")
        #expect(nodes["CoreTests"]?.kind == "test" && nodes["CoreTests"]?.path == "Tests/CoreTests")
        let edges = Set(document.graph.edges.map { "\($0.from)>\($0.to)" })
        #expect(edges.isSuperset(of: ["App>SearchDomain", "App>Core", "SearchDomain>Core", "CoreTests>Core"]))
        #expect(document.graph.cycles.isEmpty && document.graph.routeLimit == GraphPage.routeLimit)
        #expect(document.affected == nil && document.tests == nil && document.notices.isEmpty)
        #expect(document.version == 1 && document.generatedBy == "forge graph --format html")
    }

    @Test func withABaseTheChangeIsForgeAffectedsAnswer() throws {
        let affected = try #require(try document(base: "HEAD").affected)
        #expect(affected.base == "HEAD" && affected.changedFiles == ["Sources/Core/Core.swift"])
        #expect(
            affected.modules == ["App", "Core", "SearchDomain"]
                || Set(affected.modules) == ["App", "Core", "SearchDomain"])
        #expect(Set(affected.tests) == ["CoreTests", "SearchDomainTests"])
    }

    @Test func anUnknownBaseIsTheCallersMistake() throws {
        #expect {
            try document(base: "no-such-branch")
        } throws: { error in
            guard case GraphPageFailure.unknownBase("no-such-branch", _)? = error as? GraphPageFailure else {
                return false
            }
            return true
        }
    }

    @Test func aStoreGivesEachTestTargetsStatusFlakinessAndDuration() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("results"), withIntermediateDirectories: true)
        let empty = try #require(try document(store: "results").tests)
        #expect(empty.standing.status == ["CoreTests": .neverRun, "SearchDomainTests": .neverRun])
        let hashes = Dictionary(uniqueKeysWithValues: empty.standing.outcome.plan.run.map { ($0.name, $0.hash) })
        let store = FolderTestResultStore(folder: root.appendingPathComponent("results"))
        let coreHash = try #require(hashes["CoreTests"]), searchHash = try #require(hashes["SearchDomainTests"])
        #expect(store.record(.passed, of: "CoreTests", hash: coreHash) == nil)
        #expect(store.record(.failed, of: "CoreTests", hash: coreHash) == nil)
        #expect(store.record(.failed, of: "SearchDomainTests", hash: searchHash) == nil)
        let standing = try #require(try document(store: "results").tests).standing
        #expect(standing.status == ["CoreTests": .passed, "SearchDomainTests": .failed])
        #expect(standing.outcome.flaky.map(\.target) == ["CoreTests"])
        #expect(standing.outcome.plan.skipped.map(\.name) == ["CoreTests"])
    }

    @Test func aStoreThatCannotBeReadIsANoticeAndNoResults() throws {
        let missing = try document(store: "no-such-folder")
        #expect(missing.tests == nil)
        #expect(missing.notices.count == 1)
        #expect(
            missing.notices.first?.hasPrefix("the store no-such-folder could not be read: there is no folder ") == true)
        try fixture.repository.write("results-file", "not a folder\n")
        let file = try document(store: "results-file")
        #expect(file.tests == nil && file.notices.first?.contains("is a file, not a folder of results") == true)
        try fixture.repository.write("results/.keep", "")
        let hashes = try #require(try document(store: "results").tests).standing.outcome.plan.run
        let core = try #require(hashes.first { $0.name == "CoreTests" })
        try fixture.repository.write("results/failed-\(core.hash)", "{ not an entry")
        let corrupt = try document(store: "results")
        #expect(corrupt.tests == nil)
        #expect(
            corrupt.notices == [
                "the store results could not be read: 1 entry of the current hashes cannot be read (failed-\(core.hash)); remove them, or use another store; the page shows no test results"
            ])
        let unreachable = try document(store: "http://127.0.0.1:9/cache")
        #expect(unreachable.tests == nil && unreachable.notices.count == 1, "\(unreachable.notices)")
    }
}

/// The routes the page lists are the graph engine's.
@Suite struct GraphPageRoutesTests {
    @Test func theDocumentsRoutesAreTheEnginesOverTheSameEdges() throws {
        let fixture = try GraphPageFixture()
        let graph = try GraphPageBuilder(root: fixture.repository.root).document(GraphPageBuilder.Request()).document
            .graph
        let routes = graph.routes(from: "App", to: "Core")
        #expect(routes.routes == [["App", "Core"], ["App", "SearchDomain", "Core"]] && routes.total == 2)
        #expect(graph.routes(from: "Core", to: "App").routes.isEmpty)
        #expect(
            graph.routes(from: "SearchDomainTests", to: "Core").routes == [
                ["SearchDomainTests", "SearchDomain", "Core"]
            ])
    }
}
