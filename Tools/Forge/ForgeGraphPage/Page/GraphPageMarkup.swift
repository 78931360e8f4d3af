extension GraphPage {
    /// The page's fixed markup before its data: the bar with the search, the notices, the drawing, and the side
    /// panel with the details, the path finder and the legend. The script fills them; nothing from the
    /// repository is written here.
    static let markupBeforeData = #"""
        <!DOCTYPE html>
        <html lang="en" data-ready="false">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Module graph</title>
        <style>
        \#(style)</style>
        </head>
        <body>
        <header id="bar">
          <h1>Module graph</h1>
          <input id="search" type="search" placeholder="Search modules (press /)" aria-label="Search modules by name" autocomplete="off" spellcheck="false">
          <span id="summary" aria-live="polite"></span>
          <span id="zoom"><button type="button" id="zoom-out" aria-label="Zoom out">&minus;</button> <button type="button" id="zoom-fit">Fit</button> <button type="button" id="zoom-in" aria-label="Zoom in">+</button></span>
        </header>
        <div id="notices" role="status"></div>
        <main id="layout">
          <div id="canvas"><svg id="graph" xmlns="http://www.w3.org/2000/svg" role="group" aria-label="Modules and their dependencies"></svg></div>
          <aside id="side">
            <section id="details" aria-live="polite"><p class="hint">Select a module (click it, or Tab to it and press Enter) to see its card, what it depends on, what depends on it and its tests.</p></section>
            <section id="path">
              <h2>Path between two modules</h2>
              <label>From <input id="path-from" list="module-names" autocomplete="off" spellcheck="false"></label>
              <label>To <input id="path-to" list="module-names" autocomplete="off" spellcheck="false"></label>
              <button type="button" id="path-show">Show every route</button>
              <p id="routes-summary" class="meta"></p>
              <ol id="routes"></ol>
            </section>
            <section id="legend"><h2>Legend</h2><ul id="legend-groups"></ul>
              <p class="meta">Size: lines of Swift. Red edge: a rule broken. Dashed orange edge: a cycle. Red ring: lint findings. Green or red ring on a test target: passed or failed for its current inputs; dashed: flaky. Bold orange: reached by the change.</p>
            </section>
          </aside>
        </main>
        <datalist id="module-names"></datalist>
        <script type="application/json" id="forge-data">
        """#

    /// The markup after the data: the script, then the end of the page.
    static let markupAfterData = "\n</script>\n<script>\n" + script + "</script>\n</body>\n</html>\n"
}
