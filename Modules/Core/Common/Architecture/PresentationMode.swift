/// Where a screen is shown, which decides how its errors advise: options and commands on the command line,
/// keys and tabs in the interactive mode. Each Presentation module words its errors for both in one place.
public enum PresentationMode: Sendable, Equatable {
    /// One command, its output printed; advice names options (`--year`) and commands (`movieland search`).
    case commandLine
    /// The full-screen app; advice names keys and tabs.
    case interactive
}
