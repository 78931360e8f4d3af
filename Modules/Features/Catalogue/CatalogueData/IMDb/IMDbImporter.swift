import CatalogueDomain
import CatalogueEngine
import FoundationEssentials

/// Builds a catalogue file from the IMDb datasets, streaming each file once:
///
/// 1. title.ratings: rating and votes by title;
/// 2. title.basics: the films of the chosen types (adult ones only when asked), with title, original title,
///    year, runtime and genres;
/// 3. title.crew: the directors and writers of those films, by id;
/// 4. title.principals: their billed cast with the characters played, writers with their jobs, directors,
///    composers and cinematographers (most of its rows are for other titles, dropped on their id);
/// 5. name.basics: the names of the people credited;
/// 6. title.akas: the other titles those films are known by, for search and for `similar` to tell remakes.
///
/// Only the kept films' data is held in memory; every other row is looked at and dropped. Without people
/// (`CatalogueImportOptions.includePeople`), title.principals is not read, name.basics only for the directors'
/// names, and the file has no people section.
struct IMDbImporter {
    /// What an import read and wrote.
    struct Result {
        let filmCount: Int
        let sizeBytes: Int
        let metadata: CatalogueMetadata
        let malformed: [IMDbDatasetReader.MalformedRow]
        let malformedCount: Int
    }

    /// Other titles kept per film: the first ones IMDb lists (most films have fewer).
    static let maximumAlternativeTitles = 24
    /// Genres a catalogue can name (the genre bits are 32); IMDb has 28.
    static let maximumGenres = 32

    let files: IMDbDatasetFiles
    let options: CatalogueImportOptions
    /// When each file was published (Last-Modified), by dataset; the file's modification time otherwise.
    var publishedDates: [IMDbDatasetFiles.Dataset: Date] = [:]
    var now: @Sendable () -> Date = { Date() }

