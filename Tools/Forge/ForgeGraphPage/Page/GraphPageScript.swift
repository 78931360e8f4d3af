extension GraphPage {
    /// The page's script, in the order it runs: the data and its indexes, the routes, the layout, the drawing,
    /// the details, the selection, then the keyboard and the start.
    static let script =
        scriptData + scriptRoutes + scriptLayout + scriptDrawing + scriptDetails + scriptSelection + scriptInteraction
}
