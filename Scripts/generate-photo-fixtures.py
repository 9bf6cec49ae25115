#!/usr/bin/env python3
"""Builds the photographic fixtures from public-domain and CC0 photographs that scikit-image
ships (astronaut and rocket: NASA, public domain; coffee and chelsea: CC0; Hubble Deep Field:
NASA/ESA, public domain). Needs the scikit-image wheel's data folder, e.g.
  pip download --no-deps -d /tmp/sk scikit-image && unzip /tmp/sk/*.whl 'skimage/data/*' -d /tmp/sk
  Scripts/generate-photo-fixtures.py /tmp/sk/skimage/data
Writes:
  Benchmarks/Fixtures/photo-1179x2556.jpg  an iPhone-sized mosaic at the photos' own scale
  Tests/VitroRasterTests/Fixtures/photo-96.png  a 96×96 crop for accuracy tests
"""
import sys
from PIL import Image

src = sys.argv[1].rstrip("/") + "/"
W, H = 1179, 2556
canvas = Image.new("RGB", (W, H))
tiles = ["astronaut.png", "coffee.png", "chelsea.png", "rocket.jpg", "hubble_deep_field.jpg"]
y, i = 0, 0
while y < H:
    x, row_h = 0, 0
    while x < W:
        im = Image.open(src + tiles[i % len(tiles)]).convert("RGB")
        i += 1
        canvas.paste(im, (x, y))
        x += im.width
        row_h = max(row_h, im.height)
    y += row_h
canvas.save("Benchmarks/Fixtures/photo-1179x2556.jpg", quality=92)
Image.open(src + "astronaut.png").convert("RGB").crop((180, 60, 276, 156)).save("Tests/VitroRasterTests/Fixtures/photo-96.png")
print("written")
