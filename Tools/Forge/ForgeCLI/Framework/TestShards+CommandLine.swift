import Commands
import ForgeChangeImpact
import ForgeSupport

extension TestShards.Selection {
    /// `--shard K/N`, shared by `forge affected` and `forge test`.
    package static func option(help: String) -> Option<String?> { .string("shard", valueName: "K/N", help: help) }

    /// The `--shard` value of `command` (read with `option`), when given; a malformed one is a usage error.
    package static func parsed(
        _ option: Option<String?>, of command: ParsedCommand, invocation: String
    ) throws(UsageError) -> Self? {
        guard let text = command[option] else { return nil }
        guard let shard = Self(text) else {
            throw UsageError(
                "invalid --shard '\(text)': expected K/N with 1 <= K <= N, such as 2/3", invocation: invocation)
        }
        return shard
    }
}
