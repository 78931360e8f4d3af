public enum InjectionTestsMarker {}
