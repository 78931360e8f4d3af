/// Quoting the generated scripts share.
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
