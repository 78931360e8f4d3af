import FoundationEssentials

/// Removes secrets from anything about to be printed: query items and headers with secret names,
/// and any value the caller marks secret, wherever it appears.
struct Redactor: Sendable {
    static let mask = "[REDACTED]"

    /// Query item names whose values are secret (compared case-insensitively).
    static let secretQueryNames: Set<String> = [
        "api_key", "apikey", "api-key", "key", "token", "access_token", "auth", "password", "secret",
        "client_secret", "signature", "sig",
    ]

    /// Values to hide anywhere, longest first so a secret containing another is hidden whole.
    private let secretValues: [String]

    init(secrets: [String] = []) {
        self.secretValues = Array(Set(secrets.filter { $0.count >= 4 })).sorted { $0.count > $1.count }
    }

    /// Whether a header's value must be hidden.
    static func isSecretHeader(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["authorization", "proxy-authorization", "cookie", "set-cookie"].contains(lowered)
            || lowered.contains("api-key") || lowered.contains("apikey") || lowered.contains("token")
            || lowered.contains("secret")
    }

    /// `url` with secret query values masked, and any secret value masked.
    func redact(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return redact(url.absoluteString)
        }
        if let items = components.queryItems {
            components.queryItems = items.map { item in
                Self.secretQueryNames.contains(item.name.lowercased()) && item.value != nil
                    ? URLQueryItem(name: item.name, value: Self.mask) : item
            }
        }
        components.user = nil
        components.password = nil
        let text = (components.string ?? url.absoluteString).replacing("%5BREDACTED%5D", with: Self.mask)
        return redact(text)
    }

    /// A header value, masked when the header is secret.
    func redact(header name: String, value: String) -> String {
        Self.isSecretHeader(name) ? Self.mask : redact(value)
    }

    /// `text` with every secret value masked.
    func redact(_ text: String) -> String {
        secretValues.reduce(text) { partial, secret in
            partial.replacing(secret, with: Self.mask)
        }
    }
}
