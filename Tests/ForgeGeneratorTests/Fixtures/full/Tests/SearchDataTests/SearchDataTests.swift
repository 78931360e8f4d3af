public enum SearchDataTestsMarker {}