    /// Reads the files and writes the catalogue to `path`.
    func run(writingTo path: String, progress: @escaping (WorkProgress) -> Void) throws -> Result {
        var state = ImportState(options: options)
        var pass = DatasetPass(files: files, progress: progress)
        try readFilms(into: &state, with: &pass)
        try readCrew(into: &state, with: &pass)
        if options.includePeople { try readPrincipals(into: &state, with: &pass) }
        try readNames(into: &state, with: &pass)
        try pass.read(.akas, columns: ["titleId", "title"]) { row, column in
            guard let id = row.identifier(column[0], prefix: .title), let index = state.filmIndex[id],
                state.entries[index].alternativeTitles.count < Self.maximumAlternativeTitles,
                let title = row.text(column[1])
            else { return }
            state.entries[index].alternativeTitles.append(Self.clean(title))
        }
        for (index, directors) in state.directorIDs {
            state.entries[index].directors = directors.compactMap(state.people.knownName).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
        let metadata = self.metadata(genres: state.genres, summaries: pass.summaries)
        let people = state.people.isEmpty || !options.includePeople ? nil : state.people
        state.people = CataloguePeopleInput()
        let size = try writeCatalogue(state.entries, people: people, metadata: metadata, to: path, progress: progress)
        let malformed = pass.summaries.flatMap(\.1.malformed)
        return Result(
            filmCount: state.entries.count, sizeBytes: size, metadata: metadata,
            malformed: Array(malformed.prefix(IMDbDatasetReader.keptMalformed)),
            malformedCount: pass.summaries.reduce(0) { $0 + $1.1.malformedCount })
    }

    /// One dataset file at a time, with its progress, each file's summary kept.
    private struct DatasetPass {
        let files: IMDbDatasetFiles
        let progress: (WorkProgress) -> Void
        var summaries: [(IMDbDatasetFiles.Dataset, IMDbDatasetReader.Summary)] = []

        /// Reads `dataset`'s `columns`, row by row, when the dataset was given; rows `keep` refuses on their
        /// first field are skipped unsplit.
        mutating func read(
            _ dataset: IMDbDatasetFiles.Dataset, columns: [String],
            keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil, _ body: (IMDbDatasetReader.Row, [Int]) throws -> Void
        ) throws {
            guard let path = files.paths[dataset] else { return }
            let phase = "Reading " + IMDbDatasetFiles.fileName(of: path)
            let progress = self.progress
            let summary = try IMDbDatasetReader(path: path).read(
                columns: columns,
                progress: { progress(WorkProgress(phase: phase, completed: $0, total: $1, unit: .bytes)) }, keep: keep,
                body)
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            progress(WorkProgress(phase: phase, completed: size, total: size, unit: .bytes, isFinished: true))
            summaries.append((dataset, summary))
        }
    }

    /// The ratings, then the titles that are films of the kinds asked for.
    private func readFilms(into state: inout ImportState, with pass: inout DatasetPass) throws {
        try pass.read(.ratings, columns: ["tconst", "averageRating", "numVotes"]) { row, column in
            guard let id = row.identifier(column[0], prefix: .title) else {
                throw IMDbDatasetReader.Rejection(reason: "tconst is not an IMDb title id")
            }
            guard let rating = row.tenths(column[1]), (0...100).contains(rating), let votes = row.integer(column[2])
            else {
                throw IMDbDatasetReader.Rejection(reason: "averageRating or numVotes is not a number")
            }
            state.ratings[id] = (UInt16(rating), UInt32(clamping: votes))
        }
        try pass.read(
            .basics,
            columns: [
                "tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "runtimeMinutes",
                "genres",
            ]
        ) { row, column in try state.addFilm(row, column) }
        state.ratings = [:]
    }

    /// Each film's directors and writers, by id.
    private func readCrew(into state: inout ImportState, with pass: inout DatasetPass) throws {
        let films = state.filmIndex
        let keep = { (field: UnsafeBufferPointer<UInt8>) -> Bool in
            IMDbDatasetReader.Row.identifier(in: field, prefix: .title).map { films[$0] != nil } ?? true
        }
        try pass.read(.crew, columns: ["tconst", "directors", "writers"], keep: keep) { row, column in
            guard let id = row.identifier(column[0], prefix: .title) else {
                throw IMDbDatasetReader.Rejection(reason: "tconst is not an IMDb title id")
            }
            guard let index = state.filmIndex[id] else { return }
            let directors = row.identifiers(column[1], prefix: .name)
            state.directorIDs[index] = directors
            for director in directors {
                state.people.add(entry: index, person: director, category: .director, billing: 0, text: [])
            }
            for writer in row.identifiers(column[2], prefix: .name) where options.includePeople {
                state.people.add(entry: index, person: writer, category: .writer, billing: 0, text: [])
            }
        }
    }

    /// The films' billed people. Rows come grouped by title, so a title's film is looked up once, on the row's
    /// first field, and the rows of other titles are skipped unsplit.
    private func readPrincipals(into state: inout ImportState, with pass: inout DatasetPass) throws {
        let films = state.filmIndex
        var title: UInt32 = 0
        var film: Int?
        let keep = { (field: UnsafeBufferPointer<UInt8>) -> Bool in
            // A row without a title id is kept, to be reported as malformed.
            guard let id = IMDbDatasetReader.Row.identifier(in: field, prefix: .title) else { return true }
            if id != title { (title, film) = (id, films[id]) }
            return film != nil
        }
        try pass.read(
            .principals, columns: ["tconst", "ordering", "nconst", "category", "job", "characters"], keep: keep
        ) { row, column in
            guard row.identifier(column[0], prefix: .title) != nil else {
                throw IMDbDatasetReader.Rejection(reason: "tconst is not an IMDb title id")
            }
            guard let film, let category = CreditCategory(imdbName: row.bytes(column[3])) else { return }
            guard let person = row.identifier(column[2], prefix: .name) else {
                throw IMDbDatasetReader.Rejection(reason: "nconst is not an IMDb name id")
            }
            guard let ordering = row.integer(column[1]), ordering > 0 else {
                throw IMDbDatasetReader.Rejection(reason: "ordering is not a positive number")
            }
            let text = try Self.creditText(row, category: category, job: column[4], characters: column[5])
            state.people.add(entry: film, person: person, category: category, billing: ordering, text: text.utf8)
        }
    }

    /// The characters played (newline-separated) for the cast, the job for the crew; control characters out.
    private static func creditText(
        _ row: IMDbDatasetReader.Row, category: CreditCategory, job: Int, characters: Int
    ) throws -> String {
        guard category.playsCharacters else { return row.text(job).map(clean) ?? "" }
        guard !row.isNull(characters) else { return "" }
        guard let list = CharacterList.decode(row.bytes(characters)) else {
            throw IMDbDatasetReader.Rejection(reason: "characters is not a JSON list of strings")
        }
        return list.map { clean($0).replacing("\n", with: " ") }.filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// The names of the people credited.
    private func readNames(into state: inout ImportState, with pass: inout DatasetPass) throws {
        try pass.read(.names, columns: ["nconst", "primaryName"]) { row, column in
            guard let id = row.identifier(column[0], prefix: .name), state.people.isCredited(id),
                let name = row.text(column[1])
            else { return }
            state.people.setName(Self.clean(name), of: id)
        }
    }

    private func metadata(
        genres: [String], summaries: [(IMDbDatasetFiles.Dataset, IMDbDatasetReader.Summary)]
    ) -> CatalogueMetadata {
        CatalogueMetadata(
            source: "imdb", idPrefix: "tt", idDigits: 7, genres: genres, certifications: [""],
            description: "the IMDb datasets (personal, non-commercial use)", importedAt: now(),
            files: summaries.map { dataset, summary in
                CatalogueMetadata.DatasetFile(
                    name: files.paths[dataset].map(IMDbDatasetFiles.fileName) ?? dataset.publishedName,
                    date: publishedDates[dataset] ?? modificationDate(dataset),
                    rows: summary.rows, malformedRows: summary.malformedCount)
            },
            titleTypes: options.titleTypes, includesAdult: options.includeAdult)
    }

    private func writeCatalogue(
        _ entries: [CatalogueEntry], people: CataloguePeopleInput?, metadata: CatalogueMetadata, to path: String,
        progress: @escaping (WorkProgress) -> Void
    ) throws -> Int {
        let phase = "Building the index"
        let total = entries.count
        let size = try CatalogueWriter(metadata: metadata).write(entries, people: people, to: path) {
            progress(WorkProgress(phase: phase, completed: $0, total: total, unit: .films))
        }
        progress(WorkProgress(phase: phase, completed: total, total: total, unit: .films, isFinished: true))
        return size
    }

    private func modificationDate(_ dataset: IMDbDatasetFiles.Dataset) -> Date? {
        files.paths[dataset].flatMap {
            try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date
        }
    }

    /// Text from a dataset without control characters (a terminal escape in a title must not reach one).
    static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isControl($0) }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

/// What the import holds between files.
private struct ImportState {
    let typeNames: Set<[UInt8]>
    let includeAdult: Bool
    var ratings: [UInt32: (rating10: UInt16, votes: UInt32)] = [:]
    var entries: [CatalogueEntry] = []
    var filmIndex: [UInt32: Int] = [:]
    var genres: [String] = []
    var genreBits: [[UInt8]: UInt32] = [:]
    var directorIDs: [Int: [UInt32]] = [:]
    var people = CataloguePeopleInput()

    init(options: CatalogueImportOptions) {
        typeNames = Set(options.titleTypes.map { Array($0.utf8) })
        includeAdult = options.includeAdult
    }

    /// Keeps a title.basics row when it is a film of the chosen types.
    mutating func addFilm(_ row: IMDbDatasetReader.Row, _ column: [Int]) throws {
        // Most rows are episodes: they are dropped on their type's bytes, before any text is made.
        guard typeNames.contains(where: { $0.elementsEqual(row.bytes(column[1])) }) else { return }
        guard includeAdult || !row.bytes(column[4]).elementsEqual("1".utf8) else { return }
        guard let id = row.identifier(column[0], prefix: .title) else {
            throw IMDbDatasetReader.Rejection(reason: "tconst is not an IMDb title id")
        }
        guard let title = row.text(column[2]).map(IMDbImporter.clean), !title.isEmpty else {
            throw IMDbDatasetReader.Rejection(reason: "primaryTitle is empty")
        }
        guard filmIndex[id] == nil else {
            throw IMDbDatasetReader.Rejection(reason: "tconst tt\(id) appears twice")
        }
        var entry = CatalogueEntry(id: id, title: title)
        if let original = row.text(column[3]).map(IMDbImporter.clean), original != title, !original.isEmpty {
            entry.originalTitle = original
        }
        entry.year = UInt16(clamping: row.integer(column[5]) ?? 0)
        entry.runtime = UInt16(clamping: row.integer(column[6]) ?? 0)
        if !row.isNull(column[7]) {
            for genre in row.bytes(column[7]).split(separator: UInt8(ascii: ",")) {
                entry.genreBits |= bit(forGenre: Array(genre))
            }
        }
        if let rating = ratings[id] {
            entry.rating10 = rating.rating10
            entry.votes = rating.votes
        }
        filmIndex[id] = entries.count
        entries.append(entry)
    }

    private mutating func bit(forGenre name: [UInt8]) -> UInt32 {
        if let bit = genreBits[name] { return bit }
        guard genres.count < IMDbImporter.maximumGenres else { return 0 }
        let bit: UInt32 = 1 << UInt32(genres.count)
        genres.append(String(decoding: name, as: UTF8.self))
        genreBits[name] = bit
        return bit
    }
}
