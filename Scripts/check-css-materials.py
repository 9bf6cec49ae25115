#!/usr/bin/env python3
"""Render `vitro export --format css` in headless Chromium and compare each standard material
with Vitro's own render of it, in the interior of the material's box.

  check-css-materials.py [--vitro PATH] [--recipes seed] [--min-psnr 40] [--keep DIR]

For each material (ultraThin … bar), light and dark: a busy background (drawn here with
Pillow), one box with the material's class over it, screenshotted by Chromium
(--headless=new --no-sandbox --disable-gpu, device scale 1), and the same box drawn by
`vitro export --render-material`. The interior (the box inset by 3σ, where the two renderers'
edge modes do not reach) is compared by PSNR; the exit status is 1 when one falls below
--min-psnr. Needs chromium (apt-get install chromium), Pillow and numpy.
"""
import argparse, json, shutil, subprocess, sys, tempfile
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw

W, H = 760, 600
RECT = (60, 60, 640, 480)
MATERIALS = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]
CLASSES = {"ultraThin": "ultra-thin", "thin": "thin", "regular": "regular", "thick": "thick",
           "ultraThick": "ultra-thick", "bar": "bar"}


def background(path):
    """Hard edges, fine lines and saturated colors, so blur and saturation both show."""
    img = Image.new("RGB", (W, H))
    px = img.load()
    for y in range(H):
        for x in range(W):
            px[x, y] = (int(255 * x / W), int(120 + 100 * y / H), int(255 * (1 - x / W)))
    d = ImageDraw.Draw(img)
    d.ellipse((180, 150, 400, 370), fill=(255, 214, 10))
    d.rectangle((420, 80, 640, 260), fill=(255, 255, 255))
    d.ellipse((460, 330, 620, 490), fill=(10, 10, 10))
    for x in range(0, W, 12):
        d.line((x, 0, x, H), fill=(255, 255, 255), width=2)
    img.save(path)


def psnr(a, b, box):
    x, y, w, h = box
    A = np.asarray(Image.open(a).convert("RGB"), dtype=np.float64)[y:y + h, x:x + w]
    B = np.asarray(Image.open(b).convert("RGB"), dtype=np.float64)[y:y + h, x:x + w]
    mse = float(np.mean((A - B) ** 2))
    return float("inf") if mse == 0 else 10 * np.log10(255.0 ** 2 / mse)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--vitro", default=".build/debug/vitro")
    p.add_argument("--recipes", default="seed")
    p.add_argument("--min-psnr", type=float, default=40.0)
    p.add_argument("--keep", help="write the renders into this folder")
    a = p.parse_args()
    chrome = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chrome:
        sys.exit("chromium not found: apt-get install chromium")
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(a.keep) if a.keep else Path(tmp)
        d.mkdir(parents=True, exist_ok=True)
        background(d / "bg.png")
        css = d / "vitro.css"
        subprocess.run([a.vitro, "export", "--format", "css", "--recipes", a.recipes, "-o", str(css)], check=True)
        exported = css.read_text()
        worst = float("inf")
        rows = []
        for dark in (False, True):
            for m in MATERIALS:
                tag = f"{m}-{'dark' if dark else 'light'}"
                x, y, w, h = RECT
                html = f"""<html class="{'dark' if dark else 'light'}"><head><link rel="stylesheet" href="vitro.css">
<style>body{{margin:0;width:{W}px;height:{H}px;overflow:hidden;background:url(bg.png) 0 0/{W}px {H}px no-repeat}}</style>
</head><body><div class="material-{CLASSES[m]}" style="position:absolute;left:{x}px;top:{y}px;width:{w}px;height:{h}px"></div></body></html>"""
                (d / f"{tag}.html").write_text(html)
                shot = d / f"{tag}-chromium.png"
                subprocess.run([chrome, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                "--force-device-scale-factor=1", f"--window-size={W},{H}", f"--screenshot={shot}",
                                f"file://{d.resolve()}/{tag}.html"],
                               check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
                ours = d / f"{tag}-vitro.png"
                cmd = [a.vitro, "export", "--recipes", a.recipes, "--render-material", m, "--background",
                       str(d / "bg.png"), "--rect", ",".join(map(str, RECT)), "-o", str(ours)]
                if dark:
                    cmd.append("--dark")
                subprocess.run(cmd, check=True)
                # σ of this material, from the exported CSS (its first value: light's, in :root).
                var = f"--material-{CLASSES[m]}-blur:"
                sigma = float(exported.split(var)[1 if not dark else 2].split("px")[0])
                inset = int(3 * sigma)
                box = (x + inset, y + inset, w - 2 * inset, h - 2 * inset)
                if box[2] < 8 or box[3] < 8:
                    box = (x + w // 2 - 20, y + h // 2 - 20, 40, 40)
                v = psnr(shot, ours, box)
                worst = min(worst, v)
                rows.append({"material": m, "dark": dark, "psnr": round(v, 2), "interior": box})
        print(json.dumps({"recipes": a.recipes, "min_psnr": round(worst, 2), "results": rows}, indent=1))
        if worst < a.min_psnr:
            sys.exit(1)


if __name__ == "__main__":
    main()
