import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal

/// A film's people, opened with `p` on its detail screen: directors, writers, then the cast in billing order,
/// each with the character played or the job. Enter opens the selected person's films; Esc goes back.
@MainActor
final class CreditsTerminalScreen: TerminalScreen {
    var onChange: (@MainActor () -> Void)?
    /// The film's title.
    let filmTitle: String
    let credits: [Credit]
    private var list: SelectableList

    init(filmTitle: String, credits: [Credit]) {
        self.filmTitle = filmTitle
        self.credits = credits
        list = SelectableList(count: credits.count)
    }

    var title: String { "People of \(TextSanitizer.sanitize(filmTitle))" }

    var keyHints: [KeyHint] {
        [KeyHint("↑↓ PgUp PgDn", "move"), KeyHint("Enter", "their films"), KeyHint("Esc", "back")]
    }

    func handle(_ key: Key) async -> ScreenAction {
        if list.move(for: key) { return .handled }
        switch key {
        case .escape, .backspace:
            return .close(result: nil)
        case .enter:
            guard let index = list.selection, index < credits.count else { return .handled }
            return .open(PageRoute.person(id: credits[index].person.rawValue, name: credits[index].name))
        default:
            return .ignored
        }
    }

    func draw(in size: ScreenSize, painter: Painter) -> ScreenContent {
        let heading = painter.paint("People of ", .title) + TextSanitizer.sanitize(filmTitle)
        let table = Table(
            columns: [
                Table.Column("Name", isFlexible: true, minimumWidth: 10), Table.Column("Role"),
                Table.Column("As", isFlexible: true, minimumWidth: 6),
            ],
            rows: credits.map { credit in
                [
                    Table.Cell(TextSanitizer.sanitize(credit.name)), Table.Cell(credit.category, style: .muted),
                    Table.Cell(PersonText.part(credit)),
                ]
            })
        let lines = [heading, ""]
        let rows = list.render(
            table, width: size.width, height: size.height - lines.count, painter: painter, marksSelection: true)
        return ScreenContent(lines: lines + rows, cursor: nil)
    }
}
