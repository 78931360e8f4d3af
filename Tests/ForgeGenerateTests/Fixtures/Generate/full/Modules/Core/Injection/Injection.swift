public enum InjectionMarker {}
