#!/usr/bin/env python3
"""Times `fieldguide serve` in headless Chromium, from an edit to the page showing it: opens one
article's page, then edits the article as bench/edit.py does and waits until the page is up to
date, and checks it shows the edit. When the rebuild changed only the page's own file (and data
files), the live-reload script puts the new article in place of the old one and the site's script
sets it up on "fieldguide:content"; the page is up to date once that event has been handled (what
DOMContentLoaded means for a loaded page: the new content in the DOM and the scripts run). Any
other change reloads the page, and then it is up to date at the reloaded page's DOMContentLoaded.
Each edit counts as updated in place or reloaded.

Before the edits, with the page open, it counts the CPU ticks the idle server (and its build worker)
use over a few seconds, from /proc/PID/stat. To tell where an edit's time goes, it also notes each
rebuild's own duration (serve's "Rebuilt … in N s" line) and when serve printed it, just before
telling the page. After the edits it reloads the same page as many times without an edit: what a
change that needs a reload adds to the rebuild.

Prints one line: edits, p50 ms, p95 ms, idle CPU ticks, idle seconds, ticks per second, p50 of the
rebuilds' durations (ms), p50 from serve's "Rebuilt" line to the page up to date (ms), p50 of a
reload without an edit, from `location.reload()` to DOMContentLoaded (ms), edits updated in place.

    bench/serve_latency.py FIELDGUIDE CONTENT_FOLDER ARTICLE.md [--output SITE] [--runs 20] [--idle 5]

With --output, serve starts from that folder's figure cache (`.fieldguide-cache` beside it).
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium import Chromium  # noqa: E402
from edit import edit  # noqa: E402


def process_tree(root):
    """`root` and every process descended from it."""
    parents = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
                parents[int(name)] = int(fields[1])
            except OSError:
                pass
    tree, grew = {root}, True
    while grew:
        grew = False
        for child, parent in parents.items():
            if parent in tree and child not in tree:
                tree.add(child)
                grew = True
    return tree


def cpu_ticks(processes):
    """User + system clock ticks used so far by these processes (fields 14 and 15 of stat)."""
    total = 0
    for pid in processes:
        try:
            with open(f"/proc/{pid}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except OSError:
            pass
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fieldguide")
    parser.add_argument("content")
    parser.add_argument("article")
    parser.add_argument("--output")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--idle", type=float, default=5.0)
    arguments = parser.parse_args()
    output = arguments.output or tempfile.mkdtemp(prefix="fieldguide-serve-") + "/site"
    server = subprocess.Popen(
        [arguments.fieldguide, "serve", "--content", arguments.content, "--output", output, "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = None
        for line in server.stdout:
            match = re.search(r"http://[^:/\s]+:(\d+)/", line)
            if line.startswith("Serving ") and match:
                port = int(match.group(1))
                break
        if port is None:
            raise SystemExit("fieldguide serve stopped before serving")
        rebuilds = []  # (monotonic time the line was read, the rebuild's duration in ms)

        def read_rebuilds():
            for line in server.stdout:
                match = re.match(r"Rebuilt .* in ([0-9.]+) s", line)
                if match:
                    rebuilds.append((time.monotonic(), float(match.group(1)) * 1000))

        threading.Thread(target=read_rebuilds, daemon=True).start()
        page = f"http://127.0.0.1:{port}/" + os.path.basename(arguments.article)[:-3] + ".html"
        with Chromium(page) as browser:
            browser.call("Page.enable")
            browser.call("Runtime.enable")
            # Registered on window, so it runs after the site's script has handled the event on document.
            browser.call("Runtime.addBinding", name="fieldguideBenchUpdated")
            browser.call("Page.addScriptToEvaluateOnNewDocument",
                         source='addEventListener("fieldguide:content", () => fieldguideBenchUpdated(""));')
            browser.call("Page.reload")
            browser.next_event("Page.loadEventFired", timeout=60)
            time.sleep(1.0)
            tree = process_tree(server.pid)
            before = cpu_ticks(tree)
            time.sleep(arguments.idle)
            idle_ticks = cpu_ticks(tree) - before
            latencies, durations, after_rebuild, in_place = [], [], [], 0
            for _ in range(arguments.runs):
                time.sleep(0.3)
                browser.drain()
                start = time.monotonic()
                value = edit(arguments.article)
                name, _, loaded = browser.next_event(("Page.domContentEventFired", "Runtime.bindingCalled"), timeout=60)
                in_place += name == "Runtime.bindingCalled"
                latencies.append((loaded - start) * 1000)
                done = [rebuild for rebuild in rebuilds if rebuild[0] >= start]
                if done:
                    durations.append(done[0][1])
                    after_rebuild.append((loaded - done[0][0]) * 1000)
                html = browser.evaluate("document.documentElement.outerHTML")
                assert re.search(rf"\b{value}\b", html), "the page does not show the edit"
            reloads = []
            for _ in range(arguments.runs):
                time.sleep(0.3)
                browser.drain()
                start = time.monotonic()
                browser.evaluate("location.reload()")
                _, _, loaded = browser.next_event("Page.domContentEventFired", timeout=60)
                reloads.append((loaded - start) * 1000)
        latencies.sort()
        p50 = latencies[len(latencies) // 2]
        p95 = latencies[min(len(latencies) - 1, int(round(0.95 * (len(latencies) - 1))))]
        median = lambda values: sorted(values)[len(values) // 2] if values else float("nan")
        hertz = os.sysconf("SC_CLK_TCK")
        print(f"{len(latencies)} {p50:.1f} {p95:.1f} {idle_ticks} {arguments.idle:g} {hertz}"
              f" {median(durations):.1f} {median(after_rebuild):.1f} {median(reloads):.1f} {in_place}")
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
