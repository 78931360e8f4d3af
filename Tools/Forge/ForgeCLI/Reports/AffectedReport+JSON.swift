import ForgeChangeImpact
import ForgeSupport

extension AffectedReport {
    /// The answer as versioned JSON: the base, the changed files, whether everything is affected, the modules, the
    /// test targets (of the shard, with one) and the shard.
    func json() -> String {
        JSONDocument.text(document)
    }
}
