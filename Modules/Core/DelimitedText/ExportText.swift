import FoundationEssentials

/// The text of an exported file, whatever it was saved as: UTF-8 (with or without a byte-order mark) when the
/// bytes are valid UTF-8, else Windows-1252 (a superset of Latin-1 for text), which older IMDb exports and
/// spreadsheet programs on Windows write.
public struct ExportText: Equatable, Sendable {
    /// How the bytes were read.
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case windows1252 = "Windows-1252"
    }

    /// The text.
    public let text: String
    /// How it was decoded.
    public let encoding: Encoding

    /// `bytes` decoded: as UTF-8 when they are valid UTF-8, else as Windows-1252.
    public init(_ bytes: Data) {
        if let text = String(validating: bytes, as: UTF8.self) {
            self.text = text
            encoding = .utf8
        } else {
            text = String(String.UnicodeScalarView(bytes.map(Self.windows1252)))
            encoding = .windows1252
        }
    }

    /// The character Windows-1252 gives `byte`: Latin-1's, but for 0x80–0x9F, where it has typographic marks.
    static func windows1252(_ byte: UInt8) -> Unicode.Scalar {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        let marks: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
            0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161,
            0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
        ]
        return Unicode.Scalar(marks[Int(byte) - 0x80]) ?? Unicode.Scalar(byte)
    }
}
