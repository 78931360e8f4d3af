import DependencyInjection

/// The History feature's keys, all registered by `HistoryDependencies.autoRegister`.
extension Container {
    /// Where the items come from.
    public var historyRepository: Factory<any HistoryRepository> { promised().singleton }

    /// Lists the items (`history`, the History tab).
    public var loadHistoryItems: Factory<any LoadHistoryItemsUseCase> { promised() }
}
