#!/usr/bin/env python3
"""Writes the hostile-file corpus of Tests/VitroImageIOTests/Fixtures/bad/ and its manifest,
expected.json: for each file, what reading it must give. pip install pillow; run from the
repository root. The files are small (the whole corpus is a few tens of KB) and the script is
deterministic, so running it again rewrites the same bytes.

PNGs are written byte by byte here (chunks, CRCs, zlib), so every field can be wrong on purpose;
JPEGs start from Pillow's encoder and are then damaged. Expectations:

- "error:<case>": reading throws ImageIOError.<case> (truncated, corrupt, zeroSize,
  tooManyPixels, unsupported, notAnImage).
- "warnings": reading succeeds with decoderWarnings, and reading with .strict throws damaged.
- "image:WxH": a valid image of that size, read with no warnings.
- "limit:<n>": refused as tooManyPixels under ImageLimits(maximumPixelCount: n) before any
  decompression (decompression bombs whose header is honest).
"""
import io, json, os, struct, zlib
from PIL import Image

out = "Tests/VitroImageIOTests/Fixtures/bad/"
os.makedirs(out, exist_ok=True)
for name in os.listdir(out):
    os.remove(out + name)
expected = {}

SIG = b"\x89PNG\r\n\x1a\n"


def chunk(kind, data, crc=None):
    body = kind + data
    c = zlib.crc32(body) if crc is None else crc
    return struct.pack(">I", len(data)) + body + struct.pack(">I", c & 0xFFFFFFFF)


def ihdr(w, h, depth=8, color=6, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, color, 0, 0, interlace))


