#!/usr/bin/env python3
"""Reads a Display P3 PNG written by Vitro with an outside decoder (Pillow and its LittleCMS)
and records what it sees, for VitroImageIOTests: the ICC profile bytes Pillow extracts, the
profile's description as LittleCMS reads it, and the cICP chunk (walked independently, CRC
checked). pip install pillow; run from the repository root:
  Scripts/check-p3-tags-with-pillow.py
It renders the demo's palette as a P3 PNG with `swift run vitro demo --p3` first."""
import io, json, struct, subprocess, tempfile, zlib
from PIL import Image, ImageCms

out = "Tests/VitroImageIOTests/Fixtures/"
with tempfile.TemporaryDirectory() as d:
    subprocess.run(["swift", "run", "vitro", "demo", "-o", d, "--p3", "--scale", "1"], check=True, capture_output=True)
    path = d + "/palette.png"
    im = Image.open(path); im.load()
    icc = im.info["icc_profile"]
    desc = ImageCms.getProfileDescription(ImageCms.ImageCmsProfile(io.BytesIO(icc))).strip()
    data = open(path, "rb").read(); i = 8; cicp = None
    while i < len(data):
        n, = struct.unpack(">I", data[i:i + 4]); t = data[i + 4:i + 8]; body = data[i + 8:i + 8 + n]
        assert struct.unpack(">I", data[i + 8 + n:i + 12 + n])[0] == zlib.crc32(t + body), f"bad CRC in {t}"
        if t == b"cICP": cicp = list(body)
        i += 12 + n
open(out + "display-p3-as-pillow-reads-it.icc", "wb").write(icc)
json.dump({"decoder": f"Pillow {Image.__version__} with LittleCMS", "description": desc, "cicp": cicp, "mode": im.mode},
          open(out + "p3-tags-as-pillow-reads-them.json", "w"), indent=1)
print(desc, cicp)
