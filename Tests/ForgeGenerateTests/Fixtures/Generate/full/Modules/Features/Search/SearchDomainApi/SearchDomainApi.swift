public enum SearchDomainApiMarker {}
