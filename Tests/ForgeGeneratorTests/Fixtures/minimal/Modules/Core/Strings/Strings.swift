public enum StringsMarker {}
