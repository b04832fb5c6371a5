#!/usr/bin/env python3
"""Headless Chromium driven over the DevTools protocol with the standard library only: starts
`chromium --headless --remote-debugging-port=0` on a page, connects to that page's WebSocket, sends
commands and hands out the events it receives. Used by serve_latency.py; not a general client.

    with Chromium("http://127.0.0.1:8000/a.html") as browser:
        browser.call("Page.enable")
        name, params, at = browser.next_event("Page.domContentEventFired", timeout=10)
"""
import base64
import json
import os
import queue
import shutil
import socket
import struct
import subprocess
import tempfile
import threading
import time
import urllib.request


class Chromium:
    def __init__(self, url, binary=None):
        self.binary = binary or shutil.which("chromium") or shutil.which("chromium-browser")
        if not self.binary:
            raise RuntimeError("chromium is not installed (Scripts/setup.sh installs it)")
        self.url = url
        self.profile = tempfile.mkdtemp(prefix="fieldguide-bench-chromium-")
        self.process = None
        self.socket = None
        self.events = queue.Queue()
        self.replies = {}
        self.replied = threading.Condition()
        self.next_id = 0

    def __enter__(self):
        self.process = subprocess.Popen(
            [self.binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", self.url],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port = self._port()
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10))
        page = next(t for t in targets if t.get("type") == "page")
        self._connect(page["webSocketDebuggerUrl"])
        threading.Thread(target=self._read_loop, daemon=True).start()
        return self

    def __exit__(self, *_):
        if self.socket:
            self.socket.close()
        if self.process:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def call(self, method, timeout=30, **params):
        """Sends a command and returns its result (raises on a protocol error)."""
        self.next_id += 1
        ident = self.next_id
        self._send(json.dumps({"id": ident, "method": method, "params": params}).encode())
        deadline = time.monotonic() + timeout
        with self.replied:
            while ident not in self.replies:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"no reply to {method}")
                self.replied.wait(left)
            reply = self.replies.pop(ident)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def evaluate(self, expression):
        return self.call("Runtime.evaluate", expression=expression, returnByValue=True)["result"].get("value")

    def next_event(self, name, timeout):
        """Waits for the next event called `name`, or any of the names in a tuple (others are
        dropped); returns (name, params, monotonic time received)."""
        names = (name,) if isinstance(name, str) else tuple(name)
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {' or '.join(names)} within {timeout} s")
            event = self.events.get(timeout=left)
            if event[0] in names:
                return event

    def drain(self):
        while not self.events.empty():
            self.events.get_nowait()

    def _port(self):
        """Chromium writes its chosen port to DevToolsActivePort in the profile."""
        marker = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if os.path.exists(marker):
                with open(marker) as handle:
                    first = handle.readline().strip()
                if first:
                    return int(first)
            if self.process.poll() is not None:
                raise RuntimeError(f"chromium exited with status {self.process.returncode}")
            time.sleep(0.05)
        raise TimeoutError("chromium did not open its debugging port")

    def _connect(self, url):
        host_port, path = url[len("ws://"):].split("/", 1)
        host, port = host_port.rsplit(":", 1)
        self.socket = socket.create_connection((host, int(port)), timeout=30)
        self.socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall((f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.socket.recv(4096)
            if not chunk:
                raise RuntimeError("the debugging WebSocket closed during the handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n", 1)[0]:
            raise RuntimeError(f"WebSocket handshake refused: {response[:200]!r}")
        self.buffer = response.split(b"\r\n\r\n", 1)[1]
        self.socket.settimeout(None)

    def _send(self, payload):
        """One masked text frame (clients must mask, RFC 6455 §5.3)."""
        header = bytes([0x81])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", length)
        mask = os.urandom(4)
        self.socket.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.socket.recv(1 << 16)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _read_loop(self):
        message = b""
        try:
            while True:
                first, second = self._read(2)
                length = second & 0x7F
                if length == 126:
                    length = struct.unpack(">H", self._read(2))[0]
                elif length == 127:
                    length = struct.unpack(">Q", self._read(8))[0]
                payload = self._read(length)
                opcode = first & 0x0F
                if opcode == 8:
                    return
                if opcode not in (0, 1, 2):
                    continue
                message += payload
                if not first & 0x80:
                    continue
                received = time.monotonic()
                decoded, message = json.loads(message), b""
                if "id" in decoded:
                    with self.replied:
                        self.replies[decoded["id"]] = decoded
                        self.replied.notify_all()
                else:
                    self.events.put((decoded.get("method"), decoded.get("params", {}), received))
        except (EOFError, OSError):
            return
