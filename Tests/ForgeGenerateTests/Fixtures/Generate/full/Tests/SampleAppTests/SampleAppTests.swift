public enum SampleAppTestsMarker {}
