#!/usr/bin/env python3
"""Rasterizes Apple's continuous-corner rounded rectangle with Skia (skia-python), as the
outside reference for Vitro's coverage: a 200×200 rectangle, corner radius 40, the curve of
docs/reference/glass-figures.md#continuous-corners (made symmetric), anti-aliased, white on black.
pip install skia-python; run from the repository root. Writes
Tests/VitroCoreTests/Fixtures/continuous-rect-200-r40-skia.png (and the capsule's)."""
import numpy as np, skia

C = [(1.52866483, 0), (1.08849299, 0), (0.86840701, 0), (0.66993427, 0.06549600), (0.63149399, 0.07491100),
     (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491100, 0.63149399), (0.06549600, 0.66993427),
     (0, 0.86840701), (0, 1.08849299), (0, 1.52866483)]

def rounded(w, h, r):
    p = skia.Path()
    corners = [((w, 0), (-1, 0), (0, 1)), ((w, h), (0, -1), (-1, 0)), ((0, h), (1, 0), (0, -1)), ((0, 0), (0, 1), (1, 0))]
    first = True
    for (cx, cy), a, b in corners:
        pts = [(cx + a[0] * u * r + b[0] * v * r, cy + a[1] * u * r + b[1] * v * r) for u, v in C]
        if first:
            p.moveTo(*pts[0]); first = False
        else:
            p.lineTo(*pts[0])
        p.cubicTo(*pts[1], *pts[2], *pts[3]); p.lineTo(*pts[4])
        p.cubicTo(*pts[5], *pts[6], *pts[7]); p.lineTo(*pts[8])
        p.cubicTo(*pts[9], *pts[10], *pts[11])
    p.close()
    return p

def render(path, w, h, name):
    surface = skia.Surface(w, h)
    c = surface.getCanvas(); c.clear(skia.ColorBLACK)
    c.drawPath(path, skia.Paint(AntiAlias=True, Color=skia.ColorWHITE))
    surface.makeImageSnapshot().save(f"Tests/VitroCoreTests/Fixtures/{name}", skia.kPNG)

render(rounded(200, 200, 40), 200, 200, "continuous-rect-200-r40-skia.png")
# A capsule 240×80 is an exact pill: semicircular ends.
cap = skia.Path(); cap.addRRect(skia.RRect.MakeRectXY(skia.Rect(0, 0, 240, 80), 40, 40))
render(cap, 240, 80, "capsule-240x80-skia.png")
print("written")
