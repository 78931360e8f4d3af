import Common

/// Where the History feature can go.
enum HistoryRoute: Route {
    case list(format: OutputFormat)
}
