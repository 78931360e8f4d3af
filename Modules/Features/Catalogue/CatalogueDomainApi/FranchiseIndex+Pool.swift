extension FranchiseIndex {
    /// The index of those of `pool`'s films that may be akin to one of the titles `asked` (read already, for
    /// `kin(of:year:)` to read them again), as `init(titles:years:kinOf:)` makes it of the pool's titles and years:
    /// the titles are filtered as the pool reads them (`FilmPool.title(at:satisfies:)`, in place), and only those
    /// let through are read as a `String`.
    public init(pool: FilmPool, kinOf asked: [FranchiseTitle]) {
        let starts = StemStarts(of: asked)
        let titles = (0..<pool.count).map { position in
            pool.title(at: position, satisfies: { starts.mayBegin(utf8: $0) })
                ? FranchiseTitle(pool.title(at: position)) : nil
        }
        self.init(titles: titles, years: pool.years, prefixes: Self.prefixes(readBy: asked))
    }
}
