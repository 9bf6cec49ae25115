#!/usr/bin/env python3
"""Drives headless Chromium against `vitro preview --watch` on Samples/PreviewSample.

The page loads with every preview; a switch changes the variant; a saved edit to a sample
source shows its new image without a reload; a click on a button changes the preview; an
animated change plays its frames in between in the page; keys typed after a click on a text
field go there; a new source file's preview appears; traversal requests get 404.
Needs Debian's chromium and websocket-client (PyPI); `.ci/run` installs both.
Usage: .ci/preview-browser.py VITRO SCRATCH [SCREENSHOT.png]
"""
import json, os, shutil, socket, statistics, subprocess, sys, tempfile, time, urllib.request
import websocket

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
vitro, scratch = sys.argv[1], sys.argv[2]
screenshot = sys.argv[3] if len(sys.argv) > 3 else None
sample = os.path.join(root, "Samples/PreviewSample")
edited = os.path.join(sample, "Sources/SampleCards/ProfileCard.swift")
original = open(edited).read()
out = tempfile.mkdtemp()
procs = []


def fail(message):
    print("preview-browser: FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(what, check, timeout):
    end = time.time() + timeout
    while time.time() < end:
        value = check()
        if value:
            return value
        time.sleep(0.25)
    fail("timed out waiting for " + what)


def raw_get(port, path):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    return int(data.split(b" ", 2)[1])


class Page:
    def __init__(self, port):
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60)
        self.next = 0

    def call(self, method, **params):
        self.next += 1
        self.ws.send(json.dumps({"id": self.next, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next:
                if "error" in message:
                    fail(f"{method}: {message['error']}")
                return message.get("result", {})

    def eval(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")


try:
    server = subprocess.Popen(
        [vitro, "preview", sample, "-o", out, "--watch", "--port", "0", "--scratch-path", scratch],
        stdout=subprocess.PIPE, text=True)
    procs.append(server)
    url = None
    for line in server.stdout:
        if line.startswith("serving "):
            url = line.split()[1]
            break
    if not url:
        fail("vitro preview --watch did not serve")
    port = int(url.rstrip("/").rsplit(":", 1)[1])
    print("preview-browser: serving", url, file=sys.stderr)

    # Only the output folder is served.
    os.symlink("/etc/passwd", os.path.join(out, "escape.png"))
    for path in ["/../Package.swift", "/%2e%2e/%2e%2e/Package.swift", "/%252e%252e/Package.swift",
                 "//etc/passwd", "/escape.png", "/..%2fPackage.swift", "/missing.png"]:
        status = raw_get(port, path)
        if status != 404:
            fail(f"{path} answered {status}, not 404")
    if raw_get(port, "/previews.json") != 200:
        fail("previews.json is not served")

    chrome = subprocess.Popen(
        ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=9333",
         "--window-size=1400,1000", f"--user-data-dir={out}-chrome", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    procs.append(chrome)
    wait_for("chromium", lambda: subprocess.run(
        ["curl", "-sf", "http://127.0.0.1:9333/json/version"], capture_output=True).returncode == 0, 30)
    page = Page(9333)
    page.call("Page.enable")
    page.call("Page.navigate", url=url)
    expected = len({r["identifier"] for r in json.load(open(os.path.join(out, "previews.json")))})
    wait_for("every preview on the page",
             lambda: page.eval("document.querySelectorAll('section.preview').length") == expected, 30)
    wait_for("images loaded", lambda: page.eval(
        "[...document.images].length > 0 && [...document.images].every(i => i.complete && i.naturalWidth > 0)"), 30)
    print(f"preview-browser: {expected} previews shown", file=sys.stderr)
    if screenshot:
        import base64
        shot = page.call("Page.captureScreenshot", format="png")
        open(screenshot, "wb").write(base64.b64decode(shot["data"]))

    # A switch: dark.
    page.eval("window.marker = 42")
    page.eval("const s = document.getElementById('colorScheme'); s.value = 'dark'; s.dispatchEvent(new Event('change'))")
    wait_for("the dark variant", lambda: page.eval(
        "[...document.querySelectorAll('figure')].every(f => f.dataset.variant === 'dark') && "
        "document.querySelectorAll('figure').length > 0"), 120)
    print("preview-browser: the switch shows the dark variant", file=sys.stderr)

    # A saved edit: the card's role changes; the image changes without a reload.
    selector = "img[src^='SampleCards-ProfileCard-Featured']"
    before = page.eval(f"document.querySelector(\"{selector}\").src")
    version = page.eval("Number(document.body.dataset.version)")
    open(edited, "w").write(original.replace('"Rear admiral"', '"Computer scientist"'))
    wait_for("the edited preview", lambda: page.eval("Number(document.body.dataset.version)") > version, 600)
    after = page.eval(f"document.querySelector(\"{selector}\").src")
    if before == after:
        fail("the image did not change after the edit")
    if page.eval("window.marker") != 42:
        fail("the page reloaded")
    print("preview-browser: a saved edit shows its new image without a reload", file=sys.stderr)

    # A click on the counter's button: its count changes (the image is drawn again). Its module
    # did not change in the edit above: the runner started after that build makes its host on
    # the click.
    counter = "img[data-file^='SampleControls-CounterView-Counter']"
    # A hash of the pixels the page shows: the image, or the canvas of changed rows laid over it.
    digest = ("(async () => { const img = document.querySelector(\"%s\"); await img.decode();"
              " const shown = img.parentElement.querySelector('canvas') || img;"
              " const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;"
              " const g = c.getContext('2d'); g.drawImage(shown, 0, 0);"
              " const b = g.getImageData(0, 0, c.width, c.height).data;"
              " let h = 0; for (const x of b) h = (h * 31 + x) | 0; return h; })()" % counter)
    def image_hash():
        return page.call("Runtime.evaluate", expression=digest, awaitPromise=True,
                         returnByValue=True)["result"]["value"]
    # The update redrew the gallery: its images load before the page is still (on a busy machine
    # that takes a while, and a click where the button was would land elsewhere).
    wait_for("the updated gallery's images", lambda: page.eval(
        "[...document.images].every(i => i.complete && i.naturalWidth > 0)"), 60)
    page.eval(f"document.querySelector(\"{counter}\").scrollIntoView({{block: 'center'}})")
    time.sleep(0.5)
    first = image_hash()
    clicked = False
    # The button sits a little below the screen's middle (the count above it).
    tried = []
    for fraction in [0.55, 0.53, 0.57, 0.51, 0.59, 0.49, 0.61]:
        page.eval(f"document.querySelector(\"{counter}\").scrollIntoView({{block: 'center'}})")
        time.sleep(0.2)
        box = page.eval(f"(() => {{ const r = document.querySelector(\"{counter}\").getBoundingClientRect();"
                        " return [r.left, r.top, r.width, r.height, innerHeight]; })()")
        tried.append([round(v) for v in box])
        x, y = box[0] + box[2] / 2, box[1] + box[3] * fraction
        changes = page.eval(f"Number(document.querySelector(\"{counter}\").dataset.changes || 0)")
        for kind in ["mousePressed", "mouseReleased"]:
            page.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)
        end = time.time() + 15
        while time.time() < end:
            if page.eval(f"Number(document.querySelector(\"{counter}\").dataset.changes || 0)") > changes:
                clicked = True
                break
            time.sleep(0.2)
        if clicked:
            break
    if not clicked:
        status = page.eval("document.getElementById('status').textContent")
        fail("a click on the counter's button changed nothing (the image's box and the window's height "
             f"at each try: {tried}; the page says: {status})")
    time.sleep(0.5)
    if image_hash() == first:
        fail("the counter's image is the same after the click")
    latency = page.eval("window.lastShown - window.lastClick")
    print(f"preview-browser: a click on a button changes what the preview shows "
          f"(click to new image in the page: {latency:.0f} ms at 3x)", file=sys.stderr)

    # An animated change: a click on the track slides its puck (withAnimation, half a second). The
    # page must show the frames in between, not only the settled one: what it shows is sampled
    # on every animation frame of the page (a small copy of the image, or of the canvas laid
    # over it), and each new picture noted with its time.
    puck = "img[data-file^='SampleControls-SlidingPuck-Slide']"
    page.eval(f"document.querySelector(\"{puck}\").scrollIntoView({{block: 'center'}})")
    time.sleep(0.3)
    page.eval("""(() => {
        const small = document.createElement('canvas'); small.width = 160; small.height = 70;
        const g = small.getContext('2d', { willReadFrequently: true });
        const seen = []; let last = null; window.framesSeen = seen; window.sampling = true;
        const step = (t) => {
          if (!window.sampling) return;
          // Looked up on each frame: an update of the page draws its images anew.
          const img = document.querySelector("%s");
          const shown = img.parentElement.querySelector('canvas') || img;
          g.clearRect(0, 0, 160, 70); g.drawImage(shown, 0, 0, 160, 70);
          let h = 0; for (const x of g.getImageData(0, 0, 160, 70).data) h = (h * 31 + x) | 0;
          if (h !== last) { seen.push(t); last = h; }
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
    })()""" % puck)
    time.sleep(0.3)
    changes = page.eval(f"Number(document.querySelector(\"{puck}\").dataset.changes || 0)")
    box = page.eval(f"(() => {{ const r = document.querySelector(\"{puck}\").getBoundingClientRect();"
                    " return [r.left, r.top, r.width, r.height]; })()")
    for kind in ["mousePressed", "mouseReleased"]:
        page.call("Input.dispatchMouseEvent", type=kind, x=box[0] + box[2] / 2, y=box[1] + box[3] / 2,
                  button="left", clickCount=1)
    wait_for("the puck's slide", lambda: page.eval(
        f"Number(document.querySelector(\"{puck}\").dataset.changes || 0)") > changes, 60)
    time.sleep(0.3)
    times = page.eval("window.sampling = false; window.framesSeen")
    # The pictures played: the longest run of them less than 100 ms apart (before it, the click's
    # wait for the server, and the canvas laid over the image while the frames' rows load).
    runs, run = [], []
    for a, b in zip(times, times[1:]):
        if b - a < 100:
            run.append(b - a)
        else:
            runs.append(run)
            run = []
    played = max(runs + [run], key=len)
    # Half a second at 60 a second is 31 frames; a page that showed only the settled one (or
    # a few) would have no such run. A busy machine drops some: each then shows twice as long.
    interval = statistics.median(played) if played else 0
    if len(played) + 1 < 10 or sum(played) < 250 or interval > 34:
        fail(f"the slide showed {len(played) + 1} frames over {sum(played):.0f} ms, "
             f"{interval:.1f} ms apart (median): {[round(t) for t in times]}")
    print(f"preview-browser: an animated change plays in the page: {len(played) + 1} frames over "
          f"{sum(played):.0f} ms, {interval:.1f} ms apart (median; {1000 / interval:.0f} a second)", file=sys.stderr)

    # Typing: a click on the greeting's text field focuses it; the keys typed go there.
    greeting = "img[data-file^='SampleControls-GreetingForm-Greeting']"
    page.eval(f"document.querySelector(\"{greeting}\").scrollIntoView({{block: 'center'}})")
    time.sleep(0.3)
    box = page.eval(f"(() => {{ const r = document.querySelector(\"{greeting}\").getBoundingClientRect();"
                    " return [r.left, r.top, r.width, r.height]; })()")
    # The field is the upper of the two lines (16 pt padding, then the field).
    x, y = box[0] + box[2] / 2, box[1] + box[3] * 0.3
    for kind in ["mousePressed", "mouseReleased"]:
        page.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)
    time.sleep(0.5)
    changes = page.eval(f"Number(document.querySelector(\"{greeting}\").dataset.changes || 0)")
    for key in "Ada":
        page.call("Input.dispatchKeyEvent", type="keyDown", key=key, text=key)
        page.call("Input.dispatchKeyEvent", type="keyUp", key=key)
    wait_for("the typed text", lambda: page.eval(
        f"Number(document.querySelector(\"{greeting}\").dataset.changes || 0)") >= changes + 3, 30)
    print("preview-browser: keys typed after a click on a text field change the preview", file=sys.stderr)

    # A new source file with a preview: it shows up without a reload.
    added = os.path.join(sample, "Sources/SampleCards/FreshBadge.swift")
    with open(added, "w") as f:
        f.write('import Vitro\n\n#Preview("Fresh", traits: .sizeThatFitsLayout) {\n'
                '    Text("Fresh").padding()\n}\n')
    wait_for("the new file's preview", lambda: page.eval(
        "document.querySelector(\"section[id^='SampleCards-FreshBadge-Fresh']\") !== null"), 600)
    if page.eval("window.marker") != 42:
        fail("the page reloaded")
    print("preview-browser: a new source file's preview shows without a reload", file=sys.stderr)
    print("preview-browser: passed", file=sys.stderr)
finally:
    open(edited, "w").write(original)
    if os.path.exists(os.path.join(sample, "Sources/SampleCards/FreshBadge.swift")):
        os.remove(os.path.join(sample, "Sources/SampleCards/FreshBadge.swift"))
    for p in procs:
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(out + "-chrome", ignore_errors=True)
