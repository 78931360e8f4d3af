import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams one IMDb dataset file (title.basics, title.ratings, title.crew, name.basics, title.akas) in the
/// format IMDb documents: UTF-8, tab-separated, one header line naming the columns, `\N` for a missing value,
/// no quoting (a field may hold `"`), arrays comma-separated.
///
/// A `.gz` file is decompressed on the fly by `gzip -dc` through a pipe: never a decompressed copy on disk,
/// never the whole file in memory. A row with the wrong number of fields is counted and reported with its
/// file and line, never fatal and never silently dropped from the count.
struct IMDbDatasetReader {
    /// A row that breaks the format.
    struct MalformedRow: Equatable, Sendable {
        let file: String
        let line: Int
        let reason: String
    }

    /// What a read saw: rows handed over, rows that broke the format (the first `keptMalformed` of them
    /// described), and bytes read (decompressed).
    struct Summary: Equatable, Sendable {
        var rows = 0
        var malformedCount = 0
        var malformed: [MalformedRow] = []
        var bytes = 0
    }

    /// Thrown by a row's handler for a row that has its fields but breaks the format in one of them (a film
    /// without an id): the row is counted and reported as malformed.
    struct Rejection: Error {
        let reason: String
    }

    /// The two letters IMDb identifiers start with.
    enum IdentifierPrefix {
        case title, name

        var rawValue: (UInt8, UInt8) {
            switch self {
            case .title: (UInt8(ascii: "t"), UInt8(ascii: "t"))
            case .name: (UInt8(ascii: "n"), UInt8(ascii: "m"))
            }
        }
    }

    /// One well-formed row, valid only during the call that receives it.
    struct Row {
        let line: Int
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate let fields: [Range<Int>]

        /// The field at `column` as text; nil for `\N`.
        func text(_ column: Int) -> String? {
            let range = fields[column]
            if range.count == 2, bytes[range.lowerBound] == UInt8(ascii: "\\"),
                bytes[range.lowerBound + 1] == UInt8(ascii: "N")
            {
                return nil
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// The field's bytes, `\N` included.
        func bytes(_ column: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[fields[column]])
        }

        /// Whether the field is `\N`.
        func isNull(_ column: Int) -> Bool {
            let range = fields[column]
            return range.count == 2 && bytes[range.lowerBound] == UInt8(ascii: "\\")
                && bytes[range.lowerBound + 1] == UInt8(ascii: "N")
        }

        /// The number of an IMDb identifier field with `prefix` ("tt0133093" -> 133093, "nm0000206" -> 206).
        func identifier(_ column: Int, prefix: IdentifierPrefix) -> UInt32? {
            Self.identifier(in: bytes(column), prefix: prefix)
        }

        /// The number of the IMDb identifier `field` holds, written with `prefix`.
        static func identifier(in field: UnsafeBufferPointer<UInt8>, prefix: IdentifierPrefix) -> UInt32? {
            guard field.count > 2, field.count <= 12, field[0] == prefix.rawValue.0, field[1] == prefix.rawValue.1
            else { return nil }
            var value: UInt64 = 0
            for byte in field.dropFirst(2) {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
            }
            return value > 0 && value <= UInt64(UInt32.max) ? UInt32(value) : nil
        }

        /// The numbers of a comma-separated identifier list ("nm0905154,nm0905152"); empty for `\N`.
        func identifiers(_ column: Int, prefix: IdentifierPrefix) -> [UInt32] {
            guard !isNull(column) else { return [] }
            return bytes(column).split(separator: UInt8(ascii: ",")).compactMap {
                Self.identifier(in: UnsafeBufferPointer(rebasing: $0), prefix: prefix)
            }
        }

        /// A decimal field with one digit after the point, times ten ("8.7" -> 87); nil for anything else.
        func tenths(_ column: Int) -> Int? {
            let field = bytes(column)
            var value = 0
            var decimals: Int?
            for byte in field {
                if byte == UInt8(ascii: "."), decimals == nil {
                    decimals = 0
                    continue
                }
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), (decimals ?? 0) < 1 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                if let count = decimals { decimals = count + 1 }
            }
            guard !field.isEmpty, decimals != 0 else { return nil }
            return decimals == nil ? value * 10 : value
        }

        /// The field as a whole number; nil for `\N` or anything else.
        func integer(_ column: Int) -> Int? {
            let range = fields[column]
            guard !range.isEmpty, range.count <= 18 else { return nil }
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }

