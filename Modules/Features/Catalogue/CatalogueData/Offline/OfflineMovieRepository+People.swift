import CatalogueDomainApi
import CatalogueEngine
import FoundationEssentials

/// People, from the catalogue's people section: never a scan of the films.
extension OfflineMovieRepository {
    /// How many films a person's entry in a list of people shows.
    static let knownForCount = 3

    func credits(of id: MovieID) async throws(CatalogueError) -> [Credit] {
        guard let people = catalogue.people else { return [] }
        guard let number = catalogue.metadata.number(inID: id.rawValue), let index = catalogue.index(ofID: number)
        else { return [] }
        return people.credits(ofFilm: index).map { credit(for: $0, in: people) }
    }

    /// Counted by person over the films' credit records; ties go to the person the catalogue lists first (the
    /// oldest IMDb id), so only the names shown are read (at IMDb size a year of films credits thousands of people,
    /// most of them once, and each name read is a page touched).
    func mostCredited(in films: [MovieID], billedCast: Int, limit: Int) async throws(CatalogueError) -> CreditTally {
        guard let people = catalogue.people else { return CreditTally(directors: [], actors: [], knowsPeople: false) }
        var directed: [Int: Int] = [:], played: [Int: Int] = [:], knowsPeople = false
        for film in films {
            guard let number = catalogue.metadata.number(inID: film.rawValue),
                let index = catalogue.index(ofID: number)
            else { continue }
            var directors = Set<Int>(), actors = Set<Int>()
            for credit in people.credits(ofFilm: index) {
                knowsPeople = true
                switch credit.category.role.creditRole {
                case .director: directors.insert(credit.person)
                case .actor where credit.billing != 0 && credit.billing <= billedCast: actors.insert(credit.person)
                default: continue
                }
            }
            for person in directors { directed[person, default: 0] += 1 }
            for person in actors { played[person, default: 0] += 1 }
        }
        return CreditTally(
            directors: mostCredited(directed, limit: limit, in: people),
            actors: mostCredited(played, limit: limit, in: people), knowsPeople: knowsPeople)
    }

    /// The first `limit` of `counts` (films per person index), most films first, named.
    private func mostCredited(_ counts: [Int: Int], limit: Int, in people: CataloguePeople) -> [CreditTally.Entry] {
        counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(max(0, limit)).map {
            CreditTally.Entry(name: people.string(people.person($0.key).nameRange), films: $0.value)
        }
    }

    func people(named name: String, limit: Int) async throws(CatalogueError) -> PeopleResult {
        let people = try peopleSection(for: "look people up")
        let finder = PeopleFinder(people: people)
        let found = finder.postings(named: name)
        let ranked = finder.ranked(found.people, named: name, typos: found.typos)
        return PeopleResult(
            people: ranked.people.prefix(limit).map { person(at: $0, in: people) }, totalCount: ranked.people.count,
            exactCount: ranked.exactCount)
    }

    func filmography(of id: PersonID, role: CreditRole?) async throws(CatalogueError) -> Filmography {
        let people = try peopleSection(for: "look people up")
        guard let number = PrefixedID.imdbPerson.number(in: id.rawValue), let index = people.index(ofPersonID: number)
        else {
            throw .notFound("no person has the id \(id.rawValue) in \(name)")
        }
        let credits = people.credits(ofPerson: index).filter { role == nil || $0.category.role.creditRole == role }
        // The films' records, then their strings, asked for in two batches (a cold cache reads each batch at once).
        catalogue.prefetchRecords(credits.map(\.film))
        let records = credits.map { catalogue.record($0.film) }
        catalogue.prefetchStrings(of: records)
        let entries = zip(credits, records).map { credit, record in
            Filmography.Entry(movie: movie(record), credit: self.credit(for: credit, in: people))
        }
        return Filmography(person: person(at: index, in: people), entries: entries)
    }

    func personID(from text: String) -> PersonID? {
        guard let number = PrefixedID.imdbPerson.number(in: text), catalogue.people?.index(ofPersonID: number) != nil
        else {
            return nil
        }
        return PersonID(PrefixedID.imdbPerson.text(number))
    }

    /// The record indexes of the films in which someone named `name` had `role`, and the names that did (the
    /// first four: a scope note shows three; thousands of people share a common name, and each name read is a
    /// page touched).
    func films(of name: String, as role: CreditRole) throws(CatalogueError) -> (records: Set<Int>, names: Set<String>) {
        let people = try peopleSection(for: "find films by \(role.rawValue)", role: role)
        var records = Set<Int>()
        var names = Set<String>()
        let bit = Int(CatalogueLayout.People.roleBit(CatalogueRole(role)))
        // A name posting says which roles its person has: the others are skipped without reading their credits.
        for posting in PeopleFinder(people: people).postings(named: name).people where posting & bit != 0 {
            let index = posting >> 8
            let credits = people.credits(ofPerson: index).filter { $0.category.role.creditRole == role }
            guard !credits.isEmpty else { continue }
            records.formUnion(credits.map(\.film))
            if names.count <= 3 { names.insert(people.string(people.person(index).nameRange)) }
        }
        return (records, names)
    }

    /// The people section; `unsupported`, saying how to get one, when the catalogue has none or (for the cast)
    /// was imported without title.principals.
    private func peopleSection(
        for purpose: String, role: CreditRole? = nil
    ) throws(CatalogueError)
        -> CataloguePeople
    {
        guard let people = catalogue.people else {
            throw .unsupported(
                "\(name) has no people; import IMDb's datasets (movieland catalogue update) to \(purpose)")
        }
        let principals = IMDbDatasetFiles.Dataset.principals.rawValue
        if role != nil, role != .director, role != .writer,
            catalogue.metadata.files?.contains(where: { $0.name.hasPrefix(principals) }) != true
        {
            throw .unsupported(
                "\(name) has no cast: it was imported without \(principals).tsv.gz; run movieland catalogue update "
                    + "(or import that file too) to \(purpose)")
        }
        return people
    }

    private func credit(for credit: CataloguePeople.Credit, in people: CataloguePeople) -> Credit {
        let person = people.person(credit.person)
        let text = people.string(credit.textRange)
        let plays = credit.category.playsCharacters
        return Credit(
            person: PersonID(PrefixedID.imdbPerson.text(person.id)), name: people.string(person.nameRange),
            role: credit.category.role.creditRole, category: credit.category.imdbName,
            characters: plays && !text.isEmpty ? text.split(separator: "\n").map(String.init) : [],
            job: plays || text.isEmpty ? nil : text, billing: credit.billing == 0 ? nil : credit.billing)
    }

    private func person(at index: Int, in people: CataloguePeople) -> Person {
        let person = people.person(index)
        var films: [Int] = []
        for credit in people.credits(ofPerson: index) where !films.contains(credit.film) { films.append(credit.film) }
        return Person(
            id: PersonID(PrefixedID.imdbPerson.text(person.id)), name: people.string(person.nameRange),
            filmCount: films.count,
            knownFor: films.prefix(Self.knownForCount).map { movie(catalogue.record($0)) })
    }

}
