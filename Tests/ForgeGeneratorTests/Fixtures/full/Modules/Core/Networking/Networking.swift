public enum NetworkingMarker {}
