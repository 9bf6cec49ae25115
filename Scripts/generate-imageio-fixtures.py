#!/usr/bin/env python3
"""Writes the JPEG fixtures of Tests/VitroImageIOTests/Fixtures with an outside encoder (Pillow),
and the pixels Pillow decodes from them. pip install pillow numpy; run from the repository root.

- gradient.jpg: 64×48, sRGB, no profile. gradient.rgb: Pillow's decode, raw RGB bytes.
- p3.jpg: 32×24 with an embedded Display P3 ICC profile built here from the ICC spec
  (independently of Vitro's writer).
- cmyk.jpg: 8×8 CMYK, which Vitro refuses with a clear error.
"""
import io, struct
import numpy as np
from PIL import Image

out = "Tests/VitroImageIOTests/Fixtures/"
y, x = np.mgrid[0:48, 0:64]
rgb = np.stack([x * 4, y * 5, (x + y) * 2], axis=-1).clip(0, 255).astype(np.uint8)
Image.fromarray(rgb).save(out + "gradient.jpg", quality=95)
open(out + "gradient.rgb", "wb").write(np.asarray(Image.open(out + "gradient.jpg").convert("RGB")).tobytes())

def s15(v): return struct.pack(">i", round(v * 65536))
def xyz(v): return b"XYZ \0\0\0\0" + b"".join(s15(c) for c in v)
def mluc(s):
    u = s.encode("utf-16-be")
    return b"mluc\0\0\0\0" + struct.pack(">II", 1, 12) + b"enUS" + struct.pack(">II", len(u), 28) + u
# Display P3 colorants adapted to D50 (Bradford), as Apple's profile states them.
tags = [(b"desc", mluc("Display P3")), (b"wtpt", xyz((0.9642, 1.0, 0.8249))),
        (b"rXYZ", xyz((0.515102, 0.241196, -0.001053))), (b"gXYZ", xyz((0.291965, 0.692236, 0.041881))),
        (b"bXYZ", xyz((0.157153, 0.066569, 0.784073)))]
curve = b"para\0\0\0\0" + struct.pack(">HH", 3, 0) + b"".join(s15(v) for v in (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045))
tags += [(b"rTRC", curve), (b"gTRC", curve), (b"bTRC", curve)]
body, table, offset = b"", b"", 128 + 4 + 12 * len(tags)
for sig, data in tags:
    while len(body) % 4: body += b"\0"
    table += sig + struct.pack(">II", offset + len(body), len(data))
    body += data
while len(body) % 4: body += b"\0"
size = 128 + 4 + len(table) + len(body)
header = struct.pack(">I", size) + b"\0" * 4 + bytes([4, 0x30, 0, 0]) + b"mntrRGB XYZ " + b"\0" * 12 + b"acsp"
header += b"\0" * (64 - len(header)) + struct.pack(">I", 0) + s15(0.9642) + s15(1.0) + s15(0.8249)
header += b"\0" * (128 - len(header))
profile = header + struct.pack(">I", len(tags)) + table + body
Image.fromarray(rgb[:24, :32]).save(out + "p3.jpg", quality=95, icc_profile=profile)

Image.new("CMYK", (8, 8), (10, 20, 30, 40)).save(out + "cmyk.jpg")
print("fixtures written")
