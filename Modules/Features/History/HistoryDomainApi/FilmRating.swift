/// A rating as the person gave it, on the scale they gave it on, kept exactly: IMDb's whole points from 1 to 10,
/// or Letterboxd's stars from half a star to five, in halves. Neither is ever stored through the other.
public enum FilmRating: Sendable, Hashable, CustomStringConvertible {
    /// IMDb's scale: 1 to 10 points.
    case points(Int)
    /// Letterboxd's scale, counted in half stars: 1 (half a star) to 10 (five stars).
    case halfStars(Int)

    /// The whole points IMDb allows.
    public static let pointRange = 1...10

    /// `7` on IMDb's scale; nil unless a whole number from 1 to 10.
    public init?(points text: String) {
        guard let value = Int(text), Self.pointRange.contains(value) else { return nil }
        self = .points(value)
    }

    /// `3.5` stars; nil unless a multiple of a half from 0.5 to 5.
    public init?(stars text: String) {
        guard let value = Double(text), value.isFinite else { return nil }
        let halves = value * 2
        guard halves == halves.rounded(), Self.pointRange.contains(Int(halves)) else { return nil }
        self = .halfStars(Int(halves))
    }

    /// The rating out of ten: points as they are, stars doubled (exact, since a half star is one tenth).
    public var outOfTen: Int {
        switch self {
        case .points(let points): points
        case .halfStars(let halves): halves
        }
    }

    /// The stars as Letterboxd writes them: `3.5`, `4`.
    public var starsText: String {
        guard case .halfStars(let halves) = self else { return "" }
        return halves.isMultiple(of: 2) ? String(halves / 2) : "\(halves / 2).5"
    }

    /// `7/10` or `3.5 stars`.
    public var description: String {
        switch self {
        case .points(let points): "\(points)/10"
        case .halfStars(let halves): "\(starsText) star\(halves == 2 ? "" : "s")"
        }
    }
}

/// `{"scale": "points", "value": 7}` or `{"scale": "stars", "value": 3.5}`: the scale it was given on, kept.
extension FilmRating: Codable {
    private enum CodingKeys: String, CodingKey {
        case scale, value
    }

    /// Reads a rating on the scale it names; a value the scale does not allow is corrupt data.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let scale = try container.decode(String.self, forKey: .scale)
        let value = try container.decode(Double.self, forKey: .value)
        let rating =
            scale == "points" ? FilmRating(points: String(Int(exactly: value) ?? 0)) : FilmRating(stars: String(value))
        guard let rating, scale == "points" || scale == "stars" else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "\(value) is not a rating in \(scale)")
        }
        self = rating
    }

    /// Writes the value as the file keeps it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .points(let points):
            try container.encode("points", forKey: .scale)
            try container.encode(points, forKey: .value)
        case .halfStars(let halves):
            try container.encode("stars", forKey: .scale)
            try container.encode(Double(halves) / 2, forKey: .value)
        }
    }
}
