/// `CURLINFO_*` values read after a transfer.
enum CurlInfo {
    /// `CURLINFO_EFFECTIVE_URL` (a string): the last URL, after redirects.
    static let effectiveURL: Int32 = 0x10_0000 + 1
}
