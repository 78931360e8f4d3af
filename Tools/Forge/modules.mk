# The modules Forge is built from, each after its dependencies, and what each
# depends on; written by `forge graph --format make --dependencies-of Forge` from Manifest/.
FORGE_MODULES := TextFolding Commands ForgeSupport ForgeDiagnostics ForgeJSON ForgeManifest ForgeChangeImpact ForgeGenerator ForgeGraph ForgeSwiftPM ForgeSwiftSource ForgeHasher ForgeAdoption ForgeLinter ForgeResultStore ForgeScaffolding ForgeTestRun ForgeGraphPage ForgeInputAudit ForgeCLI
FORGE_DEPS_Commands := TextFolding
FORGE_DEPS_ForgeSupport := TextFolding
FORGE_DEPS_ForgeDiagnostics := ForgeSupport
FORGE_DEPS_ForgeJSON := ForgeDiagnostics ForgeSupport
FORGE_DEPS_ForgeManifest := ForgeDiagnostics ForgeJSON ForgeSupport
FORGE_DEPS_ForgeChangeImpact := ForgeDiagnostics ForgeJSON ForgeManifest ForgeSupport
FORGE_DEPS_ForgeGenerator := ForgeManifest ForgeSupport
FORGE_DEPS_ForgeGraph := ForgeDiagnostics ForgeManifest ForgeSupport
FORGE_DEPS_ForgeSwiftPM := ForgeJSON ForgeSupport
FORGE_DEPS_ForgeSwiftSource := ForgeDiagnostics
FORGE_DEPS_ForgeHasher := ForgeGenerator ForgeManifest ForgeSupport ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeAdoption := ForgeDiagnostics ForgeGenerator ForgeHasher ForgeJSON ForgeManifest ForgeSupport ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeLinter := ForgeDiagnostics ForgeGenerator ForgeJSON ForgeManifest ForgeSupport ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeResultStore := ForgeHasher ForgeSupport
FORGE_DEPS_ForgeScaffolding := ForgeDiagnostics ForgeGenerator ForgeGraph ForgeJSON ForgeManifest ForgeSupport ForgeSwiftSource
FORGE_DEPS_ForgeTestRun := ForgeChangeImpact ForgeDiagnostics ForgeGenerator ForgeHasher ForgeManifest ForgeResultStore ForgeSupport ForgeSwiftPM
FORGE_DEPS_ForgeGraphPage := ForgeChangeImpact ForgeDiagnostics ForgeGraph ForgeLinter ForgeManifest ForgeResultStore ForgeSupport ForgeTestRun
FORGE_DEPS_ForgeInputAudit := ForgeChangeImpact ForgeDiagnostics ForgeHasher ForgeManifest ForgeSupport ForgeTestRun
FORGE_DEPS_ForgeCLI := Commands ForgeAdoption ForgeChangeImpact ForgeDiagnostics ForgeGenerator ForgeGraph ForgeGraphPage ForgeHasher ForgeInputAudit ForgeLinter ForgeManifest ForgeScaffolding ForgeSupport ForgeSwiftPM ForgeSwiftSource ForgeTestRun
