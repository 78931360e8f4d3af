public enum SearchDomainTestsMarker {}
