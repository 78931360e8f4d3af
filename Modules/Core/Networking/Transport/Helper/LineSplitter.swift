import FoundationEssentials

/// Splits bytes into lines as they arrive; a long line (a whole response body) is scanned once, not once per chunk.
struct LineSplitter {
    private var pending = Data()

    /// The complete lines `chunk` finishes, without their newlines.
    mutating func append(_ chunk: Data) -> [Data] {
        var lines: [Data] = []
        var rest = chunk[...]
        while let end = rest.firstIndex(of: UInt8(ascii: "\n")) {
            pending.append(rest[rest.startIndex..<end])
            lines.append(pending)
            pending = Data()
            rest = rest[rest.index(after: end)...]
        }
        pending.append(rest)
        return lines
    }
}
