#!/usr/bin/env python3
"""Connection scenarios for `fieldguide serve`, run by bench/load.sh after the wrk load.

    bench/connections.py idle PID PORT        500 idle connections: closed by the idle timeout
    bench/connections.py churn PID PORT       5,000 live-reload reconnects
    bench/connections.py fd-limit PID PORT    400 connections held by a server under `ulimit -n 256`

Each prints the server's resident memory (and descriptors) before and after and fails (exit 1)
when memory grew by more than 10%, descriptors were not given back, the server used CPU while
waiting at its open-file limit, or it stopped answering."""
import os, socket, sys, time

def usage(pid):
    with open(f"/proc/{pid}/status") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return rss, len(os.listdir(f"/proc/{pid}/fd")), cpu

def answers(port):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        return s.recv(64).startswith(b"HTTP/1.1 200")

def idle(pid, port):
    held = [socket.create_connection(("127.0.0.1", port)) for _ in range(500)]
    time.sleep(35)  # the idle timeout is 30 s
    closed = 0
    for s in held:
        s.settimeout(1)
        try:
            closed += s.recv(1) == b""
        except (socket.timeout, ConnectionResetError):
            pass
        s.close()
    return closed == len(held), f"{closed} of {len(held)} idle connections closed by the server"

def churn(pid, port):
    for _ in range(5000):
        with socket.create_connection(("127.0.0.1", port)) as s:
            s.sendall(b"GET /__fieldguide/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            data = b""
            while b"event: hello" not in data:
                chunk = s.recv(4096)
                if not chunk:
                    break
                data += chunk
    return True, "5,000 live-reload reconnects"

def fd_limit(pid, port):
    held = [socket.create_connection(("127.0.0.1", port)) for _ in range(400)]
    time.sleep(1)
    cpu_before = usage(pid)[2]
    time.sleep(3)
    cpu = usage(pid)[2] - cpu_before
    for s in held:
        s.close()
    return cpu < 0.15, f"{cpu:.2f} s of CPU in 3 s while 400 connections waited at the limit"

def warm_up(port, count):
    """Opens `count` connections at once, each answered, so the memory a connection takes the first
    time (allocator arenas, NIO's buffers) is counted before, not as growth."""
    held = [socket.create_connection(("127.0.0.1", port)) for _ in range(count)]
    for s in held:
        s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    for s in held:
        while s.recv(65536):
            pass
        s.close()

scenario, pid, port = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
warm_up(port, 150 if scenario == "fd-limit" else 500)
time.sleep(1)
rss_before, fds_before, _ = usage(pid)
ok, what = {"idle": idle, "churn": churn, "fd-limit": fd_limit}[scenario](pid, port)
time.sleep(2)
rss_after, fds_after, _ = usage(pid)
answering = answers(port)
grew = rss_after > rss_before * 1.1
leaked = fds_after > fds_before + 4
print(f"{scenario}: {what}; resident {rss_before} KB -> {rss_after} KB, descriptors {fds_before} -> {fds_after}, answers afterwards: {answering}")
sys.exit(0 if ok and answering and not grew and not leaked else 1)
