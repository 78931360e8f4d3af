/// What `swift test`'s console output says that its reports may not: without `--parallel`, SwiftPM writes no
/// XCTest report, so XCTest's failures are read from its lines (`/path/File.swift:12: error: Type.test : ...`),
/// and whether XCTest's run reached its end from its last suite line.
package struct TestRunOutput: Equatable {
    /// The source files of XCTest's failed assertions and errors, as printed (absolute paths).
    package let failedFiles: [String]
    /// XCTest printed the end of its run (`Test Suite 'All tests' failed at ...`): no crash cut it short.
    package let xctestFinished: Bool
    /// The modules a fatal error stopped the tests in (`Module/File.swift:23: Fatal error: ...`, the runtime's
    /// `#fileID`): a crash pinned on its target.
    package let crashedModules: [String]

    package init(_ text: String) {
        var files: [String] = []
        var crashed: [String] = []
        var finished = false
        for line in text.split(separator: "\n") {
            if let file = Self.sourceFile(in: line, before: ": error: ") { files.append(file) }
            if let file = Self.sourceFile(in: line, before: ": Fatal error: ") {
                if file.hasPrefix("/") {
                    files.append(file)
                } else if let module = file.split(separator: "/").first, file.contains("/") {
                    crashed.append(String(module))
                }
            }
            if line.hasPrefix("Test Suite 'All tests' ") || line.hasPrefix("Test Suite 'Selected tests' "),
                line.contains("' passed at ") || line.contains("' failed at ")
            {
                finished = true
            }
        }
        failedFiles = files
        xctestFinished = finished
        crashedModules = crashed
    }

    /// The Swift file a line names before `marker` (`<file>.swift:<line><marker>`), if any.
    private static func sourceFile(in line: Substring, before marker: String) -> String? {
        guard let range = line.range(of: marker), let colon = line[..<range.lowerBound].lastIndex(of: ":"),
            line[line.index(after: colon)..<range.lowerBound].allSatisfy(\.isNumber),
            line[..<colon].hasSuffix(".swift")
        else { return nil }
        // A line may start with other output (a test's own print); the path is its last word.
        return line[..<colon].split(separator: " ").last.map(String.init)
    }

    /// The targets of `targets` one of whose files failed, or that crashed, by name.
    package func failedTargets(among targets: [TestTarget]) -> Set<String> {
        Set(
            targets.filter { target in
                crashedModules.contains(target.module) || failedFiles.contains { $0.contains("/" + target.path + "/") }
            }.map(\.name))
    }
}
