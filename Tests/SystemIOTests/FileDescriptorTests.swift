import Foundation
import Testing

@testable import SystemIO

struct FileDescriptorTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("systemio-\(UUID().uuidString)").path
    }

    @Test func writesThenReadsTheSameBytes() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<200_000).map { UInt8($0 % 251) }
        let writer = try FileDescriptor.open(writingTo: path)
        try writer.write(bytes)
        try writer.write("tail".utf8)
        try writer.synchronize()
        writer.close()

        let reader = try FileDescriptor.open(readingFrom: path)
        defer { reader.close() }
        let first = try reader.read(upToCount: 10)
        #expect(Array(first) == Array(bytes.prefix(10)))
        let rest = try reader.readToEnd()
        #expect(Array(first + rest) == bytes + Array("tail".utf8))
        #expect(try reader.read(upToCount: 10).isEmpty)
    }

    @Test func writingTruncatesAnOlderFile() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("a much longer first version".utf8).write(to: URL(fileURLWithPath: path))
        let writer = try FileDescriptor.open(writingTo: path)
        try writer.write("short".utf8)
        writer.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "short")
    }

    @Test func aMissingFileSaysWhatAndWhy() {
        let path = temporaryPath()
        #expect {
            try FileDescriptor.open(readingFrom: path)
        } throws: { error in
            guard let error = error as? SystemError else { return false }
            return error.code == ENOENT && error.description == "cannot open \(path): No such file or directory"
        }
    }
}
