#!/usr/bin/env python3
"""Times forge's graph page in headless Chromium through chromedriver (W3C WebDriver, HTTP and JSON).

Usage: graph_page.py --runs N PAGE --module NAME [--module NAME ...] --reference LABEL=FILE [...]

Starts chromedriver on a free port of 127.0.0.1 with one headless Chromium (1280x800), then, RUNS times,
alternating with each reference file:
- opens PAGE and waits for <html data-ready="true">: the wall time from the navigation command to the first frame
  after it, and the page's own data-first-paint-ms (its script's start to the end of its first draw);
- selects each --module (a click on its node) and reads data-last-selection-ms (the page's time to draw the
  selection), and the wall time in the page from the click to the next frame;
- opens each reference (a blank page, the same graph as Graphviz's SVG) and waits for its first frame after load.
Prints medians (min, max), the page's wall time as a ratio to each reference's; fails on any console error of
the page or a click that selects nothing.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request

NEXT_FRAME = ("const done = arguments[arguments.length - 1];"
              " requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));")
WAIT_READY = ("const done = arguments[arguments.length - 1];"
              " const check = () => document.documentElement.dataset.ready === 'true'"
              "   ? requestAnimationFrame(() => requestAnimationFrame(() => done(true))) : setTimeout(check, 1);"
              " check();")
SELECT = ("const done = arguments[arguments.length - 1];"
          " const node = document.querySelector('#graph .node[data-module=\"' + arguments[0] + '\"]');"
          " if (!node) { done(null); return; }"
          " const before = document.documentElement.dataset.lastSelectionMs;"
          " const start = performance.now();"
          " node.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));"
          " requestAnimationFrame(() => requestAnimationFrame(() => done({"
          "   wall: performance.now() - start,"
          "   page: Number(document.documentElement.dataset.lastSelectionMs),"
          "   changed: document.documentElement.dataset.lastSelectionMs !== before,"
          "   selected: document.querySelectorAll('#graph .node.selected').length})));")


class Driver:
    """One chromedriver on a free port and one headless Chromium session."""

    def __init__(self, chromium, chromedriver):
        # With --port=0 chromedriver exits ("IPv4 port not available") when another program takes the port it
        # picked before it binds it: start it again then.
        for _ in range(5):
            self.process = subprocess.Popen([chromedriver, "--port=0"], stdout=subprocess.PIPE,
                                            stderr=subprocess.STDOUT, text=True)
            port = self.port_reported()
            if port is not None:
                break
            self.process.kill()
            self.process.wait()
        else:
            sys.exit("bench-graph-page: chromedriver did not report its port; run `chromedriver --port=0` to see why")
        self.base = f"http://127.0.0.1:{port}"
        options = {"binary": chromium, "args": ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                                                 "--disable-gpu", "--no-first-run", "--disable-extensions"]}
        capabilities = {"browserName": "chrome", "goog:chromeOptions": options,
                        "goog:loggingPrefs": {"browser": "ALL"}}
        session = self.send("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.session = "/session/" + session["sessionId"]
        self.send("POST", self.session + "/goog/cdp/execute", {"cmd": "Emulation.setDeviceMetricsOverride", "params": {
            "width": 1280, "height": 800, "deviceScaleFactor": 1, "mobile": False}})
        self.send("POST", self.session + "/timeouts", {"script": 120000})

    def port_reported(self):
        """The port chromedriver says it listens on; None when it exits first (or prints nothing for 20 s)."""
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                return None
            match = re.search(r"started successfully on port (\d+)\.", line)
            if match:
                return int(match.group(1))
        return None

    def send(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=300) as answer:
                return json.load(answer)["value"]
        except urllib.error.HTTPError as error:
            value = json.load(error).get("value", {})
            sys.exit(f"bench-graph-page: WebDriver {method} {path} failed: {value.get('error')}: "
                     f"{str(value.get('message', '')).splitlines()[0]}")

    def script(self, source, *arguments):
        return self.send("POST", self.session + "/execute/async", {"script": source, "args": list(arguments)})

    def open(self, url, ready):
        """Navigates to url and returns the wall seconds until the first frame after `ready`."""
        start = time.perf_counter()
        self.send("POST", self.session + "/url", {"url": url})
        self.script(WAIT_READY if ready else NEXT_FRAME)
        return time.perf_counter() - start

    def console_errors(self):
        entries = self.send("POST", self.session + "/se/log", {"type": "browser"})
        return [entry["message"] for entry in entries if entry["level"] == "SEVERE"]

    def close(self):
        try:
            self.send("DELETE", self.session)
        finally:
            self.process.terminate()
            self.process.wait()


def summary(values, unit="ms", scale=1000.0):
    median = statistics.median(values)
    return median, f"median {median * scale:8.1f} {unit}  (min {min(values) * scale:.1f}, max {max(values) * scale:.1f})"


def measure(driver, page, modules, references, runs):
    times = {"page": [], "first paint": []}
    times.update({f"selection {module}": [] for module in modules})
    times.update({f"selection {module}, wall": [] for module in modules})
    times.update({label: [] for label, _ in references})
    for run in range(runs + 1):  # the first run warms the caches and is not counted
        wall = driver.open(page, ready=True)
        first_paint = float(driver.script(
            "arguments[arguments.length - 1](document.documentElement.dataset.firstPaintMs);")) / 1000
        selections = {}
        for module in modules:
            selection = driver.script(SELECT, module)
            if selection is None or not selection["changed"] or selection["selected"] != 1:
                sys.exit(f"bench-graph-page: clicking {module}'s node selected nothing ({selection})")
            selections[module] = selection
        errors = driver.console_errors()
        if errors:
            sys.exit("bench-graph-page: the page logged console errors:\n" + "\n".join(errors))
        reference_times = [(label, driver.open(url, ready=False)) for label, url in references]
        if run == 0:
            continue
        times["page"].append(wall)
        times["first paint"].append(first_paint)
        for module, selection in selections.items():
            times[f"selection {module}"].append(selection["page"] / 1000)
            times[f"selection {module}, wall"].append(selection["wall"] / 1000)
        for label, seconds in reference_times:
            times[label].append(seconds)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--module", action="append", required=True, help="a module whose node to select")
    parser.add_argument("--reference", action="append", default=[], help="LABEL=FILE opened for comparison")
    args = parser.parse_args()
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    chromedriver = shutil.which("chromedriver")
    if not chromium or not chromedriver:
        sys.exit("bench-graph-page: needs chromium and chromedriver (apt-get install chromium chromium-driver)")
    for path in [args.page] + [item.split("=", 1)[-1] for item in args.reference]:
        if not os.path.isfile(path):
            sys.exit(f"bench-graph-page: {path} does not exist")
    references = [(label, "file://" + os.path.abspath(path))
                  for label, path in (item.split("=", 1) for item in args.reference)]
    driver = Driver(chromium, chromedriver)
    try:
        times = measure(driver, "file://" + os.path.abspath(args.page), args.module, references, args.runs)
    finally:
        driver.close()
    print(f"  page size: {os.path.getsize(args.page):,} bytes" + "".join(
        f"; {label}: {os.path.getsize(path[len('file://'):]):,} bytes" for label, path in references))
    reference_medians = {label: statistics.median(times[label]) for label, _ in references}
    width = max(len(label) for label in times)
    for label, values in times.items():
        median, text = summary(values)
        ratios = "".join(f"  {median / reference:.2f}x {name}" for name, reference in reference_medians.items()
                         if label == "page")
        print(f"  {label:<{width}}  {text}, {args.runs} runs{ratios}")


if __name__ == "__main__":
    main()
