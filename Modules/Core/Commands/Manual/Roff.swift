/// Turns plain text into roff that groff renders as written, without warnings.
enum Roff {
    /// `text` with roff's special characters escaped: backslashes, hyphens (so they are not broken), a
    /// leading `.` or `'` (which would start a request), and anything outside ASCII as a `\[uXXXX]` glyph.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "-": result += #"\-"#
            case _ where !scalar.isASCII:
                result += #"\[u"# + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)) + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = #"\&"# + result }
        return result
    }

    /// Help text as man paragraphs: blank lines separate paragraphs, and indented lines (examples) are
    /// kept as written.
    static func paragraphs(_ text: String) -> [String] {
        var lines = [".PP"]
        var literal = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if literal { lines += [".fi", ".RE"] }
                literal = false
                if lines.last != ".PP" { lines.append(".PP") }
                continue
            }
            let isExample = line.hasPrefix("  ")
            if isExample, !literal { lines += [".RS 4", ".nf"] }
            if !isExample, literal { lines += [".fi", ".RE", ".PP"] }
            literal = isExample
            lines.append(escaped(isExample ? String(line.dropFirst(2)) : String(line)))
        }
        if literal { lines += [".fi", ".RE"] }
        if lines.last == ".PP" { lines.removeLast() }
        return lines
    }

    /// `git(1)` as a reference: the name in bold, the section after it.
    static func reference(_ page: String) -> String {
        guard let open = page.firstIndex(of: "("), page.hasSuffix(")") else { return ".BR " + escaped(page) }
        return ".BR \(escaped(String(page[..<open]))) \(escaped(String(page[open...])))"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
