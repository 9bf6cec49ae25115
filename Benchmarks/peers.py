#!/usr/bin/env python3
"""Times the peers on the benchmark workloads and compares everyone with an exact Gaussian.

  peers.py IMAGE VITRO.json OUTDIR [--runs N]

VITRO.json is vitro-bench's output (its images are in OUTDIR). Peers, one process each, on the
same 8-bit RGBA image: Skia's CPU raster (skia-python), OpenCV, Pillow, and pillow-simd (in its
own virtual environment, since it shares Pillow's module name). Blur PSNR is against SciPy's
float64 Gaussian (reflected edges) over the interior, 3σ from the edges, on the color channels.
Then the end-to-end table: whole renders of views through ImageRenderer (vitro-bench's scenes),
beside the kernels and the peers of the same run, with the speed targets (end_to_end below) and
whether each is met.
Prints the tables and writes OUTDIR/results.json.
"""
import json, os, subprocess, sys, tempfile, time
import numpy as np
from PIL import Image, ImageFilter

BEST = {}  # (name, workload, sigma) -> best ms, for the end-to-end targets

def median_ms(f, runs, setup=lambda: None, key=None):
    f(setup())
    t = []
    for _ in range(runs):
        arg = setup()
        a = time.perf_counter(); f(arg); t.append(time.perf_counter() - a)
    if key: BEST[key] = min(t) * 1000
    return float(np.median(t)) * 1000

