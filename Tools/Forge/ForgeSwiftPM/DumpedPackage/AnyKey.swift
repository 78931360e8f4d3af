/// Any key of a JSON object: `dump-package` spells enumerations as objects with one key, the case's name.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The one key of an enumeration's object.
    static func only(in container: KeyedDecodingContainer<AnyKey>) throws -> AnyKey {
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription:
                        "expected an object with one key, found \(container.allKeys.map(\.stringValue).sorted())"))
        }
        return key
    }
}
