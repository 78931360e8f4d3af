import FoundationEssentials
import PlainText

/// Checks an HTTP answer (status, content type) and decodes its JSON body.
public struct ResponseProvider: Sendable {
    /// Bytes of an error body kept in `NetworkError.httpStatus`.
    static let bodyPrefixLength = 200

    private let decoder: @Sendable () -> JSONDecoder

    /// A provider that decodes bodies with a decoder made by `decoder`.
    public init(decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }) {
        self.decoder = decoder
    }

    /// Throws `httpStatus` for a non-2xx status and `unexpectedContentType` for a body that is not JSON.
    func validate(_ response: HTTPResponse, body: Data, redactedURL: String, redactor: Redactor) throws(NetworkError) {
        guard (200...299).contains(response.statusCode) else {
            throw .httpStatus(
                code: response.statusCode, url: redactedURL, bodyPrefix: Self.prefix(of: body, redactor: redactor),
                retryAfter: RetryPolicy.retryAfter(response.value(forHeader: "Retry-After")))
        }
        let type = (response.value(forHeader: "Content-Type") ?? "").lowercased()
        let mediaType = type.split(separator: ";").first.map { $0.trimmingWhitespace() } ?? ""
        guard
            mediaType.isEmpty || mediaType == "application/json" || mediaType == "text/json"
                || mediaType.hasSuffix("+json")
        else {
            throw .unexpectedContentType(mediaType, url: redactedURL)
        }
    }

    /// Decodes `body`, naming the coding path of the field that does not fit.
    public func decode<Response: Decodable>(
        _ type: Response.Type, from body: Data, redactedURL: String
    ) throws(NetworkError)
        -> Response
    {
        do {
            return try decoder().decode(Response.self, from: body)
        } catch let error as DecodingError {
            let (path, reason) = Self.describe(error)
            throw .decoding(path: path, reason: reason, url: redactedURL)
        } catch {
            throw .decoding(path: "", reason: "\(error)", url: redactedURL)
        }
    }

    static func describe(_ error: DecodingError) -> (path: String, reason: String) {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce("") { partial, key in
                if let index = key.intValue { return partial + "[\(index)]" }
                return partial.isEmpty ? key.stringValue : partial + "." + key.stringValue
            }
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(type), found null")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "missing field")
        case .dataCorrupted(let context):
            return (path(context.codingPath), "malformed JSON")
        @unknown default:
            return ("", "\(error)")
        }
    }

    /// The start of a body, as printable text with secrets hidden.
    static func prefix(of body: Data, redactor: Redactor) -> String {
        let text = String(decoding: body.prefix(bodyPrefixLength), as: UTF8.self)
        let printable = String(
            String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
        return redactor.redact(printable.trimmingWhitespace())
            + (body.count > bodyPrefixLength ? "…" : "")
    }
}
