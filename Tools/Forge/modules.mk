# The modules Forge is built from, each after its dependencies, and what each
# depends on; written by `forge graph --format make --dependencies-of Forge` from Manifest/.
FORGE_MODULES := Commands ForgeGraph ForgeSupport ForgeDiagnostics ForgeSwiftNames ForgeJSON ForgeManifest ForgeGenerator ForgeGenerate ForgeSelection ForgeAffected ForgeSwiftPM ForgeAdopt ForgeSwiftSource ForgeHasher ForgeHash ForgeLinter ForgeDiagrams ForgeGraphExport ForgeLint ForgeScaffold ForgeTest ForgeKit
FORGE_DEPS_ForgeSupport := Commands
FORGE_DEPS_ForgeDiagnostics := ForgeSupport
FORGE_DEPS_ForgeJSON := ForgeDiagnostics ForgeSupport ForgeSwiftNames
FORGE_DEPS_ForgeManifest := ForgeDiagnostics ForgeGraph ForgeJSON ForgeSupport ForgeSwiftNames
FORGE_DEPS_ForgeGenerator := ForgeDiagnostics ForgeManifest ForgeSupport ForgeSwiftNames
FORGE_DEPS_ForgeGenerate := Commands ForgeGenerator ForgeSupport
FORGE_DEPS_ForgeSelection := Commands ForgeDiagnostics ForgeGraph ForgeJSON ForgeManifest ForgeSupport
FORGE_DEPS_ForgeAffected := Commands ForgeDiagnostics ForgeSelection ForgeSupport
FORGE_DEPS_ForgeSwiftPM := ForgeJSON ForgeSupport
FORGE_DEPS_ForgeAdopt := Commands ForgeDiagnostics ForgeGenerator ForgeJSON ForgeManifest ForgeSupport ForgeSwiftNames ForgeSwiftPM
FORGE_DEPS_ForgeSwiftSource := ForgeDiagnostics
FORGE_DEPS_ForgeHasher := ForgeGenerator ForgeManifest ForgeSupport ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeHash := Commands ForgeDiagnostics ForgeHasher ForgeManifest ForgeSupport
FORGE_DEPS_ForgeLinter := ForgeDiagnostics ForgeGraph ForgeJSON ForgeManifest ForgeSupport ForgeSwiftNames ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeDiagrams := ForgeDiagnostics ForgeGraph ForgeLinter ForgeManifest ForgeSupport
FORGE_DEPS_ForgeGraphExport := Commands ForgeDiagnostics ForgeDiagrams ForgeManifest ForgeSupport
FORGE_DEPS_ForgeLint := Commands ForgeDiagnostics ForgeGenerator ForgeJSON ForgeLinter ForgeManifest ForgeSupport ForgeSwiftSource
FORGE_DEPS_ForgeScaffold := Commands ForgeDiagnostics ForgeDiagrams ForgeGenerator ForgeJSON ForgeManifest ForgeSupport ForgeSwiftNames ForgeSwiftSource
FORGE_DEPS_ForgeTest := Commands ForgeDiagnostics ForgeGenerator ForgeHasher ForgeManifest ForgeSelection ForgeSupport ForgeSwiftNames ForgeSwiftPM
FORGE_DEPS_ForgeKit := Commands ForgeAdopt ForgeAffected ForgeGenerate ForgeGraphExport ForgeHash ForgeLint ForgeScaffold ForgeSupport ForgeTest
