#!/usr/bin/env python3
"""How fast `vitro preview --watch` follows an edit and a click (issue 22, item 6).

On Samples/PreviewSample (11 previews, three modules), RUNS times:
  live   a one-line change saved to SampleControls/CounterView.swift, timed until the page's
         WebSocket has the counter's new image and its PNG has been fetched over HTTP;
  alone  the same kind of change, timed through the runner's incremental `swift build` alone
         (the same command `vitro preview` runs), with the server stopped (SIGSTOP) meanwhile.
The preview's own overhead is (live - alone) / alone. Then CLICKS taps on the counter's button
at 3x (1206 x 2622 px), each timed from the WebSocket message to the changed rows' PNGs
fetched (the page draws them over the image it shows).
Prints the medians and every run; the server's own log (build, render, push) goes to stderr.

Usage: Benchmarks/preview-latency.py VITRO SCRATCH [RUNS] [CLICKS]
  VITRO    the built `vitro` (swift build --product vitro; --show-bin-path)
  SCRATCH  the runner's build folder, built once before (a first build takes minutes)
Needs websocket-client (PyPI).
"""
import json, os, re, signal, statistics, subprocess, sys, tempfile, threading, time, urllib.request
import websocket

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
vitro, scratch = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
clicks = int(sys.argv[4]) if len(sys.argv) > 4 else 10
sample = os.path.join(root, "Samples/PreviewSample")
edited = os.path.join(sample, "Sources/SampleControls/CounterView.swift")
original = open(edited).read()
assert '"Count: \\(count)"' in original
out = tempfile.mkdtemp()
server = subprocess.Popen(
    [vitro, "preview", sample, "-o", out, "--watch", "--port", "0", "--scratch-path", scratch],
    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
renders = []
rendered = threading.Condition()


def log_reader():
    for line in server.stderr:
        sys.stderr.write("  server: " + line)
        m = re.search(r"rendered (\d+) images.* in (\d+) ms", line)
        if m:
            with rendered:
                renders.append(int(m.group(2)) / 1000)
                rendered.notify_all()


threading.Thread(target=log_reader, daemon=True).start()


def edit(text):
    with open(edited, "w") as f:
        f.write(original.replace('"Count: \\(count)"', '"Count %s: \\(count)"' % text))


def fetch(name, version):
    with urllib.request.urlopen(f"{url}{name}?v={version}") as r:
        return r.read()


def wait(ws, kind):
    while True:
        m = json.loads(ws.recv())
        if m["type"] == kind:
            return m
        if m["type"] == "error":
            raise SystemExit("build failed:\n" + m["report"])


def renders_done(count):
    """Waits until the server has logged `count` renders (it is idle after one: the work queue
    builds and renders one request at a time)."""
    with rendered:
        rendered.wait_for(lambda: len(renders) >= count, timeout=900)


def drain(ws, quiet=1.0):
    """Reads the messages already sent."""
    ws.settimeout(quiet)
    try:
        while True:
            ws.recv()
    except websocket.WebSocketTimeoutException:
        pass
    ws.settimeout(900)


try:
    url = next(line.split()[1] for line in server.stdout if line.startswith("serving "))
    ws = websocket.create_connection(url.replace("http", "ws") + "socket", timeout=900)
    first = json.loads(ws.recv())
    counter = next(r["fileName"] for r in first["previews"] if r["identifier"] == "SampleControls-CounterView-Counter")
    renders_done(1)  # the serving runner's first render
    drain(ws)
    live, alone = [], []
    for run in range(runs):
        done = len(renders)
        edit(f"live {run}")
        start = time.time()
        # The saved file's previews render first, each image pushed as it is drawn.
        while True:
            m = json.loads(ws.recv())
            if m["type"] == "changed" and m["fileName"] == counter or m["type"] == "update":
                break
            if m["type"] == "error":
                raise SystemExit("build failed:\n" + m["report"])
        fetch(counter, m["version"])
        live.append(time.time() - start)
        renders_done(done + 1)
        drain(ws)
        server.send_signal(signal.SIGSTOP)
        edit(f"alone {run}")
        start = time.time()
        subprocess.run(
            ["swift", "build", "--package-path", os.path.join(sample, ".build/vitro-preview"),
             "--scratch-path", scratch, "--product", "VitroPreviewRunner"],
            check=True, stdout=subprocess.DEVNULL)
        alone.append(time.time() - start)
        done = len(renders)
        server.send_signal(signal.SIGCONT)
        # The server's own build of that change finds nothing to do; it renders again.
        renders_done(done + 1)
        drain(ws)
    a, b = statistics.median(live), statistics.median(alone)
    print(f"save to new image in the page: median {a:.2f} s ({', '.join(f'{x:.2f}' for x in live)})")
    print(f"incremental swift build alone:  median {b:.2f} s ({', '.join(f'{x:.2f}' for x in alone)})")
    print(f"overhead (render, push, fetch): {(a - b) / b * 100:.1f} % of the build")

    # Clicks on the counter's button (a little below the screen's middle, under the count).
    taps = []
    y = None
    for fraction in [0.55, 0.53, 0.57, 0.51, 0.59, 0.49, 0.61]:
        ws.send(json.dumps({"type": "tap", "image": counter, "x": 0.5, "y": fraction}))
        ws.settimeout(5)
        try:
            m = wait(ws, "changed")
            y = fraction
            break
        except websocket.WebSocketTimeoutException:
            continue
    ws.settimeout(900)
    if y is None:
        raise SystemExit("no tap on the counter changed it")
    for _ in range(clicks):
        start = time.time()
        ws.send(json.dumps({"type": "tap", "image": counter, "x": 0.5, "y": y}))
        m = wait(ws, "changed")
        # The rows each frame changed, as the page fetches them (the whole image when none).
        for patch in m["patches"]:
            if patch["file"]:
                fetch(patch["file"], m["version"])
        if not m["patches"]:
            fetch(m["fileName"], m["version"])
        taps.append(time.time() - start)
    t = statistics.median(taps)
    print(f"click to next frame at 3x: median {t * 1000:.0f} ms ({', '.join(f'{x * 1000:.0f}' for x in taps)})")
finally:
    open(edited, "w").write(original)
    if server.poll() is None:
        server.send_signal(signal.SIGCONT)
        server.terminate()
        server.wait()
