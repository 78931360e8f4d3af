public enum HTTPStubMarker {}
