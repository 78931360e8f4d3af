import PlainText

/// CSV, read and written. Read as RFC 4180 writes it, and as spreadsheet programs and the exports of IMDb and
/// Letterboxd do: fields separated by commas, quoted when they hold a comma, a quote (doubled) or a line
/// break; lines ending in CRLF, LF or CR; a byte-order mark ignored. Written as RFC 4180 says: CRLF line ends,
/// a field quoted when it holds a comma or a quote, or starts or ends with a space.
public enum CSV {
    /// One record and the line it starts on (1-based).
    public struct Record: Equatable, Sendable {
        /// The line the record starts on (1-based).
        public let line: Int
        /// Its fields, unquoted.
        public let fields: [String]

        /// A record of `fields` starting on `line`.
        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }

        /// Whether the record is an empty line.
        public var isBlank: Bool { fields.count == 1 && fields[0].isEmpty }
    }

    /// A quote opened and never closed.
    public struct UnclosedQuote: Error, Equatable {
        /// The line the field starts on.
        public let line: Int
    }

    /// A table with a header line.
    public static func table(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field; control characters (from the catalogue's data) are dropped first, line breaks (a review's
    /// paragraphs) kept in a quoted field.
    public static func field(_ value: String) -> String {
        let clean = TextSanitizer.sanitize(value, keepNewlines: true)
        guard
            clean.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) || clean.hasPrefix(" ")
                || clean.hasSuffix(" ")
        else { return clean }
        return "\"" + clean.replacing("\"", with: "\"\"") + "\""
    }

    /// The records of `text`, in order; a blank line is a record with one empty field.
    public static func records(in text: String) throws(UnclosedQuote) -> [Record] {
        var parser = Parser()
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var iterator = scalars.makeIterator()
        while let scalar = iterator.next() { parser.consume(scalar, next: { iterator.next() }) }
        return try parser.finish()
    }

    /// The state of one pass over the text.
    private struct Parser {
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var recordLine = 1
        var quoted = false
        var quoteLine = 1
        var atFieldStart = true

        mutating func consume(_ scalar: Unicode.Scalar, next: () -> Unicode.Scalar?) {
            var current: Unicode.Scalar? = scalar
            while let scalar = current {
                current = nil
                if quoted {
                    if scalar == "\"" {
                        let following = next()
                        if following == "\"" {
                            field.append("\"")
                        } else {
                            quoted = false
                            current = following
                        }
                    } else {
                        if scalar == "\n" { line += 1 }
                        field.append(scalar)
                    }
                    continue
                }
                switch scalar {
                case "\"" where atFieldStart:
                    quoted = true
                    quoteLine = line
                    atFieldStart = false
                case ",":
                    endField()
                case "\r":
                    let following = next()
                    endRecord()
                    if following != "\n" { current = following }
                case "\n":
                    endRecord()
                default:
                    field.append(scalar)
                    atFieldStart = false
                }
            }
        }

        mutating func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            atFieldStart = true
        }

        mutating func endRecord() {
            endField()
            records.append(Record(line: recordLine, fields: fields))
            fields = []
            line += 1
            recordLine = line
        }

        mutating func finish() throws(UnclosedQuote) -> [Record] {
            if quoted { throw UnclosedQuote(line: quoteLine) }
            if !field.isEmpty || !fields.isEmpty { endRecord() }
            return records
        }
    }
}
