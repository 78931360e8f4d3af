import Foundation
import Testing
import WatchlistDomainApi

@testable import WatchlistData

/// Export files are written whole or not at all, and a path that cannot take one says why.
@Suite struct ListFileWriterTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")

    @Test func aFileIsReplacedWholeAndNothingIsLeftBeside() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("list.csv").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try ListFileWriter().write("new\r\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\r\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["list.csv"])
    }

    @Test func aMissingFolderOrAFolderSaysWhatToDo() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("nowhere/list.csv").path
        #expect(
            throws: WatchlistError.exportNotWritten(
                path: missing,
                reason: "the folder \(folder.appendingPathComponent("nowhere").path) does not exist; create it first")
        ) { try ListFileWriter().write("x", to: missing) }
        #expect(
            throws: WatchlistError.exportNotWritten(path: folder.path, reason: "it is a folder; give a file name in it")
        ) { try ListFileWriter().write("x", to: folder.path) }
    }
}
