import PackagePlugin

@main struct FormatShapes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
