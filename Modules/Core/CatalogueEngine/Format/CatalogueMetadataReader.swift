import FoundationEssentials

/// Reads a catalogue's metadata JSON without `JSONDecoder`: opening the file is on every command's path, and
/// the decoder's first use instantiates and checks dozens of generic types (a tenth of a search). It reads what
/// the builders write (strings, whole numbers, booleans, arrays, objects, ISO 8601 dates in UTC) and gives up,
/// returning nil, on anything else, for `JSONDecoder` to read instead. A test holds the two to the same value.
struct CatalogueMetadataReader {
    private indirect enum Value {
        case string(String)
        case number(Int)
        case bool(Bool)
        case null
        case array([Value])
        case object([String: Value])
    }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    /// The metadata in `bytes`, or nil when they hold something this reader does not read.
    static func read(_ bytes: UnsafeRawBufferPointer) -> CatalogueMetadata? {
        var reader = CatalogueMetadataReader(bytes: bytes)
        guard case .object(let fields)? = reader.value(), reader.atEnd else { return nil }
        return metadata(fields)
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private static func metadata(_ fields: [String: Value]) -> CatalogueMetadata? {
        guard case .string(let source)? = fields["source"], case .string(let prefix)? = fields["idPrefix"],
            case .number(let digits)? = fields["idDigits"], let genres = strings(fields["genres"]),
            let certifications = strings(fields["certifications"]),
            case .string(let description)? = fields["description"]
        else { return nil }
        var metadata = CatalogueMetadata(
            source: source, idPrefix: prefix, idDigits: digits, genres: genres, certifications: certifications,
            description: description)
        for (key, value) in fields {
            switch (key, value) {
            case ("source", _), ("idPrefix", _), ("idDigits", _), ("genres", _), ("certifications", _),
                ("description", _), (_, .null):
                continue
            case ("importedAt", .string(let text)):
                guard let date = date(text) else { return nil }
                metadata.importedAt = date
            case ("files", .array(let files)):
                guard let read = datasetFiles(files) else { return nil }
                metadata.files = read
            case ("titleTypes", _):
                guard let types = strings(value) else { return nil }
                metadata.titleTypes = types
            case ("includesAdult", .bool(let adult)):
                metadata.includesAdult = adult
            default:
                return nil
            }
        }
        return metadata
    }

    private static func datasetFiles(_ values: [Value]) -> [CatalogueMetadata.DatasetFile]? {
        var files: [CatalogueMetadata.DatasetFile] = []
        for value in values {
            guard case .object(let fields) = value, case .string(let name)? = fields["name"],
                case .number(let rows)? = fields["rows"], case .number(let malformed)? = fields["malformedRows"]
            else { return nil }
            var date: Date?
            switch fields["date"] {
            case nil, .null?: date = nil
            case .string(let text)?:
                guard let parsed = Self.date(text) else { return nil }
                date = parsed
            default: return nil
            }
            files.append(CatalogueMetadata.DatasetFile(name: name, date: date, rows: rows, malformedRows: malformed))
        }
        return files
    }

    private static func strings(_ value: Value?) -> [String]? {
        guard case .array(let values)? = value else { return nil }
        var strings: [String] = []
        for value in values {
            guard case .string(let text) = value else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// "2026-11-27T16:34:11Z", as `JSONEncoder`'s `.iso8601` writes dates.
    private static func date(_ text: String) -> Date? {
        let digits = Array(text.utf8)
        guard digits.count == 20, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
            digits[10] == UInt8(ascii: "T"), digits[13] == UInt8(ascii: ":"), digits[16] == UInt8(ascii: ":"),
            digits[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in digits[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        // Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    // MARK: - JSON

    private var atEnd: Bool {
        mutating get {
            skipSpace()
            return position == bytes.count
        }
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    private mutating func value() -> Value? {
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "\""): return string().map(Value.string)
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: Value) -> Value? {
        let word = Array(word.utf8)
        guard position + word.count <= bytes.count, bytes[position..<position + word.count].elementsEqual(word)
        else { return nil }
        position += word.count
        return value
    }

    /// A whole number; nil for fractions and exponents, which the metadata never holds.
    private mutating func number() -> Value? {
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var value = 0, count = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = product + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
            count += 1
        }
        guard count > 0, position == bytes.count || ![UInt8(ascii: "."), 0x65, 0x45].contains(bytes[position])
        else { return nil }
        return .number(negative ? -value : value)
    }

    private mutating func array() -> Value? {
        var values: [Value] = []
        let closed = elements(closing: UInt8(ascii: "]")) { reader in
            guard let element = reader.value() else { return false }
            values.append(element)
            return true
        }
        return closed ? .array(values) : nil
    }

    private mutating func object() -> Value? {
        var fields: [String: Value] = [:]
        let closed = elements(closing: UInt8(ascii: "}")) { reader in
            reader.skipSpace()
            guard reader.next(is: UInt8(ascii: "\"")), let key = reader.string() else { return false }
            reader.skipSpace()
            guard reader.next(is: UInt8(ascii: ":")) else { return false }
            reader.position += 1
            guard let field = reader.value() else { return false }
            return fields.updateValue(field, forKey: key) == nil
        }
        return closed ? .object(fields) : nil
    }

    /// Reads the elements of an array or object, each with `element`, up to `closing`: after the opening
    /// bracket, elements separated by commas. False when an element fails or a separator is wrong.
    private mutating func elements(closing: UInt8, _ element: (inout CatalogueMetadataReader) -> Bool) -> Bool {
        position += 1
        skipSpace()
        if next(is: closing) {
            position += 1
            return true
        }
        while true {
            guard element(&self) else { return false }
            skipSpace()
            guard position < bytes.count else { return false }
            position += 1
            switch bytes[position - 1] {
            case UInt8(ascii: ","): continue
            case closing: return true
            default: return false
            }
        }
    }

    /// Whether the next byte is `byte`.
    private func next(is byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    /// A string; nil for escapes other than the simple ones (a `\u` escape included), which the builders do not
    /// write for these values, and for control characters.
    private mutating func string() -> String? {
        position += 1
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default: return nil
                }
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }
}
