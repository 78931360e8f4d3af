import Foundation

/// Asks a real shell what Tab offers, with a completion script loaded: bash runs the script's function on
/// `COMP_WORDS`, fish answers `complete -C`, and zsh completes the line in an interactive shell on a
/// pseudo-terminal (`zpty`) while a `compadd` wrapper records every match.
public enum ShellCompletions {
    /// A shell these tests can drive.
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// Whether `shell` is installed (CI installs all three; elsewhere the zsh and fish checks need them).
    public static func isInstalled(_ shell: Shell) -> Bool {
        (try? BuiltProducts.runCommand(["sh", "-c", "command -v \(shell.rawValue)"], in: temporaryFolder).status) == 0
    }

    /// The candidates `shell` offers for `line` (the cursor at its end) with `script` loaded for `program`.
    public static func candidates(
        _ shell: Shell, script: String, program: String, line: String
    ) throws -> [String] {
        let folder = temporaryFolder.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptURL = folder.appendingPathComponent(shell == .zsh ? "_\(program)" : "\(program).\(shell)")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let result: BuiltProducts.Result
        switch shell {
        case .bash:
            // Bash splits at COMP_WORDBREAKS too: `--color=al` is the three words `--color`, `=`, `al`.
            let words = bashWords(line).map { "'\($0.replacingOccurrences(of: "'", with: #"'\''"#))'" }
            let command = """
                source \(scriptURL.path)
                function=$(complete -p \(program) | sed -E 's/.*-F ([^ ]+).*/\\1/')
                COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
                "$function"
                ((${#COMPREPLY[@]} == 0)) || printf '%s\\n' "${COMPREPLY[@]}"
                """
            result = try BuiltProducts.runCommand(["bash", "--norc", "--noprofile", "-c", command], in: folder)
        case .fish:
            let command = "source \(scriptURL.path); complete -C '\(line)'"
            result = try BuiltProducts.runCommand(["fish", "--no-config", "-c", command], in: folder)
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        case .zsh:
            let matches = folder.appendingPathComponent("matches")
            let driver = folder.appendingPathComponent("drive.zsh")
            try zshDriver(fpath: folder.path, matches: matches.path, line: line)
                .write(to: driver, atomically: true, encoding: .utf8)
            // compinit reads each completion function on fpath (0.3 s here, 6 s under `forge test --audit-inputs`'s
            // strace, more on a loaded machine). The limit only bounds a shell that hangs.
            result = try BuiltProducts.runCommand(["timeout", "120", "zsh", "-f", driver.path], in: folder)
            guard result.status != 124 else { throw Failure(description: "zsh: no answer within 120 s") }
            guard result.status == 0 else { throw Failure(description: "zsh: \(result.errors)") }
            let recorded = (try? String(contentsOf: matches, encoding: .utf8)) ?? ""
            return recorded.split(separator: "\n").map(String.init)
        }
        guard result.status == 0 else { throw Failure(description: "\(shell): \(result.errors)") }
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// A shell that could not answer.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    private static var temporaryFolder: URL { FileManager.default.temporaryDirectory }

    /// The words bash completes on: split at spaces (the last one empty after a space) and at `=`, so
    /// `--color=al` is `--color`, `=`, `al` and `--color=` ends with `=`.
    private static func bashWords(_ line: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        return words.enumerated().filter { !$1.isEmpty || $0 == words.count - 1 }.flatMap { _, word -> [String] in
            guard word.hasPrefix("-"), let equals = word.firstIndex(of: "=") else { return [word] }
            let value = String(word[word.index(after: equals)...])
            return [String(word[..<equals]), "="] + (value.isEmpty ? [] : [value])
        }
    }

    /// Types `line` and Tab into an interactive zsh; `compadd` appends what it is asked to offer to `matches`.
    /// Listing is off, so zsh never stops to ask whether to show every match. fpath keeps zsh's own completion
    /// folders only (compinit, and `_arguments`, `_describe`, `_files`), not the other programs' completions.
    private static func zshDriver(fpath: String, matches: String, line: String) -> String {
        """
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z 'PROMPT="RE""ADY%# "; RPROMPT=""; unsetopt AUTO_LIST AUTO_MENU LIST_BEEP BEEP; \
        fpath=(\(fpath) ${(M)fpath:#*/functions/Completion(|/Base|/Unix|/Zsh)}); autoload -U compinit; compinit -u -D; \
        compadd() { local -a hits; builtin compadd -O hits "$@"; (( $#hits )) && print -rl -- $hits >> \(matches); builtin compadd "$@"; }'
        # Type only once the line editor shows the prompt: typed earlier, zsh may drop the input when it starts.
        zpty -r z output '*READY[%#] *'
        zpty -w -n z \(line.singleQuotedForZsh)$'\\t'
        zpty -w z $'\\C-u''print DO""NE'
        zpty -r z output '*DONE*'
        zpty -d z
        """
    }
}

extension String {
    fileprivate var singleQuotedForZsh: String { "'" + replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
}
