import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document in a file that several processes read and change, never lost:
///
/// - every read and every read-modify-write holds an exclusive `flock` on a lock file beside it, so concurrent
///   runs queue up instead of overwriting each other;
/// - writes go to a temporary file that is flushed and renamed over the old one (`AtomicFile`), so a crash
///   leaves the old or the new document, never half of one;
/// - a file that cannot be read as the document is left where it is, as it is, and reported: every read and
///   every change fails, saying why, until the person fixes or moves it; it is never renamed, emptied or
///   overwritten. (A document whose parts can be damaged one by one is better read leniently by its codec,
///   keeping those parts, as the history and the watchlist do.)
///
/// The document is JSON unless the owner gives its own `Codec` (a store read on every command may want a
/// format faster to read). Its failures are the owner's error type, made by `Failures`, so a feature's store
/// reports in its own words.
public struct LockedFile<Document: Sendable, Failure: Error>: Sendable {
    /// How the document is written and read.
    public struct Codec: Sendable {
        let encode: @Sendable (Document) throws -> Data
        let decode: @Sendable (Data) throws -> Document
        /// Why bytes `decode` refused are no document, for the report.
        let reason: @Sendable (any Error) -> String

        /// A codec of `encode` and `decode`; `reason` words `decode`'s errors.
        public init(
            encode: @escaping @Sendable (Document) throws -> Data,
            decode: @escaping @Sendable (Data) throws -> Document,
            reason: @escaping @Sendable (any Error) -> String
        ) {
            self.encode = encode
            self.decode = decode
            self.reason = reason
        }
    }

    /// How this file's failures read as the owner's errors.
    public struct Failures: Sendable {
        /// The file or its folder cannot be read or written; the text says why.
        let cannotWrite: @Sendable (_ reason: String) -> Failure
        /// The file holds something else (the reason); it was left as it is.
        let unreadable: @Sendable (_ reason: String) -> Failure
        /// The disk (or the person's quota) has no room for the new file; the system's reason says which. The old
        /// file was left as it was.
        let noRoom: @Sendable (_ reason: String) -> Failure

        /// The failures, made by the owner from the reason.
        public init(
            cannotWrite: @escaping @Sendable (_ reason: String) -> Failure,
            unreadable: @escaping @Sendable (_ reason: String) -> Failure,
            noRoom: @escaping @Sendable (_ reason: String) -> Failure
        ) {
            self.cannotWrite = cannotWrite
            self.unreadable = unreadable
            self.noRoom = noRoom
        }
    }

    /// The file's path.
    public let path: String
    private let codec: Codec
    private let failures: Failures
    private let problem: @Sendable (Document) -> String?

    /// - Parameters:
    ///   - codec: How the document is written and read.
    ///   - problem: Why a document that decodes still cannot be used (a newer version), or nil.
    public init(
        path: String, codec: Codec, failures: Failures,
        problem: @escaping @Sendable (Document) -> String? = { _ in nil }
    ) {
        self.path = path
        self.codec = codec
        self.failures = failures
        self.problem = problem
    }

    /// The document, or nil when there is no file yet. Reading needs no write access: in a folder that is
    /// read-only (or does not exist), where no lock can be made, the file is read without one, and renames are
    /// atomic, so it is the old document or the new one.
    public func read() throws(Failure) -> Document? {
        try withLock(shared: true) { () throws(Failure) -> Document? in try load() }
    }

    /// Reads the document (nil when there is none), lets `change` make the next one, and writes it, all under
    /// the lock; returns what `change` returned. Nothing is written when `change` throws.
    public func modify<Result>(
        _ change: (Document?) throws(Failure) -> (Document, Result)
    ) throws(Failure) -> Result {
        try withLock { () throws(Failure) -> Result in
            let (next, result) = try change(try load())
            try save(next)
            return result
        }
    }

    private func load() throws(Failure) -> Document? {
        let data: Data
        do {
            let file = try FileDescriptor.open(readingFrom: path)
            defer { file.close() }
            data = try file.readToEnd()
        } catch  where error.code == ENOENT {
            return nil
        } catch {
            throw failures.cannotWrite("it cannot be read: \(error.reason)")
        }
        let document: Document
        do {
            document = try codec.decode(data)
        } catch {
            throw failures.unreadable(codec.reason(error))
        }
        if let problem = problem(document) { throw failures.unreadable(problem) }
        return document
    }

