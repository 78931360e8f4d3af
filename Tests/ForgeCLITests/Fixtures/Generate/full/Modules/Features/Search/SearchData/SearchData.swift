public enum SearchDataMarker {}
