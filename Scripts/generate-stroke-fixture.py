#!/usr/bin/env python3
"""Rasterizes stroked shapes with Skia (skia-python), as the outside reference for Vitro's
stroker: a circle (radius 120, line width 12) and a circular-cornered rounded rectangle
(260×160, corner radius 40, line width 10), each centered in 300×300 (200) points, drawn
white on black at 3× (as on a 3× iPhone), anti-aliased.
pip install skia-python; run from the repository root. Writes
Tests/VitroCoreTests/Fixtures/stroked-circle-r120-w12-3x-skia.png and
Tests/VitroCoreTests/Fixtures/stroked-rounded-rect-r40-w10-3x-skia.png."""
import skia

SCALE = 3

def render(path, w, h, width, name):
    surface = skia.Surface(w * SCALE, h * SCALE)
    c = surface.getCanvas(); c.clear(skia.ColorBLACK); c.scale(SCALE, SCALE)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorWHITE, Style=skia.Paint.kStroke_Style, StrokeWidth=width)
    c.drawPath(path, paint)
    surface.makeImageSnapshot().save(f"Tests/VitroCoreTests/Fixtures/{name}", skia.kPNG)

circle = skia.Path(); circle.addCircle(150, 150, 120)
render(circle, 300, 300, 12, "stroked-circle-r120-w12-3x-skia.png")
rect = skia.Path(); rect.addRRect(skia.RRect.MakeRectXY(skia.Rect(20, 20, 280, 180), 40, 40))
render(rect, 300, 200, 10, "stroked-rounded-rect-r40-w10-3x-skia.png")
print("written")
