/// The people an import found, as `CatalogueWriter` takes them: every credit by the film's entry index, and
/// the credited people's names by the number in their nm id. Texts live in shared byte buffers: millions of
/// credits, no allocation each.
public struct CataloguePeopleInput {
    /// One credit as imported.
    struct Credit {
        /// The film's index among the writer's entries (not yet its record index).
        let entry: UInt32
        /// The number in the person's nm id.
        let person: UInt32
        /// Into `text`: the characters played (newline-separated) or the job.
        let textOffset: UInt32
        let textLength: UInt16
        let category: CreditCategory
        /// From title.principals' ordering; 0 when only title.crew names them.
        let billing: UInt8
    }

    private(set) var credits: [Credit] = []

    /// No credits yet.
    public init() {}
    private(set) var text: [UInt8] = []
    /// Offset into `nameBytes` << 16 | length, by person number.
    private var names: [UInt32: UInt64] = [:]
    private var nameBytes: [UInt8] = []

    /// Adds a credit; its text is cut to what a field holds.
    public mutating func add(
        entry: Int, person: UInt32, category: CreditCategory, billing: Int, text credited: some Collection<UInt8>
    ) {
        let offset = text.count
        text += credited.prefix(CatalogueWriter.maximumFieldBytes)
        credits.append(
            Credit(
                entry: UInt32(entry), person: person, textOffset: UInt32(offset),
                textLength: UInt16(text.count - offset), category: category, billing: UInt8(clamping: billing)))
        if names[person] == nil { names[person] = 0 }
    }

    /// Whether no credit was added.
    public var isEmpty: Bool { credits.isEmpty }

    /// How many people the credits name.
    public var personCount: Int { names.count }

    /// Whether some credit names the person numbered `person` (only their names are kept).
    public func isCredited(_ person: UInt32) -> Bool { names[person] != nil }

    /// Records the name of a credited person.
    public mutating func setName(_ name: String, of person: UInt32) {
        let offset = nameBytes.count
        nameBytes += name.utf8.prefix(CatalogueWriter.maximumFieldBytes)
        names[person] = UInt64(offset) << 16 | UInt64(nameBytes.count - offset)
    }

    /// The name name.basics gave the person numbered `person`, if any.
    public func knownName(of person: UInt32) -> ArraySlice<UInt8>? {
        guard let packed = names[person], packed & 0xFFFF > 0 else { return nil }
        let offset = Int(packed >> 16)
        return nameBytes[offset..<(offset + Int(packed & 0xFFFF))]
    }

    /// The credit's text.
    func text(of credit: Credit) -> ArraySlice<UInt8> {
        text[Int(credit.textOffset)..<(Int(credit.textOffset) + Int(credit.textLength))]
    }
}
