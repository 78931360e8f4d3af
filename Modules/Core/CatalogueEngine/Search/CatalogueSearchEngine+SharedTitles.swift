/// The films known by another film's title: read from the search tokens, where each film keeps its title's words
/// and, a line each, those of its other titles (its original title, and the titles of IMDb's title.akas when the
/// import read them).
extension CatalogueSearchEngine {
    /// A film that shares a title with the film asked about through another title: the title of one is among
    /// the other titles of the other.
    public struct SharedTitle: Equatable, Sendable {
        /// The other film's record index.
        public let index: Int
        /// Whether the film asked about is the one known by the other's title (its other titles hold it);
        /// else the other film is known by the asked film's title.
        public let askedFilmHasIt: Bool
    }

    /// The films whose title is one of the other titles of the film at `index`, or one of whose other titles is
    /// its title, compared as search words (case, accents, punctuation and a leading article aside); films of
    /// the very same title are not among them (a remake of one title or namesakes, told by the title alone).
    /// Empty for a catalogue whose films have no other titles, after one lookup of the title's words.
    public func filmsSharingATitle(withFilmAt index: Int) -> [SharedTitle] {
        let lines = titleLines(of: index)
        guard let title = lines.first, !title.isEmpty else { return [] }
        var found: [Int: SharedTitle] = [:]
        for (position, line) in lines.enumerated() where !line.isEmpty && (position == 0 || line != title) {
            let words = line.split(separator: UInt8(ascii: " ")).map(Array.init)
            for match in exactTitles(words, year: nil) where match.index != index && found[match.index] == nil {
                let theirs = titleLines(of: match.index)
                guard let theirTitle = theirs.first, theirTitle != title else { continue }
                if position == 0, theirs.dropFirst().contains(title) {
                    found[match.index] = SharedTitle(index: match.index, askedFilmHasIt: false)
                } else if position > 0, theirTitle == line {
                    found[match.index] = SharedTitle(index: match.index, askedFilmHasIt: true)
                }
            }
        }
        return found.values.sorted { $0.index < $1.index }
    }

    /// The search words of each title of the film at `index`, its title first, each a line as stored.
    private func titleLines(of index: Int) -> [ArraySlice<UInt8>] {
        let tokens = Array(catalogue.bytes(catalogue.rank(index).tokensRange))
        return tokens.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }
}
