import DependencyInjection

/// What the History feature offers the others; registered by `HistoryDependencies.autoRegister`.
extension Container {
    /// Your rating and viewings of a film (the detail screen).
    public var historyQuerying: Factory<any HistoryQuerying> { promised() }
}
