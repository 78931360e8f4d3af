import PlainText

/// A rating out of 10 as stars and a number, coloured by level: `★★★★☆ 8.1`.
public enum RatingView {
    /// The style for a rating: high from 7.5, medium from 5.5, low below.
    public static func token(for rating: Double) -> StyleToken {
        rating >= 7.5 ? .ratingHigh : rating >= 5.5 ? .ratingMedium : .ratingLow
    }

    /// Five stars (each worth 2 points, rounded to the nearest star) and the rating with one decimal.
    public static func render(_ rating: Double, painter: Painter, usesStars: Bool = true) -> String {
        let clamped = min(10, max(0, rating))
        let filled = Int((clamped / 2).rounded())
        let stars =
            usesStars
            ? String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
            : String(repeating: "*", count: filled) + String(repeating: ".", count: 5 - filled)
        return painter.paint("\(stars) \(NumberText.oneDecimal(clamped))", token(for: clamped))
    }
}
