import Testing

@testable import ForgeSupport

/// forge's one graph type, on a small graph drawn in the comments.
@Suite struct DirectedGraphTests {
    // App -> Feature -> Domain -> Core, App -> Core, Tool alone; Loop1 <-> Loop2.
    private let graph = DirectedGraph(edges: [
        "App": ["Feature", "Core"], "Feature": ["Domain"], "Domain": ["Core"], "Core": [], "Tool": [],
        "Loop1": ["Loop2"], "Loop2": ["Loop1"],
    ])

    @Test func reachableFollowsEdgesUpToTheDepthGiven() {
        #expect(graph.reachable(from: ["App"]) == ["App", "Feature", "Domain", "Core"])
        #expect(graph.reachable(from: ["App"], depth: 1) == ["App", "Feature", "Core"])
        #expect(graph.reachable(from: ["Tool"]) == ["Tool"])
    }

    @Test func reversedAnswersWhoDependsOnANode() {
        #expect(graph.reversed().reachable(from: ["Domain"]) == ["Domain", "Feature", "App"])
    }

    @Test func shortestPathsGoThroughTheFewestNodes() {
        #expect(graph.shortestPath(from: ["App"], to: "Core") == ["App", "Core"])
        #expect(graph.shortestPath(from: ["Feature"], to: "Core") == ["Feature", "Domain", "Core"])
        #expect(graph.shortestPath(from: ["Core"], to: "App") == nil)
        let tree = graph.breadthFirst(from: ["Loop1"])
        #expect(tree.order == ["Loop1", "Loop2"])
        #expect(tree.path(to: "Loop2") == ["Loop1", "Loop2"])
    }

    @Test func cyclesAreFoundOnceFromTheirSmallestNode() {
        let found = graph.cycles()
        #expect(found.cycles == [["Loop1", "Loop2", "Loop1"]])
        #expect(!found.truncated)
    }
}
