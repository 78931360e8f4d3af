import Testing

@testable import DesignSystem
@testable import Terminal

@Suite struct InteractiveComponentTests {
    private let table = Table(
        columns: [Table.Column("#", alignment: .right), Table.Column("Title")],
        rows: (1...10).map { [Table.Cell(String($0)), Table.Cell("Film \($0)")] })

    @Test func theListScrollsToKeepTheSelectionInView() {
        var list = SelectableList(count: 10)
        #expect(list.selection == 0)
        #expect(
            list.render(table, width: 30, height: 5, painter: .plain) == [
                "   #  Title", "  ──  ───────", "›  1  Film 1", "   2  Film 2", "   3  Film 3",
            ])
        list.move(by: 4)
        #expect(
            list.render(table, width: 30, height: 5, painter: .plain).suffix(3) == [
                "   3  Film 3", "   4  Film 4", "›  5  Film 5",
            ])
        list.move(by: 100)
        #expect(list.selection == 9)
        #expect(list.render(table, width: 30, height: 5, painter: .plain).last == "› 10  Film 10")
        list.move(by: -100)
        #expect(list.render(table, width: 30, height: 5, painter: .plain)[2] == "›  1  Film 1")
        list.resize(count: 0)
        #expect(list.selection == nil)
    }

    @Test func pagingMovesByTheRowsShown() {
        var list = SelectableList(count: 10)
        _ = list.render(table, width: 30, height: 5, painter: .plain)  // 3 rows under the header
        var selections: [Int?] = []
        for key in [Key.pageDown, .end, .pageUp, .home] {
            #expect(list.move(for: key) == true)
            selections.append(list.selection)
        }
        #expect(selections == [3, 9, 6, 0])
        #expect(list.move(for: .enter) == false)
    }

    @Test func withFocusElsewhereNoRowIsMarked() {
        var list = SelectableList(count: 10)
        #expect(
            !list.render(table, width: 30, height: 5, painter: .plain, marksSelection: false).joined().contains("›"))
    }

    @Test func styledLinesAreMeasuredAndCutWithoutTheirEscapes() {
        let painter = Painter(colorEnabled: true)
        let line = painter.paint("Alien", .title) + " 1979"
        #expect(StyledLine.width(line) == 10)
        #expect(StyledLine.clip(line, to: 10) == line)
        let cut = StyledLine.clip(line, to: 3)
        #expect(cut.hasPrefix("\u{1B}[1mAli"))
        #expect(cut.hasSuffix("\u{1B}[0m"))  // the style does not bleed into the next line
        #expect(StyledLine.width(cut) == 3)
        #expect(StyledLine.fit("東京", to: 5) == "東京 ")
    }
}
