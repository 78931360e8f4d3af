import Foundation

/// Which shared libraries each process of a run loaded, by the dynamic loader's own account: the run gets
/// `LD_DEBUG=libs` and `LD_DEBUG_OUTPUT=<folder>/ld`, and the loader writes one `ld.<pid>` file per process,
/// libraries opened later with `dlopen` included.
struct LoadedLibraries {
    /// Where the loader writes.
    let folder: URL

    /// The variables that make the loader report.
    var environment: [String: String] {
        ["LD_DEBUG": "libs", "LD_DEBUG_OUTPUT": folder.appendingPathComponent("ld").path]
    }

    /// For each program that ran (its path's last component), the file names of the libraries it loaded.
    func byProgram() throws -> [String: Set<String>] {
        var programs: [String: Set<String>] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasPrefix("ld.") {
            let report = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard let program = Self.program(in: report) else { continue }
            programs[program, default: []].formUnion(Self.libraries(in: report))
        }
        return programs
    }

    /// The program a report is about: "initialize program: /path/to/movieland".
    private static func program(in report: String) -> String? {
        guard let range = report.range(of: "initialize program: ") else { return nil }
        let path = report[range.upperBound...].prefix { !$0.isNewline }
        return URL(fileURLWithPath: String(path)).lastPathComponent
    }

    /// The libraries a report says were loaded: "calling init: /lib/x86_64-linux-gnu/libcurl.so.4".
    private static func libraries(in report: String) -> Set<String> {
        Set(
            report.split(separator: "\n").compactMap { line in
                guard let range = line.range(of: "calling init: ") else { return nil }
                return URL(fileURLWithPath: String(line[range.upperBound...])).lastPathComponent
            })
    }
}
