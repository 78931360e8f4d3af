/// The environment variables Swift source reads by a literal name: `environment["NAME"]` (ProcessInfo's
/// dictionary, or any copy of it; not `environment["NAME"] = value`, which builds one) and `getenv("NAME")`. What `forge adopt` declares as a test target's
/// environment, and what lint holds a test's declaration to.
package enum EnvironmentReads {
    /// Each variable `source` reads by a literal name, once, sorted.
    package static func names(in source: String) -> [String] {
        var names: [String] = []
        for opening in ["environment[\"", "getenv(\""] {
            var rest = Substring(source)
            while let start = rest.range(of: opening) {
                rest = rest[start.upperBound...]
                let name = rest.prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
                let after = rest.dropFirst(name.count)
                let closed = after.first == "\""
                if closed, !name.isEmpty, !isAssignment(after.dropFirst()), !name.first!.isNumber,
                    !names.contains(String(name))
                {
                    names.append(String(name))
                }
            }
        }
        return names.sorted()
    }

    /// Whether what follows a subscript's key (`] = value`) sets the variable in a dictionary rather than reads
    /// it: the environment a test builds for a process it starts.
    private static func isAssignment(_ rest: Substring) -> Bool {
        guard rest.first == "]" else { return false }
        let operatorText = rest.dropFirst().drop { $0 == " " }
        return operatorText.first == "=" && operatorText.dropFirst().first != "="
    }
}
