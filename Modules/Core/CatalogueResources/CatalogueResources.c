// SwiftPM builds a C target from its sources: this one has no code, only the names in the header, so that
// the target exists to carry Resources/ (see include/CatalogueResources.h).
#include "CatalogueResources.h"
