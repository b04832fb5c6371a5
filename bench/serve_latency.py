#!/usr/bin/env python3
"""Times `fieldguide serve` from an edit to the reloaded page: edits one article (as bench/edit.py
does), waits for the live-reload event on the server's event stream, then fetches the page and
checks it holds the edit. Prints one line: runs, p50 and p95 in milliseconds.

    bench/serve_latency.py FIELDGUIDE CONTENT_FOLDER ARTICLE.md [--output SITE] [--runs 20]

With --output, serve starts from that folder's figure cache (`.fieldguide-cache` beside it).
"""
import argparse
import http.client
import os
import queue
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from edit import edit  # noqa: E402


def events(port, into):
    """Reads the server-sent events stream, putting each event's name on `into`."""
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", "/__fieldguide/events")
    response = connection.getresponse()
    for raw in response:
        line = raw.decode("utf-8").rstrip("\n")
        if line.startswith("event: "):
            into.put((line[len("event: "):], time.monotonic()))


def fetch(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", path)
    return connection.getresponse().read().decode("utf-8")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fieldguide")
    parser.add_argument("content")
    parser.add_argument("article")
    parser.add_argument("--output")
    parser.add_argument("--runs", type=int, default=20)
    arguments = parser.parse_args()
    output = arguments.output or tempfile.mkdtemp(prefix="fieldguide-serve-") + "/site"
    server = subprocess.Popen(
        [arguments.fieldguide, "serve", "--content", arguments.content, "--output", output, "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = None
        for line in server.stdout:
            if line.startswith("Serving "):
                port = int(re.search(r"http://[^:/]+:(\d+)/", line).group(1))
                break
        if port is None:
            raise SystemExit("fieldguide serve stopped before serving")
        threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
        received = queue.Queue()
        threading.Thread(target=events, args=(port, received), daemon=True).start()
        assert received.get(timeout=30)[0] == "hello"
        page = "/" + os.path.basename(arguments.article)[:-3] + ".html"
        latencies = []
        for _ in range(arguments.runs):
            time.sleep(0.3)
            start = time.monotonic()
            value = edit(arguments.article)
            while True:
                name, _ = received.get(timeout=60)
                if name == "reload":
                    break
            html = fetch(port, page)
            latencies.append((time.monotonic() - start) * 1000)
            assert re.search(rf"\b{value}\b", html), "the reloaded page does not show the edit"
        latencies.sort()
        p50 = latencies[len(latencies) // 2]
        p95 = latencies[min(len(latencies) - 1, int(round(0.95 * (len(latencies) - 1))))]
        print(f"{len(latencies)} {p50:.1f} {p95:.1f}")
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
