import Common
import TopDomain

/// Where the Top feature can go.
enum TopRoute: Route {
    case chart(TopChartCriteria, format: OutputFormat)
}