    private func save(_ document: Document) throws(Failure) {
        let data: Data
        do {
            data = try codec.encode(document)
        } catch {
            throw failures.cannotWrite("it cannot be encoded (\(error))")
        }
        do {
            try AtomicFile.write(data, to: path)
        } catch  where [EROFS, EACCES, EPERM].contains(error.code) || Self.isNoRoom(error.code) {
            // The lock file could be opened (it is the person's own), but no new file can be made beside it.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            throw folderFailure(folder, errno: error.code, doing: "written")
        } catch {
            throw failures.cannotWrite(error.reason)
        }
    }

    /// Runs `body` holding a lock on `<file>.lock`: an exclusive one, creating the folder if needed, to change
    /// the file; a `shared` one to read it, taken only where it can be (see `read`).
    private func withLock<T>(shared: Bool = false, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !shared {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw folderFailure(folder, errno: errno, doing: "created")
            }
        }
        let lockPath = path + ".lock"
        var descriptor = open(lockPath, shared ? O_RDONLY : O_RDWR | O_CREAT, 0o644)
        if descriptor < 0, shared, errno == ENOENT { descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644) }
        guard descriptor >= 0 else {
            // Nothing can write a read-only folder, or one that is not there: a read needs no lock.
            let code = errno
            if shared, [EROFS, EACCES, EPERM, ENOENT].contains(code) { return try body() }
            throw folderFailure(folder, errno: code, doing: "written")
        }
        defer { close(descriptor) }
        while flock(descriptor, shared ? LOCK_SH : LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw failures.cannotWrite(SystemError.current("lock \(lockPath)").description)
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// The owner's failure for a folder that cannot be `doing` (created, written) because of `code`: no room on
    /// the disk, else the folder's problem in words (`folderProblem`).
    private func folderFailure(_ folder: String, errno code: Int32, doing: String) -> Failure {
        Self.isNoRoom(code)
            ? failures.noRoom(String(cString: strerror(code)))
            : failures.cannotWrite(Self.folderProblem(folder, errno: code, doing: doing))
    }

    /// Whether `code` says the disk, or the person's quota on it, is full.
    private static func isNoRoom(_ code: Int32) -> Bool {
        code == ENOSPC || code == EDQUOT
    }

    /// Why the folder cannot be `doing` (created, written), worded for the person: read-only, or the system's
    /// reason.
    private static func folderProblem(_ folder: String, errno code: Int32, doing: String) -> String {
        switch code {
        case EROFS, EACCES, EPERM:
            "the folder \(folder) is read-only (\(String(cString: strerror(code)))): nothing was changed"
        default:
            "the folder \(folder) cannot be \(doing) (\(String(cString: strerror(code))))"
        }
    }
}

/// A document that says which version of its format it is.
public protocol VersionedDocument: Codable, Sendable {
    /// The version of the format the document was written in.
    var version: Int { get }
}

extension LockedFile.Codec where Document: Codable {
    /// Pretty JSON, keys sorted, dates in ISO 8601: a file a person can read.
    public static var json: Self {
        Self(
            encode: { document in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                encoder.dateEncodingStrategy = .iso8601
                return try encoder.encode(document)
            },
            decode: { data in
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode(Document.self, from: data)
            }, reason: jsonReason)
    }

    private static func jsonReason(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "it is not valid JSON" }
        switch decoding {
        case .dataCorrupted: return "it is not valid JSON"
        case .keyNotFound(let key, _): return "the field \"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "the field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        @unknown default: return "it is not what Movieland writes there"
        }
    }

}

extension LockedFile where Document: VersionedDocument {
    /// A JSON file of documents of format `version`: one of another version (a newer Movieland wrote it) is
    /// unreadable, left as it is and reported like any other.
    public init(path: String, version: Int, failures: Failures) {
        self.init(path: path, codec: .json, failures: failures) { document in
            document.version == version
                ? nil : "it is version \(document.version), this Movieland reads version \(version)"
        }
    }
}
