public enum SearchPresentationMarker {}
