import Testing

@testable import ForgeSupport

/// Every simple route between two nodes, as `forge graph --format html` lists them (its page's script walks the
/// same way; the browser tests compare the two).
@Suite struct DirectedGraphRoutesTests {
    // App -> Feature -> Domain -> Core, App -> Core, App -> Domain; Loop1 <-> Loop2 -> Core.
    private let graph = DirectedGraph(edges: [
        "App": ["Feature", "Core", "Domain"], "Feature": ["Domain"], "Domain": ["Core"], "Core": [],
        "Loop1": ["Loop2"], "Loop2": ["Loop1", "Core"],
    ])

    @Test func everyRouteIsListedInNameOrder() {
        let routes = graph.routes(from: "App", to: "Core")
        #expect(
            routes.routes == [["App", "Core"], ["App", "Domain", "Core"], ["App", "Feature", "Domain", "Core"]])
        #expect(routes.total == 3 && !routes.truncated)
    }

    @Test func noRouteLeadsBackwardsOrToItself() {
        #expect(graph.routes(from: "Core", to: "App") == DirectedGraph.Routes(routes: [], total: 0))
        #expect(graph.routes(from: "App", to: "App").routes.isEmpty)
        #expect(graph.routes(from: "Nothing", to: "Core").routes.isEmpty)
    }

    @Test func aCycleOnTheWayIsWalkedOnce() {
        let routes = graph.routes(from: "Loop1", to: "Core")
        #expect(routes.routes == [["Loop1", "Loop2", "Core"]] && routes.total == 1)
    }

    @Test func beyondTheLimitTheRestIsCounted() {
        let limited = graph.routes(from: "App", to: "Core", limit: 2)
        #expect(limited.routes == [["App", "Core"], ["App", "Domain", "Core"]])
        #expect(limited.total == 3 && limited.truncated)
    }

    @Test func aLadderHasTwoToTheNRoutesAndTheCountIsExact() {
        // Step0 -> {Left1, Right1} -> Step1 -> {Left2, Right2} -> Step2 ... : 2^n routes from Step0 to Step n.
        var edges: [String: [String]] = [:]
        for step in 0..<40 {
            edges["Step\(step)"] = ["Left\(step + 1)", "Right\(step + 1)"]
            edges["Left\(step + 1)"] = ["Step\(step + 1)"]
            edges["Right\(step + 1)"] = ["Step\(step + 1)"]
        }
        let ladder = DirectedGraph(edges: edges)
        let ten = ladder.routes(from: "Step0", to: "Step10", limit: 100)
        #expect(ten.routes.count == 100 && ten.total == 1024)
        #expect(ten.routes.first == ["Step0"] + (1...10).flatMap { ["Left\($0)", "Step\($0)"] })
        let forty = ladder.routes(from: "Step0", to: "Step40", limit: 5)
        #expect(forty.routes.count == 5 && forty.total == 1 << 40)
        #expect(ladder.routes(from: "Step0", to: "Step40", limit: 1).truncated)
    }

    @Test func aCycleBeyondTheLimitLeavesTheCountUnknown() {
        let cyclic = DirectedGraph(edges: ["A": ["B", "C"], "B": ["C", "A"], "C": ["D"], "D": []])
        let all = cyclic.routes(from: "A", to: "D")
        #expect(all.routes == [["A", "B", "C", "D"], ["A", "C", "D"]] && all.total == 2)
        let limited = cyclic.routes(from: "A", to: "D", limit: 1)
        #expect(limited.routes == [["A", "B", "C", "D"]] && limited.total == nil && limited.truncated)
    }
}
