/// What `swift test`'s console output says that its reports may not: without `--parallel`, SwiftPM writes no
/// XCTest report, so XCTest's failures are read from its lines (`/path/File.swift:12: error: Type.test : ...`),
/// and whether XCTest's run reached its end from its last suite line.
struct TestRunOutput: Equatable {
    /// The source files of XCTest's failed assertions and errors, as printed (absolute paths).
    let failedFiles: [String]
    /// XCTest printed the end of its run (`Test Suite 'All tests' failed at ...`): no crash cut it short.
    let xctestFinished: Bool

    init(_ text: String) {
        var files: [String] = []
        var finished = false
        for line in text.split(separator: "\n") {
            if let range = line.range(of: ": error: "), let colon = line[..<range.lowerBound].lastIndex(of: ":"),
                line[line.index(after: colon)..<range.lowerBound].allSatisfy(\.isNumber),
                line[..<colon].hasSuffix(".swift")
            {
                files.append(String(line[..<colon]))
            }
            if line.hasPrefix("Test Suite 'All tests' ") || line.hasPrefix("Test Suite 'Selected tests' "),
                line.contains("' passed at ") || line.contains("' failed at ")
            {
                finished = true
            }
        }
        failedFiles = files
        xctestFinished = finished
    }

    /// The targets of `targets` one of whose files failed, by name.
    func failedTargets(among targets: [TestTarget]) -> Set<String> {
        Set(
            targets.filter { target in
                failedFiles.contains { $0.contains("/" + target.path + "/") }
            }.map(\.name))
    }
}
