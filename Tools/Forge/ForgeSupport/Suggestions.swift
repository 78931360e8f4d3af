import Commands

/// "Did you mean" suggestions in forge's diagnostics, by the edit distance the command-line parser uses.
package enum Suggestions {
    /// `did you mean "x"?` or nil.
    package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        EditDistance.closest(to: word, in: candidates).map { "did you mean \"\($0)\"?" }
    }
}
