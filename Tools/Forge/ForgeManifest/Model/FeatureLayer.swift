/// The four layers every feature is split into.
package enum FeatureLayer: String, CaseIterable, Sendable {
    case presentation
    case domain
    case domainApi
    case data

    /// The suffix of the layer's module name: `Search` + `DomainApi`.
    package var moduleSuffix: String {
        switch self {
        case .presentation: "Presentation"
        case .domain: "Domain"
        case .domainApi: "DomainApi"
        case .data: "Data"
        }
    }

    /// Layers in the order they are listed: from the screen down to the data.
    var order: Int { Self.allCases.firstIndex(of: self)! }

    /// The module name for `feature` in this layer.
    package func moduleName(feature: String) -> String { feature + moduleSuffix }
}
