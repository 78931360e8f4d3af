#ifndef CATALOGUE_RESOURCES_H
#define CATALOGUE_RESOURCES_H

// The embedded catalogue's files, shipped as this target's resources (Resources/catalogue.bin and its
// PROVENANCE.md). The target is written in C because SwiftPM gives a Swift target with resources an accessor
// that imports Foundation, which would link Foundation's internationalisation tables into the app; a C target
// gets its resources copied and nothing else. CatalogueData finds the files by the names below.

/// The folder SwiftPM copies the resources into, beside the executables it builds.
#define CATALOGUE_RESOURCES_BUNDLE "Movieland_CatalogueResources"

/// The embedded catalogue's file name.
#define CATALOGUE_RESOURCES_CATALOGUE "catalogue.bin"

#endif