def main():
    image, vitro_json, outdir = sys.argv[1:4]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 9
    vitro = json.load(open(vitro_json))
    rgba = np.ascontiguousarray(np.asarray(Image.open(image).convert("RGBA")))
    H, W = rgba.shape[:2]
    import skia, cv2
    from scipy.ndimage import gaussian_filter
    fresh = lambda: skia.Image.fromarray(rgba, colorType=skia.kRGBA_8888_ColorType)
    surf = skia.Surface.MakeRaster(skia.ImageInfo.Make(W, H, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType))
    s = 1.8
    sat = [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
           0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
           0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0, 0, 0, 0, 1, 0]
    tint = skia.Color4f(1, 1, 1, 0.10)
    rows = []
    sigmas = sorted({r["sigma"] for r in vitro["results"] if "sigma" in r})
    copy_ms = next(r["ms"] for r in vitro["results"] if r["workload"] == "copy")
    for sigma in sigmas:
        m = int(3 * sigma)
        exact = np.stack([gaussian_filter(rgba[..., c].astype(np.float64), sigma, mode="reflect") for c in range(3)], -1)
        def psnr(res):
            r = res[m:H - m, m:W - m, :3].astype(np.float64); e = exact[m:H - m, m:W - m]
            return float(10 * np.log10(255 ** 2 / np.mean((r - e) ** 2)))
        v = {r["workload"]: r for r in vitro["results"] if r.get("sigma") == sigma}
        vitro_blur = np.asarray(Image.open(os.path.join(outdir, v["blur"]["output"])).convert("RGBA"))
        peers = {}
        paint = skia.Paint(ImageFilter=skia.ImageFilters.Blur(sigma, sigma, skia.TileMode.kMirror))
        def skia_blur(img=None):
            c = surf.getCanvas(); c.clear(0); c.drawImage(img or fresh(), 0, 0, paint=paint)
            return surf.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType)
        k = int(2 * np.ceil(3 * sigma) + 1)
        cv_blur = lambda _=None: cv2.GaussianBlur(rgba, (k, k), sigma, borderType=cv2.BORDER_REFLECT)
        pil = Image.fromarray(rgba)
        pil_blur = lambda _=None: np.asarray(pil.filter(ImageFilter.GaussianBlur(sigma)))
        for name, f, setup in [("skia", skia_blur, fresh), ("opencv", cv_blur, lambda: None), ("pillow", pil_blur, lambda: None)]:
            peers[name] = (median_ms(f, runs, setup, key=(name, "blur", sigma)), psnr(f(setup())))
        simd = os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "vitro-peers", "pillow-simd", "bin", "python")
        if os.path.exists(simd):
            code = ("import sys, time\nfrom PIL import Image, ImageFilter\n"
                    "im = Image.open(sys.argv[1]).convert('RGBA'); s = float(sys.argv[2]); n = int(sys.argv[3])\n"
                    "im.filter(ImageFilter.GaussianBlur(s)); t = []\n"
                    "for _ in range(n):\n a = time.perf_counter(); r = im.filter(ImageFilter.GaussianBlur(s)); t.append(time.perf_counter() - a)\n"
                    "r.save(sys.argv[4]); print(sorted(t)[len(t) // 2] * 1000, min(t) * 1000)\n")
            fd, png = tempfile.mkstemp(suffix=".png"); os.close(fd)
            out = subprocess.run([simd, "-c", code, image, str(sigma), str(runs), png], capture_output=True, text=True)
            if out.returncode == 0:
                med, best = map(float, out.stdout.split())
                BEST[("pillow-simd", "blur", sigma)] = best
                peers["pillow-simd"] = (med, psnr(np.asarray(Image.open(png).convert("RGBA"))))
            os.remove(png)
        good = {n: t for n, (t, p) in peers.items() if p >= 50}
        best = min(good, key=good.get) if good else None
        rows.append({"workload": "blur", "sigma": sigma, "vitro_ms": v["blur"]["ms"], "vitro_best": v["blur"]["best"],
                     "vitro_psnr": psnr(vitro_blur),
                     "peers": {n: {"ms": t, "psnr": p} for n, (t, p) in peers.items()},
                     "fastest_peer_50db": best, "ratio": good[best] / v["blur"]["ms"] if best else None})
        backdrop = skia.ImageFilters.ColorFilter(skia.ColorFilters.Matrix(sat), skia.ImageFilters.Blur(sigma, sigma, skia.TileMode.kMirror))
        for workload, rect in (("material", (0, 0, W, H)), ("bar", tuple(v["bar"]["rect"]))):
            x, y, w, h = rect
            def skia_material(img):
                c = surf.getCanvas(); c.drawImage(img, 0, 0)
                c.save(); c.clipRect(skia.Rect.MakeXYWH(x, y, w, h))
                c.saveLayer(skia.Canvas.SaveLayerRec(skia.Rect.MakeXYWH(x, y, w, h), None, backdrop, 0))
                c.drawColor(tint); c.restore(); c.restore()
            t = median_ms(skia_material, runs, fresh, key=("skia", workload, sigma))
            rows.append({"workload": workload, "sigma": sigma, "vitro_ms": v[workload]["ms"], "vitro_best": v[workload]["best"],
                         "peers": {"skia": {"ms": t}}, "fastest_peer_50db": "skia", "ratio": t / v[workload]["ms"]})
    copy_best = next(r["best"] for r in vitro["results"] if r["workload"] == "copy")
    e2e = end_to_end(vitro, rows, copy_best)
    json.dump({"image": [W, H], "copy_ms": copy_ms, "rows": rows, "end_to_end": e2e},
              open(os.path.join(outdir, "results.json"), "w"), indent=1)
    names = ["skia", "opencv", "pillow", "pillow-simd"]
    print(f"image {W}x{H}, one frame copy {copy_ms:.2f} ms (the floor); median of {runs} runs; PSNR vs exact Gaussian, interior")
    print()
    print("| workload | σ px | Vitro ms | Vitro dB | " + " | ".join(f"{n} ms (dB)" for n in names) + " | speed-up vs fastest peer ≥ 50 dB |")
    print("|---|---|---|---|" + "---|" * len(names) + "---|")
    for r in rows:
        cells = []
        for n in names:
            p = r["peers"].get(n)
            cells.append("—" if not p else (f"{p['ms']:.1f} ({p['psnr']:.1f})" if "psnr" in p else f"{p['ms']:.1f}"))
        vdb = f"{r['vitro_psnr']:.1f}" if "vitro_psnr" in r else "—"
        label = {"blur": "blur, full frame", "material": "material, full frame", "bar": f"material, bar {r.get('sigma') and ''}"}[r["workload"]]
        if r["workload"] == "bar": label = "material, 1179×300 bar"
        ratio = f"{r['ratio']:.1f}× ({r['fastest_peer_50db']})" if r["ratio"] else "—"
        print(f"| {label} | {r['sigma']:g} | {r['vitro_ms']:.2f} | {vdb} | " + " | ".join(cells) + f" | {ratio} |")
    print_end_to_end(e2e, runs)
    print_frames(vitro, runs)

