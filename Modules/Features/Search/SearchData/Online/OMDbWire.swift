/// OMDb's JSON, as https://www.omdbapi.com documents it: strings everywhere, "N/A" for unknown,
/// and errors as `{"Response": "False", "Error": "..."}`, often with HTTP 200.
enum OMDbWire {
    struct SearchResponse: Decodable {
        let search: [SearchItem]?
        let totalResults: String?
        let response: String
        let error: String?

        private enum CodingKeys: String, CodingKey {
            case search = "Search", totalResults, response = "Response", error = "Error"
        }
    }

    struct SearchItem: Decodable {
        let title: String
        let year: String
        let imdbID: String
        let type: String?

        private enum CodingKeys: String, CodingKey { case title = "Title", year = "Year", imdbID, type = "Type" }
    }

    struct Detail: Decodable {
        let title: String?
        let year: String?
        let rated: String?
        let runtime: String?
        let genre: String?
        let director: String?
        let plot: String?
        let imdbRating: String?
        let imdbVotes: String?
        let imdbID: String?
        let boxOffice: String?
        let response: String
        let error: String?

        private enum CodingKeys: String, CodingKey {
            case title = "Title", year = "Year", rated = "Rated", runtime = "Runtime", genre = "Genre",
                director = "Director", plot = "Plot", imdbRating, imdbVotes, imdbID, boxOffice = "BoxOffice",
                response = "Response", error = "Error"
        }
    }

    /// nil for OMDb's "N/A" and empty strings.
    static func known(_ text: String?) -> String? {
        guard let text, !text.isEmpty, text != "N/A" else { return nil }
        return text
    }

    /// The first number in "136 min", "2,080,000", "1999–2003".
    static func number(_ text: String?) -> Int? {
        guard let text = known(text) else { return nil }
        let digits = text.prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)
        return Int(digits)
    }
}
