import Foundation
import Testing

@testable import SystemIO

/// `LockedFile`: a read needs no write access and leaves nothing behind; a change that cannot be made says
/// which folder stopped it.
@Suite struct LockedFileTests {
    private struct Note: Codable, Sendable, Equatable {
        var text: String
    }

    private enum Failure: Error, Equatable {
        case cannotWrite(String)
        case unreadable(String)
        case noRoom(String)
    }

    private static func file(at path: String) -> LockedFile<Note, Failure> {
        LockedFile(
            path: path, codec: .json,
            failures: .init(
                cannotWrite: { .cannotWrite($0) }, unreadable: { .unreadable($0) }, noRoom: { .noRoom($0) }))
    }

    @Test func readingWhereNothingIsCreatesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString)")
        let file = Self.file(at: folder.appendingPathComponent("nested/note.json").path)
        #expect(try file.read() == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        try file.modify { _ in (Note(text: "kept"), ()) }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try file.read() == Note(text: "kept"))
    }

    @Test func aChangeInAFolderThatCannotBeWrittenNamesTheFolder() throws {
        // /proc takes no new file from anyone, root included (a read-only folder is tested end to end, as a user
        // the folder does not let write, in MovielandTests).
        let file = Self.file(at: "/proc/self/movieland-note.json")
        #expect(try file.read() == nil)
        #expect(throws: Failure.self) { try file.modify { _ in (Note(text: "lost"), ()) } }
        do {
            try file.modify { _ in (Note(text: "lost"), ()) }
        } catch {
            guard case .cannotWrite(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.hasPrefix("the folder /proc/self cannot be written"), "\(reason)")
        }
    }

    @Test func aChangeOnAFullDiskSaysThereIsNoRoomAndLeavesNoFile() throws {
        // The temporary file the change is written to is made to be /dev/full, whose writes fail as a full
        // disk's do (ENOSPC). No file exists yet, so no permissions are copied onto the device.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.json").path
        let temporary = AtomicFile.temporaryPath(beside: path)
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: "/dev/full")
        #expect(throws: Failure.noRoom("No space left on device")) {
            try Self.file(at: path).modify { _ in (Note(text: "lost"), ()) }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: temporary)) == nil, "no temporary left")
    }

    @Test func aChangeKeepsTheFilesPermissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.json").path
        let file = Self.file(at: path)
        try file.modify { _ in (Note(text: "first"), ()) }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try file.modify { _ in (Note(text: "private"), ()) }
        #expect(try file.read() == Note(text: "private"))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "a file made private stays private")
    }

    @Test func aFileThatIsNoDocumentIsLeftAsItIsAndEveryReadAndChangeSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("note.json").path
        let garbage = Data("{\"text\": ".utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        let file = Self.file(at: path)
        #expect(throws: Failure.unreadable("it is not valid JSON")) { try file.read() }
        #expect(throws: Failure.unreadable("it is not valid JSON")) { try file.modify { _ in (Note(text: "x"), ()) } }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "note.json", "note.json.lock",
            ])
    }
}
