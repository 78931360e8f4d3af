extension MovieTextNormalizer {
    /// Calls `body` with the UTF-8 of `naturalTitle` of the stored title whose UTF-8 is `bytes`: `bytes` themselves
    /// when they have no moved article, the title with its article put back in front in a buffer when they are
    /// ASCII (each byte one `Character`, so the last ", " is found as `naturalTitle` finds it), and otherwise the
    /// UTF-8 of `naturalTitle` itself. A series filter reads thousands of titles this way without a `String`.
    public static func withNaturalTitle<Result>(
        ofStored bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        guard mayHaveMovedArticle(bytes) else { return body(bytes) }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            var title = naturalTitle(String(decoding: bytes, as: UTF8.self))
            return title.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        guard let comma = lastCommaAndSpace(in: bytes) else { return body(bytes) }
        let article = bytes[(comma + 2)...]
        guard articles.contains(String(decoding: article, as: UTF8.self)) else { return body(bytes) }
        var natural = Array(article)
        if article.last != UInt8(ascii: "'") { natural.append(UInt8(ascii: " ")) }
        natural += bytes[..<comma]
        return natural.withUnsafeBytes(body)
    }

    /// Where the last ", " of `bytes` begins.
    private static func lastCommaAndSpace(in bytes: UnsafeRawBufferPointer) -> Int? {
        var place = bytes.count - 2
        while place >= 0 {
            if bytes[place] == UInt8(ascii: ","), bytes[place + 1] == UInt8(ascii: " ") { return place }
            place -= 1
        }
        return nil
    }
}
