extension AffectedReport {
    /// What `forge affected --json` prints (and the graph page embeds): the base, the changed files, whether
    /// everything is affected, the modules, the test targets (of the shard, with one) and the shard.
    package struct Document: Encodable, Equatable, Sendable {
        package let version: Int
        package let base: String
        package let changedFiles: [String]
        package let everything: Bool
        package let modules: [String]
        package let tests: [String]
        package let shard: String?
    }

    /// The answer as its versioned JSON document.
    package var document: Document {
        Document(
            version: 1, base: base, changedFiles: changedFiles, everything: affected.everything,
            modules: affected.modules, tests: tests, shard: shard.map { "\($0.index)/\($0.count)" })
    }
}
