import DependencyInjection

/// The Top feature's key, registered by `TopDependencies.autoRegister`.
extension Container {
    /// Ranks films by weighted rating (`top`, the Top tab).
    public var computeTopChart: Factory<any ComputeTopChartUseCase> { promised() }
}
