public enum SearchDomainMarker {}
