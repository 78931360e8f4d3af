import FoundationEssentials
import SystemIO
import WatchlistDomain
import WatchlistDomainApi

/// `watchlist.json`: `{"version": 1, "entries": [...], "unplaced": [...]}`. An entry that cannot be read (a hand
/// edit, a field of the wrong type) never hides the others: it is kept as the JSON it was, written back after
/// the others until the person fixes or removes it, and named each time the file is read.
struct WatchlistDocument: VersionedDocument {
    /// An entry that cannot be read: where it is in the file's list, why, and its JSON as it was.
    struct DamagedEntry: Sendable, Equatable {
        /// Its place in the file's list of entries, from 1.
        let position: Int
        let reason: String
        let json: JSONValue

        /// What the person is told of it.
        var notice: DamagedWatchlistEntry { DamagedWatchlistEntry(position: position, reason: reason) }
    }

    let version: Int
    let entries: [WatchlistEntry]
    /// Rows imports kept; a file written before they were kept has none.
    let unplaced: [ListFileRow]
    /// The entries that cannot be read, in the file's order.
    var damaged: [DamagedEntry] = []

    init(version: Int, entries: [WatchlistEntry], unplaced: [ListFileRow], damaged: [DamagedEntry] = []) {
        self.version = version
        self.entries = entries
        self.unplaced = unplaced
        self.damaged = damaged
    }

    /// One element of the entries' list: an entry, or the JSON it was when it is none.
    private struct Item: Decodable {
        let entry: Result<WatchlistEntry, DecodingError>
        let json: JSONValue

        init(from decoder: any Decoder) throws {
            json = try JSONValue(from: decoder)
            do {
                entry = .success(try WatchlistEntry(from: decoder))
            } catch let error as DecodingError {
                entry = .failure(error)
            }
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        let items = try container.decode([Item].self, forKey: .entries)
        var entries: [WatchlistEntry] = []
        for (index, item) in items.enumerated() {
            switch item.entry {
            case .success(let entry): entries.append(entry)
            case .failure(let error):
                damaged.append(DamagedEntry(position: index + 1, reason: Self.reason(error), json: item.json))
            }
        }
        self.entries = entries
        unplaced = try container.decodeIfPresent([ListFileRow].self, forKey: .unplaced) ?? []
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        var list = container.nestedUnkeyedContainer(forKey: .entries)
        for entry in entries { try list.encode(entry) }
        for entry in damaged { try list.encode(entry.json) }
        try container.encode(unplaced, forKey: .unplaced)
    }

    private enum CodingKeys: String, CodingKey {
        case version, entries, unplaced
    }

    /// Why an entry is none, in a person's words.
    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "its field \"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.last.map { "its field \"\($0.stringValue)\" has the wrong type" }
                ?? "it is not a watchlist entry"
        @unknown default: "it is not a watchlist entry"
        }
    }
}

/// Any JSON value, kept to be written back as it was read.
indirect enum JSONValue: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
