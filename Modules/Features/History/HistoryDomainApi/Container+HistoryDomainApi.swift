import DependencyInjection

/// What the History feature offers the others; registered by `HistoryDependencies.autoRegister`.
extension Container {
    /// The days you saw and your ratings of the films a list or a film's page shows.
    public var historyQuerying: Factory<any HistoryQuerying> { promised() }
}
