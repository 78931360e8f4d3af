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

/// The shells `completion` scripts are generated for.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The completion script for the command tree under `root`.
    public func completionScript(for root: CommandSpec) -> String {
        switch self {
        case .bash: BashCompletion(root: root).script
        case .zsh: ZshCompletion(root: root).script
        case .fish: FishCompletion(root: root).script
        }
    }

    /// The file name the shell looks the script up by, under the folder `installFolder` names.
    public func scriptFileName(for program: String) -> String {
        switch self {
        case .bash: program
        case .zsh: "_" + program
        case .fish: program + ".fish"
        }
    }
}

extension String {
    /// The text inside single quotes for a POSIX shell: each `'` closes the quote, is escaped, and reopens it.
    var singleQuotedForShell: String { "'" + quoteEscapedForShell + "'" }

    /// Each `'` as `'\''`, for text going inside single quotes.
    var quoteEscapedForShell: String {
        split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
    }

    /// A name usable in a shell function name: letters, digits and underscores.
    var shellIdentifier: String {
        String(map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
