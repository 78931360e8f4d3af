import Foundation
import Testing

@testable import DesignSystem
@testable import PlainText

@Suite struct ComponentRenderingTests {
    private let colour = Painter(colorEnabled: true)

    private var movies: Table {
        Table(
            columns: [
                Table.Column("#", alignment: .right), Table.Column("Title", isFlexible: true),
                Table.Column("Year", alignment: .right), Table.Column("Rating", alignment: .right),
            ],
            rows: [
                ["1", "The Lord of the Rings: The Fellowship of the Ring", "2001", "8.8"],
                ["2", "東京物語", "1953", "8.2"],
                ["3", "Matrix, The", "1999", Table.Cell("8.5", style: .ratingHigh)],
            ])
    }

    @Test func plainTableFitsItsNaturalWidth() {
        #expect(
            movies.render(width: 100, painter: .plain) == """
                #  Title                                              Year  Rating
                ─  ─────────────────────────────────────────────────  ────  ──────
                1  The Lord of the Rings: The Fellowship of the Ring  2001     8.8
                2  東京物語                                           1953     8.2
                3  Matrix, The                                        1999     8.5

                """)
    }

    @Test func theFlexibleColumnShrinksFirstWithAnEllipsis() {
        let rendered = movies.render(width: 40, painter: .plain)
        #expect(
            rendered == """
                #  Title                    Year  Rating
                ─  ───────────────────────  ────  ──────
                1  The Lord of the Rings:…  2001     8.8
                2  東京物語                 1953     8.2
                3  Matrix, The              1999     8.5

                """)
        for line in rendered.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 40) }
    }

    @Test func aWideCharacterIsNeverCutInHalf() {
        let table = Table(columns: [Table.Column("Title", isFlexible: true)], rows: [["東京物語"]])
        #expect(table.render(width: 6, painter: .plain) == "Title\n──────\n東京…\n")
    }

    @Test func asciiAndUnicodeBorders() {
        let table = Table(
            columns: [Table.Column("Title"), Table.Column("Votes", alignment: .right)],
            rows: [["Alien", "1,024"]], border: .ascii)
        #expect(
            table.render(width: 80, painter: .plain) == """
                +-------+-------+
                | Title | Votes |
                +-------+-------+
                | Alien | 1,024 |
                +-------+-------+

                """)
        let boxed = Table(columns: table.columns, rows: table.rows, border: .unicode)
        #expect(
            boxed.render(width: 80, painter: .plain) == """
                ┌───────┬───────┐
                │ Title │ Votes │
                ├───────┼───────┤
                │ Alien │ 1,024 │
                └───────┴───────┘

                """)
    }

    @Test func colourWrapsStyledCellsInEscapeSequences() {
        let table = Table(columns: [Table.Column("R")], rows: [[Table.Cell("8.5", style: .ratingHigh)]])
        #expect(
            table.render(width: 80, painter: colour)
                == "\u{1B}[1mR\u{1B}[0m\n\u{1B}[2m───\u{1B}[0m\n\u{1B}[1;32m8.5\u{1B}[0m\n")
    }

    @Test func cellsFromOutsideAreSanitised() {
        let table = Table(columns: [Table.Column("Title")], rows: [["Evil\u{1B}[2J\u{1B}]0;owned\u{07} Film"]])
        #expect(table.render(width: 80, painter: .plain) == "Title\n─────────\nEvil Film\n")
    }

    @Test func keyValueListAlignsKeys() {
        let list = KeyValueList([
            .init("Title", "The Matrix"), .init("Year", "1999"), .init("Rating", "8.5", style: .ratingHigh),
        ])
        #expect(list.render(width: 80, painter: .plain) == "Title:  The Matrix\nYear:   1999\nRating: 8.5\n")
        #expect(
            list.render(width: 80, painter: colour).hasSuffix("\u{1B}[2mRating:\u{1B}[0m \u{1B}[1;32m8.5\u{1B}[0m\n"))
        #expect(list.render(width: 12, painter: .plain).hasPrefix("Title:  The…\n"))
    }

    @Test func barChartScalesToTheWidth() {
        let chart = BarChart(bars: [
            .init(label: "10", value: 44.5, valueText: "44.5%"), .init(label: "9", value: 24.5, valueText: "24.5%"),
            .init(label: "1", value: 0, valueText: "0%"),
        ])
        #expect(
            chart.render(width: 30, painter: .plain) == """
                10 █████████████████████ 44.5%
                 9 ███████████▌          24.5%
                 1                          0%

                """)
        let ascii = BarChart(bars: chart.bars, usesBlocks: false)
        #expect(
            ascii.render(width: 30, painter: .plain).hasPrefix(
                "10 ##################### 44.5%\n 9 ############          24.5%\n"))
    }

    @Test func ratingShowsStarsAndLevel() {
        #expect(RatingView.render(8.1, painter: .plain) == "★★★★☆ 8.1")
        #expect(RatingView.render(2.0, painter: .plain, usesStars: false) == "*.... 2.0")
        #expect(RatingView.render(6.0, painter: colour) == "\u{1B}[33m★★★☆☆ 6.0\u{1B}[0m")
        #expect(RatingView.token(for: 7.5) == .ratingHigh)
        #expect(RatingView.token(for: 5.4) == .ratingLow)
    }

    @Test func sectionHeaderUnderlinesTheTitle() {
        #expect(SectionHeader.render("Top 10", width: 80, painter: .plain) == "Top 10\n──────\n")
    }

    @Test func styleCoversAttributesAnd256Colours() {
        let style = TextStyle(
            bold: true, italic: true, underline: true, foreground: .palette(208), background: .brightBlack)
        #expect(colour.paint("x", style: style) == "\u{1B}[1;3;4;38;5;208;100mx\u{1B}[0m")
        #expect(Painter.plain.paint("x", style: style) == "x")
    }
}