        /// A comma-separated array field ("Drama,Romance"); empty for `\N`.
        func list(_ column: Int) -> [String] {
            text(column).map { $0.split(separator: ",").map(String.init) } ?? []
        }
    }

    /// How many malformed rows are described in the summary; the rest are only counted.
    static let keptMalformed = 100

    let path: String

    /// Reads the header, checks `columns` are in it, and hands each well-formed row to `body` with the
    /// indexes of `columns` in the file. `progress` is told, after each chunk, how many bytes of the file
    /// (compressed, for a `.gz`) have been consumed and the file's size.
    ///
    /// `keep`, when given, sees each row's first field before anything else is done with it: a row it refuses
    /// is counted as read and skipped unsplit (title.principals' 80 million rows are mostly for titles that
    /// are not films).
    func read(
        columns: [String], progress: (_ consumed: Int, _ total: Int) -> Void = { _, _ in },
        keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil, _ body: (Row, [Int]) throws -> Void
    ) throws -> Summary {
        let source = try DatasetByteSource(path: path)
        defer { source.close() }
        var parser = LineParser(path: path, columns: columns, keep: keep)
        var pending: [UInt8] = []
        while let chunk = try source.next() {
            parser.summary.bytes += chunk.count
            pending += chunk
            var lineStart = 0
            try pending.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                while lineStart < buffer.count,
                    let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), buffer.count - lineStart)
                {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    var end = index
                    if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    try parser.handle(UnsafeBufferPointer(rebasing: buffer[lineStart..<end]), body)
                    lineStart = index + 1
                }
            }
            pending.removeFirst(lineStart)
            progress(source.consumedBytes, source.fileSize)
        }
        if !pending.isEmpty {  // a last line without its newline
            try pending.withUnsafeBufferPointer { try parser.handle($0, body) }
        }
        // A file gzip could not read says so, rather than looking empty.
        try source.finish()
        guard parser.header != nil else { throw IMDbDatasetError.empty(path: path) }
        return parser.summary
    }

    /// Splits lines into tab-separated fields: the first is the header, the others rows for `body`.
    private struct LineParser {
        let path: String
        let columns: [String]
        let keep: ((UnsafeBufferPointer<UInt8>) -> Bool)?
        var summary = Summary()
        var header: [String]?
        /// Where `columns` are in the header.
        var indexes: [Int] = []
        var line = 0
        /// One buffer for every row's field ranges: millions of rows, no allocation each.
        var fields: [Range<Int>] = []

        init(path: String, columns: [String], keep: ((UnsafeBufferPointer<UInt8>) -> Bool)?) {
            self.path = path
            self.columns = columns
            self.keep = keep
        }

        mutating func handle(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Row, [Int]) throws -> Void) throws {
            line += 1
            if let keep, header != nil, !keep(UnsafeBufferPointer(rebasing: bytes[..<firstTab(in: bytes)])) {
                summary.rows += 1
                return
            }
            fields.removeAll(keepingCapacity: true)
            var start = 0
            while start <= bytes.count {
                let end =
                    start == bytes.count ? start : start + firstTab(in: UnsafeBufferPointer(rebasing: bytes[start...]))
                fields.append(start..<end)
                start = end + 1
            }
            guard let header else { return try readHeader(bytes) }
            guard fields.count == header.count else {
                return reject("expected \(header.count) tab-separated fields, found \(fields.count)")
            }
            do {
                try body(Row(line: line, bytes: bytes, fields: fields), indexes)
                summary.rows += 1
            } catch let rejection as Rejection {
                reject(rejection.reason)
            }
        }

        /// Where the first tab of `bytes` is; its count when it has none.
        private func firstTab(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard let base = bytes.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\t")), bytes.count)
            else { return bytes.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        private mutating func readHeader(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            let names = fields.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
            let missing = columns.filter { !names.contains($0) }
            guard missing.isEmpty else {
                throw IMDbDatasetError.missingColumns(path: path, missing: missing, found: names)
            }
            indexes = columns.map { names.firstIndex(of: $0)! }
            header = names
        }

        private mutating func reject(_ reason: String) {
            summary.malformedCount += 1
            if summary.malformed.count < IMDbDatasetReader.keptMalformed {
                summary.malformed.append(MalformedRow(file: path, line: line, reason: reason))
            }
        }
    }
}
