import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Downloads large files straight to disk, the way a careful client does:
///
/// - only when changed: the validators of the copy on disk go out as `If-None-Match` / `If-Modified-Since`,
///   and 304 Not Modified leaves it alone;
/// - resumable: bytes arrive in `<destination>.part`, with the response's validators beside it in
///   `<destination>.part.json`; after an interruption the next call asks for the rest (`Range`, guarded by
///   `If-Range`) and appends, or starts over when the server sends the whole, changed file;
/// - atomic: the destination is replaced by a rename only once every promised byte is there.
public final class FileDownloader: Sendable {
    /// How long without a byte before a download is abandoned (it can be resumed).
    private let idleTimeout: TimeInterval
    private let transport: any HTTPTransport

    /// A downloader that gives up when no byte arrives for `idleTimeout` seconds, transferring through the
    /// `movieland-network` helper.
    public convenience init(idleTimeout: TimeInterval = 60) {
        self.init(idleTimeout: idleTimeout, transport: TransferHelperTransport())
    }

    /// A downloader that transfers through `transport`.
    public init(idleTimeout: TimeInterval = 60, transport: any HTTPTransport) {
        self.idleTimeout = idleTimeout
        self.transport = transport
    }

    /// Downloads `url` to `destination` unless the copy there still has `validators`; `progress` gets the bytes
    /// on disk so far and the total when the server says it. The URL in errors is `redactedURL`.
    public func download(
        _ url: URL, to destination: URL, ifChangedFrom validators: DownloadValidators?, redactedURL: String,
        progress: @escaping @Sendable (_ received: Int, _ total: Int?) -> Void
    ) async throws(NetworkError) -> DownloadResult {
        let partial = URL(fileURLWithPath: destination.path + ".part")
        let sidecar = URL(fileURLWithPath: destination.path + ".part.json")
        var request = HTTPRequest(url: url, timeout: idleTimeout)
        request.setValue("identity", forHeader: "Accept-Encoding")
        var resumeFrom = 0
        if let size = Self.size(of: partial), size > 0,
            let data = try? Data(contentsOf: sidecar),
            let partValidators = try? JSONDecoder().decode(DownloadValidators.self, from: data),
            let guardValue = partValidators.etag ?? partValidators.lastModified
        {
            resumeFrom = size
            request.setValue("bytes=\(size)-", forHeader: "Range")
            request.setValue(guardValue, forHeader: "If-Range")
        } else if FileManager.default.fileExists(atPath: destination.path), let validators {
            if let etag = validators.etag { request.setValue(etag, forHeader: "If-None-Match") }
            if let date = validators.lastModified { request.setValue(date, forHeader: "If-Modified-Since") }
        }
        let outcome = try await transport.download(
            request, into: PartialDownload(partial: partial, sidecar: sidecar, resumeFrom: resumeFrom),
            redactedURL: redactedURL, progress: progress)
        guard case .completed = outcome else { return outcome }
        guard rename(partial.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw .transport(.other("cannot move the download to \(destination.path): \(reason)"), url: redactedURL)
        }
        try? FileManager.default.removeItem(at: sidecar)
        return outcome
    }

    static func size(of url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
    }
}

/// What identifies a version of a file on the server.
public struct DownloadValidators: Codable, Sendable, Equatable {
    var etag: String?
    /// The `Last-Modified` header as sent.
    var lastModified: String?

    /// Validators of an answer with these `ETag` and `Last-Modified` headers.
    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// `lastModified` as a date (an HTTP date, RFC 9110).
    public var lastModifiedDate: Date? {
        guard let lastModified else { return nil }
        return HTTPDate.parse(lastModified)
    }
}

/// What a download did.
public enum DownloadResult: Codable, Sendable, Equatable {
    /// The copy on disk is current.
    case notModified
    /// The file is at the destination: `bytes` in all, of which those before `resumedFrom` came earlier.
    case completed(bytes: Int, validators: DownloadValidators, resumedFrom: Int)
}
