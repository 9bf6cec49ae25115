#!/usr/bin/env python3
"""Save-to-new-image latency of `vitro preview --watch` against the same incremental build alone.

Serves Samples/PreviewSample (10 previews), then N times: appends a one-line change to a source
file of SampleControls and times (a) until the page's WebSocket receives the new images, and
(b) the runner's incremental `swift build` alone after the same kind of change. Prints the
median of each and the preview's own overhead ((a) - (b)) / (b).
Usage: Benchmarks/preview-latency.py VITRO SCRATCH [RUNS]
"""
import json, os, statistics, subprocess, sys, tempfile, time
import websocket

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
vitro, scratch = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
sample = os.path.join(root, "Samples/PreviewSample")
edited = os.path.join(sample, "Sources/SampleControls/CounterView.swift")
original = open(edited).read()
out = tempfile.mkdtemp()
server = subprocess.Popen(
    [vitro, "preview", sample, "-o", out, "--watch", "--port", "0", "--scratch-path", scratch],
    stdout=subprocess.PIPE, text=True)
try:
    url = next(line.split()[1] for line in server.stdout if line.startswith("serving "))
    ws = websocket.create_connection(url.replace("http", "ws") + "socket", timeout=900)
    version = json.loads(ws.recv())["version"]
    live, alone = [], []
    for run in range(runs):
        open(edited, "w").write(original + f"\n// edit {run} {time.time()}\n")
        start = time.time()
        while True:
            message = json.loads(ws.recv())
            if message["type"] == "update" and message["version"] > version:
                version = message["version"]
                break
        live.append(time.time() - start)
        open(edited, "w").write(original + f"\n// build alone {run} {time.time()}\n")
        time.sleep(0.5)  # let the watcher's rebuild of this edit start and finish first
        while True:
            message = json.loads(ws.recv())
            if message["type"] == "update":
                version = message["version"]
                break
        open(edited, "w").write(original + f"\n// build alone again {run} {time.time()}\n")
        # The watcher sees this one too; time the build by itself while the server is idle
        # by waiting for its update first, then rebuilding with one more change.
        while True:
            message = json.loads(ws.recv())
            if message["type"] == "update":
                version = message["version"]
                break
        server.send_signal(19)  # SIGSTOP: the server sleeps while the build is timed alone
        open(edited, "w").write(original + f"\n// timed build {run} {time.time()}\n")
        start = time.time()
        subprocess.run(
            ["swift", "build", "--package-path", os.path.join(sample, ".build/vitro-preview"),
             "--scratch-path", scratch, "--product", "VitroPreviewRunner"],
            check=True, stdout=subprocess.DEVNULL)
        alone.append(time.time() - start)
        server.send_signal(18)  # SIGCONT
        while True:
            message = json.loads(ws.recv())
            if message["type"] == "update":
                version = message["version"]
                break
    a, b = statistics.median(live), statistics.median(alone)
    print(f"save to new image: median {a:.2f} s over {runs} runs ({', '.join(f'{x:.2f}' for x in live)})")
    print(f"incremental swift build alone: median {b:.2f} s ({', '.join(f'{x:.2f}' for x in alone)})")
    print(f"overhead: {(a - b) / b * 100:.0f} % of the build")
finally:
    open(edited, "w").write(original)
    server.terminate()
    server.wait()
