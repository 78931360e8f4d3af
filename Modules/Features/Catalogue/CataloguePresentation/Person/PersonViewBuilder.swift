import CatalogueDomain
import CatalogueDomainApi
import Common
import DependencyInjection
import Terminal

/// Assembles the person view from the container.
@MainActor
struct PersonViewBuilder {
    let container: Container
    let console: Console

    func build(_ format: OutputFormat) -> CommandScreen<PersonViewModel, PersonView> {
        CommandScreen(
            viewModel: PersonViewModel(showPerson: container.showPerson()),
            view: PersonView(console: console, format: format))
    }

    /// The person view of interactive mode: the films of the person with `id`.
    func buildTerminalScreen(id: PersonID, name: String) -> PersonTerminalScreen {
        PersonTerminalScreen(
            viewModel: PersonViewModel(
                showPerson: container.showPerson(), toggleWatchlist: container.toggleWatchlist()),
            id: id, name: name)
    }
}
