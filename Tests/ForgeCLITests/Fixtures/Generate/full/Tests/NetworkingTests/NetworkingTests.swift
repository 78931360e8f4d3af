enum NetworkingTestsMarker {}
