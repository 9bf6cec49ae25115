#!/usr/bin/env python3
"""Reads an animated PNG written by Vitro with an outside decoder (Pillow) and records what it
sees, for VitroImageIOTests: frame count, per-frame durations, loop count, and for each frame the
pixel inside the moving square and a corner pixel. pip install pillow; run from the repository root:
  Scripts/check-apng-with-pillow.py
It writes the fixture APNG first with `VITRO_RECORD_APNG=1 swift test --filter APNGTests`."""
import json, os, subprocess
from PIL import Image

out = "Tests/VitroImageIOTests/Fixtures/"
subprocess.run(["swift", "test", "--filter", "APNGTests/pillowReadsTheFramesAndDelays"],
               env=dict(os.environ, VITRO_RECORD_APNG="1"), capture_output=True)
im = Image.open(out + "four-frames.apng")
durations, squares, corners = [], [], []
for i in range(im.n_frames):
    im.seek(i)
    durations.append(im.info["duration"])
    frame = im.convert("RGB")
    squares.append(list(frame.getpixel((2 * i + 1, 4))))
    corners.append(list(frame.getpixel((11, 0))))
result = {"decoder": f"Pillow {Image.__version__}", "format": im.format, "is_animated": im.is_animated,
          "n_frames": im.n_frames, "durations_ms": durations, "loop": im.info.get("loop"),
          "square_pixels": squares, "corner_pixels": corners}
json.dump(result, open(out + "apng-as-pillow-reads-it.json", "w"), indent=1)
print(json.dumps(result))
