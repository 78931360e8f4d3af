import TextFolding

/// "Did you mean" suggestions in forge's diagnostics, by the edit distance the command-line parser uses.
package enum Suggestions {
    /// `did you mean "x"?` or nil.
    package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        EditDistance.closest(to: word, in: candidates).map { "did you mean \"\($0)\"?" }
    }

    /// The help for a word that is none of `choices`: `did you mean "x"? ` when one is close, then `intro`, the
    /// choices and `outro` ("use one of: a, b").
    package static func help(
        for word: String, choices: [String], intro: String = "use one of: ", outro: String = ""
    ) -> String {
        (didYouMean(word, in: choices).map { $0 + " " } ?? "") + intro + choices.joined(separator: ", ") + outro
    }
}
