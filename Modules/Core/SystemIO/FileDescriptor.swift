import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The system calls by other names: inside `FileDescriptor`, `read` and `write` are its own methods.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

/// An open file or pipe, read and written with the system calls themselves: what Foundation's `FileHandle`
/// does, without linking Foundation (and its internationalisation tables) into a program that needs only
/// FoundationEssentials. The descriptor is closed by `close()`, not by the value going away.
public struct FileDescriptor: Sendable, Hashable {
    /// The descriptor number.
    public let rawValue: Int32

    /// Wraps an open descriptor.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The process's standard output.
    public static let standardOutput = FileDescriptor(rawValue: 1)

    /// The process's standard error.
    public static let standardError = FileDescriptor(rawValue: 2)

    /// Opens `path` for reading.
    public static func open(readingFrom path: String) throws(SystemError) -> FileDescriptor {
        try open(path, flags: O_RDONLY, operation: "open \(path)")
    }

    /// Opens `path` for writing from its start, creating it (mode 0644) or truncating it.
    public static func open(writingTo path: String) throws(SystemError) -> FileDescriptor {
        try open(path, flags: O_WRONLY | O_CREAT | O_TRUNC, operation: "write \(path)")
    }

    private static func open(_ path: String, flags: Int32, operation: String) throws(SystemError) -> FileDescriptor {
        let descriptor = Self.retryingInterrupts { systemOpen(path, flags | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw .current(operation) }
        return FileDescriptor(rawValue: descriptor)
    }

    /// Up to `count` bytes; empty at the end of the file.
    public func read(upToCount count: Int) throws(SystemError) -> Data {
        var data = Data(count: count)
        let received = data.withUnsafeMutableBytes { buffer in
            Self.retryingInterrupts { systemRead(rawValue, buffer.baseAddress, count) }
        }
        guard received >= 0 else { throw .current("read") }
        data.count = received
        return data
    }

    /// Everything up to the end of the file.
    public func readToEnd() throws(SystemError) -> Data {
        var data = Data()
        while true {
            let chunk = try read(upToCount: 1 << 16)
            if chunk.isEmpty { return data }
            data.append(chunk)
        }
    }

    /// Writes all of `bytes`, however many calls it takes.
    public func write(_ bytes: some Collection<UInt8>) throws(SystemError) {
        let written: SystemError? =
            bytes.withContiguousStorageIfAvailable { buffer in
                writeAll(UnsafeRawBufferPointer(buffer))
            } ?? Array(bytes).withUnsafeBytes { writeAll($0) }
        if let written { throw written }
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer) -> SystemError? {
        var offset = 0
        while offset < buffer.count {
            let sent = Self.retryingInterrupts {
                systemWrite(rawValue, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            guard sent > 0 else { return .current("write") }
            offset += sent
        }
        return nil
    }

    /// Waits until what was written is on the disk.
    public func synchronize() throws(SystemError) {
        guard fsync(rawValue) == 0 else { throw .current("sync") }
    }

    /// Closes the descriptor; it must not be used afterwards.
    public func close() {
        _ = systemClose(rawValue)
    }

    /// Runs `call` again while it fails with EINTR (a signal arrived while it waited).
    static func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
