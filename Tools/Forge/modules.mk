# The modules Forge is built from, each after its dependencies, and what each
# depends on; written by `forge graph --format make --dependencies-of Forge` from Manifest/.
FORGE_MODULES := TextFolding Commands ForgeSupport ForgeDiagnostics ForgeJSON ForgeManifest ForgeGenerator ForgeGraph ForgeSelection ForgeSwiftPM ForgeSwiftSource ForgeAdoption ForgeHasher ForgeLinter ForgeResultStore ForgeScaffolding ForgeSelectiveTesting ForgeInputAudit ForgeCLI
FORGE_DEPS_Commands := TextFolding
FORGE_DEPS_ForgeSupport := TextFolding
FORGE_DEPS_ForgeDiagnostics := ForgeSupport
FORGE_DEPS_ForgeJSON := ForgeDiagnostics ForgeSupport
FORGE_DEPS_ForgeManifest := ForgeDiagnostics ForgeJSON ForgeSupport
FORGE_DEPS_ForgeGenerator := ForgeDiagnostics ForgeManifest ForgeSupport
FORGE_DEPS_ForgeGraph := ForgeDiagnostics ForgeManifest ForgeSupport
FORGE_DEPS_ForgeSelection := Commands ForgeDiagnostics ForgeJSON ForgeManifest ForgeSupport
FORGE_DEPS_ForgeSwiftPM := ForgeJSON ForgeSupport
FORGE_DEPS_ForgeSwiftSource := ForgeDiagnostics
FORGE_DEPS_ForgeAdoption := Commands ForgeDiagnostics ForgeGenerator ForgeJSON ForgeManifest ForgeSupport ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeHasher := ForgeGenerator ForgeManifest ForgeSupport ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeLinter := ForgeDiagnostics ForgeGenerator ForgeJSON ForgeManifest ForgeSupport ForgeSwiftPM ForgeSwiftSource
FORGE_DEPS_ForgeResultStore := ForgeHasher ForgeSupport
FORGE_DEPS_ForgeScaffolding := Commands ForgeDiagnostics ForgeGenerator ForgeGraph ForgeJSON ForgeManifest ForgeSupport ForgeSwiftSource
FORGE_DEPS_ForgeSelectiveTesting := Commands ForgeDiagnostics ForgeGenerator ForgeHasher ForgeManifest ForgeResultStore ForgeSelection ForgeSupport ForgeSwiftPM
FORGE_DEPS_ForgeInputAudit := Commands ForgeDiagnostics ForgeHasher ForgeManifest ForgeSelection ForgeSelectiveTesting ForgeSupport
FORGE_DEPS_ForgeCLI := Commands ForgeAdoption ForgeDiagnostics ForgeGenerator ForgeGraph ForgeHasher ForgeInputAudit ForgeLinter ForgeManifest ForgeScaffolding ForgeSelection ForgeSelectiveTesting ForgeSupport ForgeSwiftPM ForgeSwiftSource
