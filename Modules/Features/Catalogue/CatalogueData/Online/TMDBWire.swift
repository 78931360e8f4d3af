import PlainText

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
        let originalTitle: String?
        let releaseDate: String?
        let genreIDs: [Int]?
        let voteAverage: Double?
        let voteCount: Int?
        let overview: String?

        private enum CodingKeys: String, CodingKey {
            case id, title, originalTitle = "original_title", releaseDate = "release_date", genreIDs = "genre_ids",
                voteAverage = "vote_average", voteCount = "vote_count", overview
        }
    }

    /// `/movie/{id}?append_to_response=credits,release_dates`: the film with its crew and certifications.
    struct Detail: Decodable {
        struct Genre: Decodable { let name: String }

        struct Credits: Decodable {
            struct CrewMember: Decodable {
                let name: String
                let job: String?
            }
            let crew: [CrewMember]?
        }

        /// Per country, each release with its certification ("" when none was given).
        struct ReleaseDates: Decodable {
            struct Country: Decodable {
                struct Release: Decodable {
                    let certification: String?
                    /// 1 premiere, 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV.
                    let type: Int?
                }
                let country: String
                let releaseDates: [Release]

                private enum CodingKeys: String, CodingKey {
                    case country = "iso_3166_1", releaseDates = "release_dates"
                }
            }
            let results: [Country]
        }

        let id: Int
        let title: String
        let originalTitle: String?
        let releaseDate: String?
        let runtime: Int?
        let budget: Int?
        let genres: [Genre]?
        let voteAverage: Double?
        let voteCount: Int?
        let overview: String?
        let credits: Credits?
        let releaseDates: ReleaseDates?

        private enum CodingKeys: String, CodingKey {
            case id, title, originalTitle = "original_title", releaseDate = "release_date", runtime, budget, genres,
                voteAverage = "vote_average", voteCount = "vote_count", overview, credits,
                releaseDates = "release_dates"
        }

        /// The directors, in the crew's order, each once.
        var directors: [String] {
            var seen: Set<String> = []
            return (credits?.crew ?? []).filter { $0.job == "Director" && seen.insert($0.name).inserted }.map(\.name)
        }

        /// The US certification: the theatrical release's when it has one, else any US release's.
        var usCertification: String? {
            let releases = releaseDates?.results.first { $0.country == "US" }?.releaseDates ?? []
            let rated = releases.filter { !($0.certification ?? "").trimmingWhitespace().isEmpty }
            return (rated.first { $0.type == 3 } ?? rated.first)?.certification
        }
    }

    /// TMDB's movie genres (GET /genre/movie/list), stable ids.
    static let genreNames: [Int: String] = [
        28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 99: "Documentary", 18: "Drama",
        10751: "Family", 14: "Fantasy", 36: "History", 27: "Horror", 10402: "Music", 9648: "Mystery", 10749: "Romance",
        878: "Science Fiction", 10770: "TV Movie", 53: "Thriller", 10752: "War", 37: "Western",
    ]

    /// TMDB serves search pages 1 to 500 (later pages are refused with HTTP 400 or 422).
    static let lastPage = 500

    /// The rating only when someone voted: TMDB reports 0.0 for a film nobody rated.
    static func rating(_ average: Double?, votes: Int?) -> Double? {
        guard let average, let votes, votes > 0 else { return nil }
        return average
    }

    /// 1999 from "1999-03-30"; nil for "" or a missing date.
    static func year(_ date: String?) -> Int? {
        guard let date, date.count >= 4 else { return nil }
        return Int(date.prefix(4))
    }
}
