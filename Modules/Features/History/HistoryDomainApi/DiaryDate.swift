/// A calendar day as a diary keeps it, `2026-11-27`: no time of day and no time zone, so a film seen on a day
/// stays on that day wherever the diary is read.
public struct DiaryDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month.
    public let day: Int

    /// The year of the first film shown (1874): no viewing can be earlier.
    public static let firstFilmYear = 1874

    /// The day, or nil when there is no such day (February 30th, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD`, exactly; nil for anything else or a day that does not exist.
    public init?(_ text: String) {
        // Byte by byte: a diary of thousands of days is read on every command that shows it.
        var text = text
        guard let date = text.withUTF8({ Self.fields(of: $0) }) else { return nil }
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// The day the UTF-8 bytes `YYYY-MM-DD` name, exactly as `init(_:)` reads their text; nil for anything else.
    /// (Bytes in memory, not a generic collection: a generic call across modules is not specialised, and looked
    /// its types up at run time for every day of a history.)
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let date = Self.fields(of: bytes) else { return nil }
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// The year, month and day of the ten bytes `YYYY-MM-DD`, or nil.
    private static func fields(of bytes: UnsafeBufferPointer<UInt8>) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count == 10 else { return nil }
        var values = (0, 0, 0)
        for offset in 0..<10 {
            let byte = bytes[offset]
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte &- UInt8(ascii: "0"))
            switch offset {
            case ..<4: values.0 = values.0 * 10 + digit
            case ..<7: values.1 = values.1 * 10 + digit
            default: values.2 = values.2 * 10 + digit
            }
        }
        return values
    }

    /// `2026-11-27`.
    public var description: String {
        let pad = { (value: Int, width: Int) in
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Earlier days first.
    public static func < (lhs: DiaryDate, rhs: DiaryDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// A day is written as `"2026-11-27"`.
extension DiaryDate: Codable {
    /// Reads `"YYYY-MM-DD"`; anything else, or a day that does not exist, is corrupt data.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = DiaryDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a YYYY-MM-DD day")
        }
        self = date
    }

    /// Writes the value as the file keeps it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