def rows_rgba(w, h):
    raw = b""
    for y in range(h):
        raw += b"\0" + bytes(v for x in range(w) for v in (x * 255 // max(1, w - 1), y * 255 // max(1, h - 1), 128, 255))
    return raw


def png(w=16, h=16, depth=8, color=6, raw=None, extra_before_idat=b"", extra_after_idat=b""):
    raw = rows_rgba(w, h) if raw is None else raw
    return (SIG + ihdr(w, h, depth, color) + extra_before_idat + chunk(b"IDAT", zlib.compress(raw, 9))
            + extra_after_idat + chunk(b"IEND", b""))


def put(name, data, expectation):
    open(out + name, "wb").write(data)
    expected[name] = expectation


good = png()
idat_at = good.index(b"IDAT") - 4

# Truncated PNGs: inside the signature's chunk, inside IDAT, and without IEND.
put("png-truncated-in-ihdr.png", good[:20], "error:truncated")
put("png-truncated-in-idat.png", good[:idat_at + 30], "error:truncated")
put("png-without-iend.png", good[:-12], "error:truncated")

# Wrong CRCs: critical chunks are errors; an ancillary chunk is skipped with a warning.
bad = bytearray(good)
bad[29] ^= 0xFF  # IHDR's CRC
put("png-bad-crc-ihdr.png", bytes(bad), "error:corrupt")
bad = bytearray(good)
bad[good.index(b"IEND") - 5] ^= 0xFF  # IDAT's CRC, the last 4 bytes before IEND's length
put("png-bad-crc-idat.png", bytes(bad), "error:corrupt")
put("png-bad-crc-text.png", png(extra_before_idat=chunk(b"tEXt", b"Comment\0damaged", crc=0)), "warnings")

# Bit flips in the compressed data, with the chunk's CRC recomputed so only zlib can tell.
raw = rows_rgba(16, 16)
z = bytearray(zlib.compress(raw, 9))
z[10] ^= 0x55
put("png-bitflip-in-deflate.png", SIG + ihdr(16, 16) + chunk(b"IDAT", bytes(z)) + chunk(b"IEND", b""), "error:corrupt")
z = bytearray(zlib.compress(raw, 9))
z[-1] ^= 0x01  # the Adler-32 of the zlib stream, read after the last row
put("png-bad-adler32.png", SIG + ihdr(16, 16) + chunk(b"IDAT", bytes(z)) + chunk(b"IEND", b""), "error:corrupt")

# Absurd and zero dimensions.
put("png-huge-dimensions.png", SIG + ihdr(1_000_000, 1_000_000) + chunk(b"IEND", b""), "error:tooManyPixels")
put("png-width-over-2-31.png", SIG + ihdr(0x80000000, 1) + chunk(b"IEND", b""), "error:tooManyPixels")
put("png-zero-width.png", SIG + ihdr(0, 16) + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b""),
    "error:zeroSize")
put("png-zero-height.png", SIG + ihdr(16, 0) + chunk(b"IDAT", zlib.compress(b"")) + chunk(b"IEND", b""),
    "error:zeroSize")

# Wrong color types and bit depths.
put("png-color-type-5.png", png(color=5), "error:corrupt")
put("png-rgba-depth-4.png", png(depth=4), "error:corrupt")
put("png-palette-depth-16.png", png(depth=16, color=3), "error:corrupt")
put("png-palette-without-plte.png", png(color=3, raw=b"".join(b"\0" + bytes(16) for _ in range(16))),
    "error:corrupt")
put("png-no-idat.png", SIG + ihdr(16, 16) + chunk(b"IEND", b""), "error:corrupt")
put("png-too-little-data.png", png(raw=rows_rgba(16, 8)), "error:corrupt")

# Valid but less common layouts, read without warnings: palette with tRNS, 2-bit gray, 16-bit,
# Adam7 interlaced.
palette = bytes(v for i in range(4) for v in (i * 80, 255 - i * 80, 40))
pal_raw = b"".join(b"\0" + bytes((x // 4) % 4 for x in range(16)) for _ in range(16))
put("png-palette-trns.png", SIG + ihdr(16, 16, 8, 3) + chunk(b"PLTE", palette) + chunk(b"tRNS", b"\xff\x80")
    + chunk(b"IDAT", zlib.compress(pal_raw)) + chunk(b"IEND", b""), "image:16x16")
# A palette index past PLTE's end: libpng reads it as opaque black, silently.
put("png-palette-index-out-of-range.png", SIG + ihdr(16, 16, 8, 3) + chunk(b"PLTE", palette)
    + chunk(b"IDAT", zlib.compress(b"".join(b"\0" + bytes([9] * 16) for _ in range(16)))) + chunk(b"IEND", b""),
    "image:16x16")
gray2 = b"".join(b"\0" + bytes([0b00011011] * 4) for _ in range(16))
put("png-gray-2-bit.png", SIG + ihdr(16, 16, 2, 0) + chunk(b"IDAT", zlib.compress(gray2)) + chunk(b"IEND", b""),
    "image:16x16")
buf = io.BytesIO()
Image.new("I;16", (16, 16), 40000).save(buf, "PNG")
put("png-gray-16-bit.png", buf.getvalue(), "image:16x16")
# Adam7 by hand: each pass's pixels in its own filtered rows.
img = [[(x * 255 // 15, y * 255 // 15, 128, 255) for x in range(16)] for y in range(16)]
passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
adam = b""
for x0, y0, dx, dy in passes:
    for y in range(y0, 16, dy):
        adam += b"\0" + bytes(c for x in range(x0, 16, dx) for c in img[y][x])
put("png-interlaced.png", SIG + ihdr(16, 16, 8, 6, interlace=1) + chunk(b"IDAT", zlib.compress(adam))
    + chunk(b"IEND", b""), "image:16x16")

# Decompression bombs. An honest header of 2000 × 2000 RGBA: 16 MB of rows in 16 KB, refused by
# a pixel limit before any inflating. A 1 × 1 image followed by 8 MiB of compressed zeros: libpng
# stops at the image's end and warns about the rest. A zTXt chunk that inflates to 9 MB: over
# libpng's 8 MB chunk limit, skipped with a warning.
w = h = 2000
bomb = zlib.compress(b"\0" * ((w * 4 + 1) * h), 9)
put("png-bomb-honest-header.png", SIG + ihdr(w, h) + chunk(b"IDAT", bomb) + chunk(b"IEND", b""), "limit:1000000")
put("png-bomb-extra-data.png", SIG + ihdr(1, 1) + chunk(b"IDAT", zlib.compress(b"\0" * (1 << 23), 9))
    + chunk(b"IEND", b""), "warnings")
put("png-bomb-ztxt.png", png(extra_before_idat=chunk(b"zTXt", b"Comment\0\0" + zlib.compress(b"\0" * 9_000_000, 9))),
    "warnings")

# A chunk whose length field is absurd.
bad = bytearray(good)
bad[idat_at:idat_at + 4] = struct.pack(">I", 0x7FFFFFF0)
put("png-idat-length-absurd.png", bytes(bad), "error:truncated")

# Files that claim to be one format and are another.
gradient = Image.new("RGB", (32, 24))
gradient.putdata([(x * 8, y * 10, (x + y) * 4) for y in range(24) for x in range(32)])
buf = io.BytesIO()
gradient.save(buf, "JPEG", quality=90)
jpeg = buf.getvalue()
put("jpeg-named-png.png", jpeg, "image:32x24")
put("png-named-jpg.jpg", good, "image:16x16")
put("gif-named-png.png", b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff,\x00\x00\x00\x00\x01\x00\x01"
    b"\x00\x00\x02\x02D\x01\x00;", "error:notAnImage")
put("text-named-jpg.jpg", b"<html>not an image</html>\n", "error:notAnImage")
put("png-signature-then-jpeg.png", SIG + jpeg[2:], "error:corrupt")
put("jpeg-soi-then-png.jpg", b"\xff\xd8" + good, "error:corrupt")

# JPEG: truncated, damaged (no checksum: libjpeg warns and goes on), absurd headers.
put("jpeg-truncated-half.jpg", jpeg[:len(jpeg) // 2], "error:truncated")
put("jpeg-truncated-in-header.jpg", jpeg[:40], "error:truncated")
scan = jpeg.index(b"\xff\xda")
put("jpeg-cut-then-eoi.jpg", jpeg[:(scan + len(jpeg)) // 2] + b"\xff\xd9", "warnings")
# Garbage between two header markers (before SOS) is reported; inside the scan it is not:
# it decodes as image data, which is why JPEG damage can go unnoticed.
put("jpeg-extraneous-bytes.jpg", jpeg[:scan] + b"\x12\x34\x56" + jpeg[scan:], "warnings")
buf = io.BytesIO()
gradient.save(buf, "JPEG", quality=90, restart_marker_blocks=1)
rst = bytearray(buf.getvalue())
at = rst.index(b"\xff\xd1", rst.index(b"\xff\xda"))
rst[at + 1] = 0xD5  # RST1 → RST5: libjpeg must resynchronize
put("jpeg-wrong-restart-marker.jpg", bytes(rst), "warnings")
# Every restart marker wrong: a flood of warnings, of which the reader keeps eight.
big = Image.new("RGB", (128, 128))
big.putdata([(x * 2, y * 2, (x ^ y) & 255) for y in range(128) for x in range(128)])
buf = io.BytesIO()
big.save(buf, "JPEG", quality=50, restart_marker_blocks=1)
flood = bytearray(buf.getvalue())
at = flood.index(b"\xff\xda")
while (at := flood.find(b"\xff", at + 2)) != -1:
    if 0xD0 <= flood[at + 1] <= 0xD7:
        flood[at + 1] = 0xD0 + (flood[at + 1] - 0xD0 + 4) % 8
put("jpeg-many-warnings.jpg", bytes(flood), "warnings")


def sof_patched(offset, value):
    b = bytearray(jpeg)
    at = b.index(b"\xff\xc0")
    b[at + offset:at + offset + len(value)] = value
    return bytes(b)


put("jpeg-huge-dimensions.jpg", sof_patched(5, struct.pack(">HH", 65000, 65000)), "error:tooManyPixels")
put("jpeg-zero-width.jpg", sof_patched(7, struct.pack(">H", 0)), "error:zeroSize")
put("jpeg-zero-height.jpg", sof_patched(5, struct.pack(">H", 0)), "error:zeroSize")
put("jpeg-precision-12.jpg", sof_patched(4, b"\x0c"), "error:unsupported")
put("jpeg-zero-components.jpg", sof_patched(9, b"\x00"), "error:corrupt")
put("jpeg-signature-only.jpg", b"\xff\xd8", "error:truncated")
put("jpeg-soi-eoi.jpg", b"\xff\xd8\xff\xd9", "error:corrupt")

# A progressive JPEG whose last scan repeats 600 times: over the 500-scan limit, refused
# before it costs 600 passes.
buf = io.BytesIO()
Image.new("L", (8, 8), 100).save(buf, "JPEG", progressive=True, quality=90)
prog = buf.getvalue()
last = prog.rindex(b"\xff\xda")
put("jpeg-progressive.jpg", prog, "image:8x8")
put("jpeg-too-many-scans.jpg", prog[:-2] + prog[last:-2] * 600 + b"\xff\xd9", "error:corrupt")

json.dump(expected, open(out + "expected.json", "w"), indent=1, sort_keys=True)
total = sum(os.path.getsize(out + n) for n in os.listdir(out))
print(f"{len(expected)} files, {total} bytes")
