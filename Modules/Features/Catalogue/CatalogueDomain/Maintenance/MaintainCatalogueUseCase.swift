/// Imports, updates, describes and resets the offline catalogue; what the `catalogue` commands use. Its
/// operations are the library's (`CatalogueLibrary`, documented there), with what is asked checked first.
public protocol MaintainCatalogueUseCase: CatalogueLibrary {}
