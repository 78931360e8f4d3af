import FoundationEssentials

/// One transfer the app hands to the `movieland-network` helper, as one JSON document on its standard input.
public struct TransferJob: Codable, Sendable, Equatable {
    /// What to do with the answer's body.
    public enum Kind: Codable, Sendable, Equatable {
        /// Return it whole, refusing bodies over `maximumBodySize` bytes.
        case send(maximumBodySize: Int)
        /// Write it to a file as it arrives.
        case download(PartialDownload)
    }

    /// What to do with the body.
    public var kind: Kind
    /// The request to send.
    public var request: HTTPRequest
    /// The URL as errors may show it (secrets removed).
    public var redactedURL: String

    /// A job sending `request` and handling its body as `kind` says.
    public init(kind: Kind, request: HTTPRequest, redactedURL: String) {
        self.kind = kind
        self.request = request
        self.redactedURL = redactedURL
    }
}

/// What the helper reports, one JSON document per line on its standard output: any number of `progress`
/// lines, then exactly one of the others, which ends the transfer.
public enum TransferEvent: Codable, Sendable, Equatable {
    /// Bytes of a download on disk so far, and the total when the server said it.
    case progress(received: Int, total: Int?)
    /// The answer to a `send` job.
    case response(HTTPResponse, body: Data)
    /// The outcome of a `download` job.
    case downloaded(DownloadResult)
    /// Why the transfer failed.
    case failed(NetworkError)
}
