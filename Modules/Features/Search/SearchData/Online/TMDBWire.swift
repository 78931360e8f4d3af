/// TMDB's JSON (API v3, https://developer.themoviedb.org/reference): snake_case fields, errors as
/// `{"success": false, "status_code": 7, "status_message": "..."}` with an HTTP error status.
enum TMDBWire {
    struct SearchResponse: Decodable {
        let page: Int
        let results: [Summary]
        let totalPages: Int
        let totalResults: Int

        private enum CodingKeys: String, CodingKey {
            case page, results, totalPages = "total_pages", totalResults = "total_results"
        }
    }

    struct Summary: Decodable {
        let id: Int
        let title: String
        let releaseDate: String?
        let genreIDs: [Int]?
        let voteAverage: Double?
        let voteCount: Int?
        let overview: String?

        private enum CodingKeys: String, CodingKey {
            case id, title, releaseDate = "release_date", genreIDs = "genre_ids", voteAverage = "vote_average",
                voteCount = "vote_count", overview
        }
    }

    struct Detail: Decodable {
        struct Genre: Decodable { let name: String }

        let id: Int
        let title: String
        let releaseDate: String?
        let runtime: Int?
        let budget: Int?
        let genres: [Genre]?
        let voteAverage: Double?
        let voteCount: Int?
        let overview: String?

        private enum CodingKeys: String, CodingKey {
            case id, title, releaseDate = "release_date", runtime, budget, genres, voteAverage = "vote_average",
                voteCount = "vote_count", overview
        }
    }

    /// TMDB's movie genres (GET /genre/movie/list), stable ids.
    static let genreNames: [Int: String] = [
        28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 99: "Documentary", 18: "Drama",
        10751: "Family", 14: "Fantasy", 36: "History", 27: "Horror", 10402: "Music", 9648: "Mystery", 10749: "Romance",
        878: "Science Fiction", 10770: "TV Movie", 53: "Thriller", 10752: "War", 37: "Western",
    ]

    /// 1999 from "1999-03-30"; nil for "" or a missing date.
    static func year(_ date: String?) -> Int? {
        guard let date, date.count >= 4 else { return nil }
        return Int(date.prefix(4))
    }
}
