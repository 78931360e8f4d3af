import ForgeChangeImpact
import ForgeSupport

extension AffectedReport {
    /// The answer as versioned JSON: the base, the changed files, whether everything is affected, the modules, the
    /// test targets (of the shard, with one) and the shard.
    func json() -> String {
        struct Output: Encodable {
            let version: Int
            let base: String
            let changedFiles: [String]
            let everything: Bool
            let modules: [String]
            let tests: [String]
            let shard: String?
        }
        let value = Output(
            version: 1, base: base, changedFiles: changedFiles, everything: affected.everything,
            modules: affected.modules, tests: tests, shard: shard.map { "\($0.index)/\($0.count)" })
        return JSONDocument.text(value)
    }
}