def print_frames(vitro, runs):
    """The frame figures of issue 26, through ImageRenderer.render() and ViewHost.render(): the
    glass frame at 3x (a 60 fps frame is 16.7 ms), the same shapes in .regularMaterial, a
    ViewHost update that changes one control (under 8 ms), and writing the glass frame as PNG."""
    g = vitro.get("glass", {})
    host = vitro.get("viewGraph", {}).get("listUpdate", {})
    if not g: return
    rows = [
        ("glass frame 402×874 pt @3x, render()", g["glassMs"], "≤ 16.7 ms (60 fps)", g["glassMs"] <= 16.7),
        ("same shapes in .regularMaterial, render()", g["materialMs"], "in proportion", None),
    ]
    if host:
        rows.append(("ViewHost, one control of a 20-row list changed @3x", host["updateMs"], "< 8 ms", host["updateMs"] < 8))
    for depth in ("8", "16"):
        ms = g.get(f"png{depth}Ms", -1)
        if ms >= 0: rows.append((f"writePNG of the glass frame, {depth} bits", ms, "—", None))
    print()
    print(f"Frames: best of {runs}")
    print()
    print("| frame | best ms | target | met |")
    print("|---|---|---|---|")
    for label, ms, target, met in rows:
        print(f"| {label} | {ms:.2f} | {target} | {'—' if met is None else ('yes' if met else '**no**')} |")

def end_to_end(vitro, rows, copy_ms):
    """The speed targets of each end-to-end scene, against the kernels and peers of this run,
    best against best (the machine is shared: the best of N is the least disturbed). Returns
    the rows; print_end_to_end shows them."""
    kernel = {(r["workload"], r["sigma"]): r for r in rows}
    out = []
    for r in vitro.get("endToEnd", []):
        targets = []
        name, med = r["name"], r["best"]
        if name == "photo":
            targets.append((f"≤ 3× frame copy ({3 * copy_ms:.2f} ms)", med <= 3 * copy_ms))
        if "kernel" in r:
            k = kernel.get((r["kernel"]["workload"], r["kernel"]["sigma"]))
            if k:
                limit = k["vitro_best"] + 2
                targets.append((f"≤ kernel + 2 ms ({k['vitro_best']:.2f} + 2)", med <= limit))
                if k["workload"] == "blur" and k["sigma"] == 20 and ("pillow-simd", "blur", 20) in BEST:
                    simd = BEST[("pillow-simd", "blur", 20)]
                    targets.append((f"≥ 8× faster than pillow-simd's bare blur ({simd:.1f} ms): {simd / med:.1f}×", simd / med >= 8))
                if k["workload"] == "material" and k["sigma"] == 20 and ("skia", "material", 20) in BEST:
                    sk = BEST[("skia", "material", 20)]
                    targets.append((f"≥ 25× faster than Skia, photo + backdrop filter ({sk:.1f} ms): {sk / med:.1f}×", sk / med >= 25))
        if name == "screen":
            targets.append(("< 15 ms", med < 15))
        out.append({**r, "targets": [{"target": t, "met": m} for t, m in targets]})
    return out

def print_end_to_end(e2e, runs):
    print()
    print(f"End to end: views through ImageRenderer.render() (the RasterImage users get; fresh renderer per render), best / median / worst of {runs};")
    print("targets against the best of the kernels and peers above (frame copy, kernel, pillow-simd, Skia)")
    print()
    print("| scene | pixels | best ms | median ms | worst ms | target (best against best) | met |")
    print("|---|---|---|---|---|---|---|")
    for r in e2e:
        w, h = r["size"]
        ts = r["targets"]
        target = "; ".join(t["target"] for t in ts) or "—"
        met = "; ".join("yes" if t["met"] else "**no**" for t in ts) or "—"
        print(f"| {r['label']} | {w}×{h} | {r['best']:.2f} | {r['median']:.2f} | {r['worst']:.2f} | {target} | {met} |")

if __name__ == "__main__":
    main()
