#!/usr/bin/env python3
"""Renders the Chromium references for the material tests: backgrounds generated here, with a
material box rendered by Chromium's CSS backdrop-filter through ../shared/tools/chromium-material.py.
Needs chromium and Pillow (../shared/tools/setup-peers.sh). Run from the repository root:
  Scripts/generate-chromium-fixtures.py [path/to/chromium-material.py]
Writes Tests/VitroCoreTests/Fixtures/chromium/: bg-*.png, one PNG per case, and cases.json.
The specification's recipes (docs/reference/seeds.md#materials): σ (pt), saturation 1.8, tint white (light) or black (dark) at the level's opacity.
"""
import json, math, os, subprocess, sys
from PIL import Image, ImageDraw

tool = sys.argv[1] if len(sys.argv) > 1 else "../shared/tools/chromium-material.py"
out = "Tests/VitroCoreTests/Fixtures/chromium/"

def background(name, w, h, scale):
    """Hard-edged colored shapes over a smooth hue field, at device pixels."""
    W, H = int(w * scale), int(h * scale)
    im = Image.new("RGB", (W, H))
    px = im.load()
    for y in range(H):
        for x in range(W):
            u, v = x / W, y / H
            px[x, y] = (int(128 + 120 * math.sin(6.3 * u)), int(128 + 110 * math.sin(5.1 * v + 1)), int(128 + 120 * math.cos(4.2 * (u + v))))
    d = ImageDraw.Draw(im)
    s = scale
    for i, (c, box) in enumerate([((255, 255, 255), (0.1, 0.15, 0.35, 0.45)), ((0, 0, 0), (0.55, 0.1, 0.8, 0.3)),
                                  ((255, 45, 85), (0.3, 0.55, 0.6, 0.9)), ((0, 136, 255), (0.7, 0.5, 0.95, 0.85)),
                                  ((255, 204, 0), (0.05, 0.6, 0.2, 0.95))]):
        x0, y0, x1, y1 = box
        if i % 2:
            d.ellipse((x0 * W, y0 * H, x1 * W, y1 * H), fill=c)
        else:
            d.rectangle((x0 * W, y0 * H, x1 * W, y1 * H), fill=c)
    for k in range(0, W, max(1, int(9 * s))):
        d.line((k, 0, k, H), fill=(20, 20, 20), width=max(1, int(s)))
    path = f"{out}bg-{name}.png"
    im.save(path, optimize=True)
    return os.path.basename(path)

levels = {"ultraThin": (40, 0.02, 0.02), "thin": (30, 0.05, 0.05), "regular": (20, 0.10, 0.10),
          "thick": (15, 0.20, 0.15), "ultraThick": (10, 0.30, 0.25), "bar": (20, 0.25, 0.15)}
cases = []
big1 = background("large@1x", 400, 320, 1)
small3 = background("small@3x", 150, 120, 3)
mid3 = background("medium@3x", 200, 170, 3)
xl1 = background("xlarge@1x", 480, 420, 1)
for level, (sigma, light, dark) in levels.items():
    for scheme, alpha in (("light", light), ("dark", dark)):
        tint = (255, 255, 255, alpha) if scheme == "light" else (0, 0, 0, alpha)
        cases.append({"name": f"{level}-{scheme}@1x", "background": big1, "scale": 1, "rect": [20, 20, 360, 280],
                      "material": level, "scheme": scheme, "sigma": sigma, "saturation": 1.8, "tint": list(tint)})
for name, bg, scale, rect, sigma, sat, tint in [
    ("custom-s2-sat0.5-red@3x", small3, 3, [15, 15, 120, 90], 2, 0.5, (255, 0, 0, 0.2)),
    ("custom-s8-sat2.5-black@3x", small3, 3, [10, 10, 130, 100], 8, 2.5, (0, 0, 0, 0.3)),
    ("custom-s20-sat1.2-blue@3x", mid3, 3, [10, 10, 180, 150], 20, 1.2, (0, 136, 255, 0.25)),
    ("custom-s2-sat2.5-white@1x", big1, 1, [40, 40, 200, 160], 2, 2.5, (255, 255, 255, 0.5)),
    ("custom-s60-sat1.8-clear@1x", xl1, 1, [5, 5, 470, 410], 60, 1.8, (255, 255, 255, 0.0)),
]:
    cases.append({"name": name, "background": bg, "scale": scale, "rect": rect, "material": "custom", "scheme": "light",
                  "sigma": sigma, "saturation": sat, "tint": list(tint)})
cases.append({"name": "regular-light@3x", "background": mid3, "scale": 3, "rect": [20, 20, 160, 130], "material": "regular",
              "scheme": "light", "sigma": 20, "saturation": 1.8, "tint": [255, 255, 255, 0.10]})
cases.append({"name": "ultraThick-dark@3x", "background": mid3, "scale": 3, "rect": [10, 10, 180, 150], "material": "ultraThick",
              "scheme": "dark", "sigma": 10, "saturation": 1.8, "tint": [0, 0, 0, 0.25]})
for c in cases:
    png = f"{c['name']}.png"
    r, g, b, a = c["tint"]
    subprocess.run([sys.executable, tool, out + c["background"], out + png, "--rect", ",".join(map(str, c["rect"])),
                    "--sigma", str(c["sigma"]), "--saturation", str(c["saturation"]), "--tint", f"{r},{g},{b},{a}",
                    "--scale", str(c["scale"])], check=True)
    c["reference"] = png
    print("rendered", png)
json.dump({"command": "Scripts/generate-chromium-fixtures.py", "chromium": subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip(), "cases": cases},
          open(out + "cases.json", "w"), indent=1)
