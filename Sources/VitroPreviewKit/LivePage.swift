import Foundation

/// The page `vitro preview --watch` serves: the gallery drawn in the browser from the
/// previews' records, kept current over a WebSocket (`/socket`), with the variant switches.
public enum LivePage {
    /// The page; `options` preselects the switches.
    public static func html(title: String, options: PreviewOptions) -> String {
        let schemes = options.colorSchemes.count == 2 ? "both" : options.colorSchemes[0].rawValue
        func select(_ id: String, _ values: [String], _ chosen: String) -> String {
            let items = values.map {
                "<option\($0 == chosen ? " selected" : "")>\(GalleryPage.escape($0))</option>"
            }
            return "<select id=\"\(id)\">\(items.joined())</select>"
        }
        let scales = ["device", "1", "2", "3"]
        let controls = [
            "<label>Scheme \(select("colorScheme", ["light", "dark", "both"], schemes))</label>",
            "<label>Device \(select("device", DevicePreset.all.map(\.name), options.device))</label>",
            "<label>Contrast \(select("contrast", ["standard", "increased"], options.increasedContrast ? "increased" : "standard"))</label>",
            "<label><input type=\"checkbox\" id=\"reduceTransparency\"\(options.reduceTransparency ? " checked" : "")> Reduce transparency</label>",
            "<label>Text \(select("dynamicType", ["default"] + PreviewVariant.dynamicTypeSizeNames, options.dynamicTypeSize ?? "default"))</label>",
            "<label>Scale \(select("scale", scales, options.scale.map { PreviewVariant.number($0) } ?? "device"))</label>",
        ]
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(GalleryPage.escape(title))</title>
            <meta name="viewport" content="width=device-width">
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
            header { position: sticky; top: 0; background: rgba(242,242,247,.92); backdrop-filter: blur(12px); padding: 12px 24px; border-bottom: 1px solid #d1d1d6; display: flex; flex-wrap: wrap; gap: 14px; align-items: center; z-index: 1; }
            header h1 { font-size: 17px; margin: 0 12px 0 0; } #status { color: #8e8e93; margin-left: auto; }
            main { padding: 8px 24px 24px; }
            h2 { font-size: 17px; margin-top: 24px; border-bottom: 1px solid #d1d1d6; }
            h3 { font-size: 14px; margin: 12px 0 6px; } small { color: #8e8e93; font-weight: normal; }
            .module { display: flex; flex-wrap: wrap; gap: 12px 32px; align-items: flex-start; }
            .variants { display: flex; flex-wrap: wrap; gap: 16px; }
            figure[data-variant^="dark"] img, figure[data-variant^="dark"] canvas { background: #000; }
            .frame { position: relative; display: inline-block; line-height: 0; max-width: 100%; }
            .frame canvas { position: absolute; left: 0; top: 0; width: 100%; height: 100%; border-radius: 6px; background: #fff; pointer-events: none; }
            figure { margin: 0; } figcaption { color: #8e8e93; font-size: 12px; text-align: center; }
            img { border-radius: 6px; box-shadow: 0 1px 4px rgba(0,0,0,.15); background: #fff; cursor: pointer; max-width: 100%; height: auto; }
            #diagnostics { display: none; margin: 16px 24px 0; padding: 12px 16px; background: #fff0f0; border: 1px solid #ff3b30; border-radius: 8px; white-space: pre-wrap; font: 12px ui-monospace, monospace; color: #a00; }
            pre.error { color: #c00; white-space: pre-wrap; }
            </style></head>
            <body>
            <header><h1>\(GalleryPage.escape(title))</h1>
            \(controls.joined(separator: "\n"))
            <span id="status">connecting…</span></header>
            <pre id="diagnostics"></pre>
            <main id="gallery"></main>
            <script>
            \(script)
            </script>
            </body></html>

            """
    }

    /// The page's script: draws the gallery from `update` messages, shows `error` messages
    /// over the last images, sends the switches as `options`.
    static let script = #"""
        "use strict";
        let socket, version = 0, records = [];
        const $ = (id) => document.getElementById(id);
        function esc(s) { return String(s).replace(/[&<>"']/g, c => ({"&":"&amp;","<":"&lt;",">":"&gt;","\"":"&quot;","'":"&#39;"})[c]); }
        function draw() {
          const groups = new Map();
          for (const r of records) { if (!groups.has(r.identifier)) groups.set(r.identifier, []); groups.get(r.identifier).push(r); }
          let html = "", module = null;
          for (const [id, list] of groups) {
            const first = list[0];
            if (first.module !== module) {
              if (module !== null) html += `</div>`;
              module = first.module; html += `<h2>${esc(module)}</h2><div class="module">`;
            }
            html += `<section class="preview" id="${esc(id)}"><h3>${esc(first.name)} <small>${esc(first.file)}:${first.line}</small></h3><div class="variants">`;
            for (const r of list) {
              html += `<figure data-variant="${esc(r.variant)}">`;
              // Width and height both: each box is laid out before its image loads, so nothing below it moves.
              html += r.fileName
                ? `<span class="frame"><img src="${esc(r.fileName)}?v=${version}" data-file="${esc(r.fileName)}" width="${Math.round(r.width / 6)}" height="${Math.round(r.height / 6)}" data-width="${r.width}" data-height="${r.height}" alt="${esc(first.name)} (${esc(r.variant)})"></span>`
                : `<pre class="error">${esc(r.error || "not rendered")}</pre>`;
              html += `<figcaption>${esc(r.variant)}</figcaption></figure>`;
            }
            html += `</div></section>`;
          }
          if (module !== null) html += `</div>`;
          $("gallery").innerHTML = html;
        }
        function options() {
          const scheme = $("colorScheme").value, scale = $("scale").value, type = $("dynamicType").value;
          return { colorSchemes: scheme === "both" ? ["light", "dark"] : [scheme], device: $("device").value,
                   increasedContrast: $("contrast").value === "increased", reduceTransparency: $("reduceTransparency").checked,
                   dynamicTypeSize: type === "default" ? null : type, scale: scale === "device" ? null : Number(scale) };
        }
        function connect() {
          socket = new WebSocket(`ws://${location.host}/socket`);
          socket.onopen = () => { $("status").textContent = "live"; };
          socket.onclose = () => { $("status").textContent = "disconnected; retrying…"; setTimeout(connect, 1000); };
          socket.onmessage = (event) => {
            const m = JSON.parse(event.data);
            if (m.type === "update") {
              version = m.version; records = m.previews; draw();
              $("diagnostics").style.display = "none";
              $("status").textContent = `live · ${new Set(records.map(r => r.identifier)).size} previews · update ${version}`;
              document.body.dataset.version = version;
            } else if (m.type === "error") {
              $("diagnostics").textContent = m.report; $("diagnostics").style.display = "block";
              $("status").textContent = "build failed";
            } else if (m.type === "changed") {
              play(m);
            } else if (m.type === "status") {
              $("status").textContent = m.text;
            }
          };
        }
        // A live preview changed: its frames, each the rows it changed, drawn at 60 a second over
        // the image in a canvas laid on it (the last is the settled image); with none, the image's
        // file was written again. Each image's changes are drawn in the order they came.
        const queues = new WeakMap();
        function shown(img) {
          window.lastShown = performance.now();
          img.dataset.changes = String(Number(img.dataset.changes || 0) + 1);
        }
        function load(src) { const i = new Image(); i.src = src; return i.decode().then(() => i); }
        async function canvasOver(img) {
          let canvas = img.parentElement.querySelector("canvas");
          if (canvas) return canvas;
          await img.decode();
          canvas = document.createElement("canvas");
          canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
          canvas.getContext("2d").drawImage(img, 0, 0);
          img.after(canvas);
          return canvas;
        }
        function play(m) {
          const img = document.querySelector(`img[data-file="${CSS.escape(m.fileName)}"]`);
          if (!img) return;
          const before = queues.get(img) || Promise.resolve();
          if (m.patches.length === 0) {
            const next = before.then(() => new Promise((resolve) => {
              img.onload = () => { img.onload = null; img.parentElement.querySelector("canvas")?.remove(); shown(img); resolve(); };
              img.onerror = resolve;
              img.src = `${m.fileName}?v=${m.version}`;
            }));
            queues.set(img, next);
            return;
          }
          const bands = Promise.all(m.patches.map(p => p.file ? load(`${p.file}?v=${m.version}`) : null));
          const next = before.then(() => Promise.all([canvasOver(img), bands])).then(([canvas, images]) => new Promise((resolve) => {
            const context = canvas.getContext("2d");
            let drawn = 0, start = null;
            const drawTo = (index) => {
              for (; drawn <= index && drawn < images.length; drawn++) {
                const band = images[drawn], p = m.patches[drawn];
                if (!band) continue;
                context.clearRect(0, p.y, canvas.width, p.height);
                context.drawImage(band, 0, p.y);
              }
            };
            if (images.length === 1) { drawTo(0); shown(img); resolve(); return; }
            const step = (t) => {
              if (start === null) start = t;
              drawTo(Math.floor((t - start) / (1000 / 60)));
              if (drawn < images.length) requestAnimationFrame(step); else { shown(img); resolve(); }
            };
            requestAnimationFrame(step);
          })).catch(() => {});
          queues.set(img, next);
        }
        function point(event) {
          const img = event.target.closest("img[data-file]");
          if (!img) return null;
          const box = img.getBoundingClientRect();
          return { image: img.dataset.file, x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
        }
        // The image last clicked takes the keys typed (a click on one of its text fields focuses it).
        let focused = null;
        $("gallery").addEventListener("click", (event) => {
          const p = point(event);
          focused = p ? p.image : null;
          if (p) { window.lastClick = performance.now(); socket.send(JSON.stringify({ type: "tap", ...p })); }
        });
        document.addEventListener("keydown", (event) => {
          if (!focused || event.target.closest("select, input") || event.ctrlKey || event.metaKey || event.altKey) return;
          if (event.key === "Backspace") socket.send(JSON.stringify({ type: "key", image: focused, key: "Backspace" }));
          else if (event.key.length === 1) socket.send(JSON.stringify({ type: "key", image: focused, text: event.key }));
          else return;
          event.preventDefault();
        });
        let wheel = 0, wheelTimer = null;
        $("gallery").addEventListener("wheel", (event) => {
          const p = point(event);
          if (!p) return;
          event.preventDefault();
          wheel += event.deltaY;
          clearTimeout(wheelTimer);
          wheelTimer = setTimeout(() => { socket.send(JSON.stringify({ type: "scroll", dy: wheel, ...p })); wheel = 0; }, 50);
        }, { passive: false });
        for (const id of ["colorScheme", "device", "contrast", "reduceTransparency", "dynamicType", "scale"]) {
          $(id).addEventListener("change", () => socket.send(JSON.stringify({ type: "options", options: options() })));
        }
        connect();
        """#
}
