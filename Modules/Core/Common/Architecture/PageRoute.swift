/// A page any feature's screen may open without knowing which feature shows it: a film's, a person's, or the
/// films like a film.
///
/// A screen returns `.open(PageRoute...)`; its tab's coordinator does not own the route, so it asks its parent,
/// the app, which hands it to the feature that shows the catalogue's pages. No feature imports another's screens.
public enum PageRoute: Route, Equatable {
    /// The film with the id in the catalogue in use, chosen from a list.
    case film(id: String)
    /// The film with the title (and year, when known), found as `movieland detail` finds a title: a film whose id
    /// belongs to another catalogue.
    case filmTitled(String, year: Int?)
    /// The films of the person with the id, as the catalogue writes it (nm0000158); `name` heads the page.
    case person(id: String, name: String)
    /// The films like the film with the id, chosen from a list (the History tab's `s`).
    case similarFilms(id: String)
}
