/// The records of a CSV text as RFC 4180 writes them, and as spreadsheet programs and the exports of IMDb and
/// Letterboxd do: fields separated by commas, quoted when they hold a comma, a quote (doubled) or a line
/// break; lines ending in CRLF, LF or CR; a byte-order mark ignored.
struct CSVRecords {
    /// One record and the line it starts on (1-based).
    struct Record: Equatable {
        let line: Int
        let fields: [String]

        /// Whether the record is an empty line.
        var isBlank: Bool { fields.count == 1 && fields[0].isEmpty }
    }

    /// A quote opened and never closed.
    struct UnclosedQuote: Error, Equatable {
        /// The line the field starts on.
        let line: Int
    }

    /// The records of `text`, in order; a blank line is a record with one empty field.
    static func parse(_ text: String) throws(UnclosedQuote) -> [Record] {
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
