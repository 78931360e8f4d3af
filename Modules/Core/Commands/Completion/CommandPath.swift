/// One command of a tree together with the commands above it, as the completion and manual generators walk it.
struct CommandPath {
    /// The root first, this command last.
    let chain: [CommandSpec]

    var command: CommandSpec { chain.last! }

    /// The subcommand words after the program name: `["watchlist", "add"]`; empty for the root.
    var words: [String] { chain.dropFirst().map(\.name) }

    /// The words as the generated scripts key a command: `" watchlist add"`, and `""` for the root.
    var key: String { words.map { " " + $0 }.joined() }

    /// What a person types: `movieland watchlist add`.
    var invocation: String { chain.map(\.name).joined(separator: " ") }

    /// The options the parser accepts here: this command's own, then its ancestors', nearest first.
    var options: [OptionSpec] { chain.reversed().flatMap(\.options) }

    /// Every command under `root` (the root included), parents before their subcommands, in declaration order.
    static func all(from root: CommandSpec) -> [CommandPath] {
        var paths: [CommandPath] = []
        func visit(_ chain: [CommandSpec]) {
            paths.append(CommandPath(chain: chain))
            for subcommand in chain.last!.subcommands { visit(chain + [subcommand]) }
        }
        visit([root])
        return paths
    }
}
