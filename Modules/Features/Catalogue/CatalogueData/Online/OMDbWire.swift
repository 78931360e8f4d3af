import FoundationEssentials

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
        let type: String?
        let boxOffice: String?
        let response: String
        let error: String?

        private enum CodingKeys: String, CodingKey {
            case title = "Title", year = "Year", rated = "Rated", runtime = "Runtime", genre = "Genre",
                director = "Director", plot = "Plot", imdbRating, imdbVotes, imdbID, type = "Type",
                boxOffice = "BoxOffice", response = "Response", error = "Error"
        }
    }

    /// OMDb serves search pages 1 to 100; for a later page it answers page 1 again.
    static let lastPage = 100
    /// "Not found" is definitive but may change as OMDb adds films: kept ten minutes.
    static let notFoundLifetime: TimeInterval = 600

    /// Whether an error text is OMDb's definitive "nothing by that title or id".
    static func isNotFound(_ message: String?) -> Bool {
        guard let message = message?.lowercased() else { return false }
        return message.contains("not found") || message.contains("incorrect imdb id")
    }

    /// What a `Type` that is not a film is, for a person ("a TV series"); nil for a film or no type.
    static func kindName(_ type: String?) -> String? {
        switch known(type)?.lowercased() {
        case nil, "movie": nil
        case "series": "a TV series"
        case "episode": "a TV episode"
        case "game": "a video game"
        case let other?: "a \(other)"
        }
    }

    /// Minutes from every form OMDb has used: "136 min", "2 h 8 min", "1h 30min", "90"; nil for "N/A".
    static func minutes(_ text: String?) -> Int? {
        guard let text = known(text)?.lowercased() else { return nil }
        var total = 0
        var number: Int?
        var unit = ""
        // A number takes the unit written after it ("h..." hours, anything else minutes); spaces and
        // thousands commas ("1,020 min") are skipped.
        func flush() {
            guard let value = number else { return }
            total += unit.hasPrefix("h") ? value * 60 : value
            number = nil
            unit = ""
        }
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                if !unit.isEmpty { flush() }
                number = (number ?? 0) * 10 + digit
            } else if character.isLetter {
                unit.append(character)
            }
        }
        flush()
        return total > 0 ? total : nil
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
