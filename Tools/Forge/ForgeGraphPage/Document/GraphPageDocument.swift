import ForgeChangeImpact

/// Everything `forge graph --format html` shows, as one JSON document embedded once in the page: forge's own
/// JSON answers (the graph, the lint's findings, `forge affected --json`, `forge test --dry-run --format json`)
/// and what could not be read. `Tools/Forge/Docs/schemas/graph-page.schema.json` describes it.
package struct GraphPageDocument: Encodable {
    /// Bumped when the document changes incompatibly.
    package static let currentVersion = 1

    package let version: Int
    /// The command that wrote it.
    package let generatedBy: String
    /// The module graph with its test targets, each node with its facts, and the cycles.
    package let graph: GraphPageGraph
    /// The lint's findings, each with the module it concerns.
    package let lint: [GraphPageFinding]
    /// What a change since `--base` reaches; nil without `--base`.
    package let affected: AffectedReport.Document?
    /// How the test targets stand in the store; nil without `--store` or when the store could not be read.
    package let tests: GraphPageTestStanding?
    /// What could not be read, worded for the person reading the page.
    package let notices: [String]

    package init(
        graph: GraphPageGraph, lint: [GraphPageFinding], affected: AffectedReport.Document?,
        tests: GraphPageTestStanding?, notices: [String]
    ) {
        version = Self.currentVersion
        generatedBy = "forge graph --format html"
        self.graph = graph
        self.lint = lint
        self.affected = affected
        self.tests = tests
        self.notices = notices
    }

    private enum CodingKeys: String, CodingKey {
        case version, generatedBy, graph, lint, affected, tests, notices
    }

    /// Absent parts are `null`, not left out: the page and the schema see every key.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(generatedBy, forKey: .generatedBy)
        try container.encode(graph, forKey: .graph)
        try container.encode(lint, forKey: .lint)
        try container.encode(affected, forKey: .affected)
        try container.encode(tests, forKey: .tests)
        try container.encode(notices, forKey: .notices)
    }
}
