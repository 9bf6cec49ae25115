#!/usr/bin/env python3
"""Checks an Xcode AppIcon.appiconset as an outside reader would: Contents.json parses, every
listed image exists, Pillow opens it, and its pixel size is the stated size times the scale.

    Scripts/check-appiconset.py path/to/AppIcon.appiconset

Exits 0 and prints the number of images when all is well; otherwise prints each problem and
exits 1. Needs Pillow (pip install pillow).
"""
import json
import os
import sys

from PIL import Image


def main(folder):
    problems = []
    with open(os.path.join(folder, "Contents.json")) as f:
        contents = json.load(f)
    images = contents.get("images")
    if not isinstance(images, list) or not images:
        problems.append("Contents.json has no images")
        images = []
    if not isinstance(contents.get("info", {}).get("version"), int):
        problems.append("Contents.json has no info.version")
    for entry in images:
        name = entry.get("filename")
        size = entry.get("size", "")
        scale = entry.get("scale", "1x")
        if not name:
            problems.append(f"an entry has no filename: {entry}")
            continue
        try:
            w, h = (float(v) for v in size.split("x"))
            factor = float(scale.rstrip("x"))
        except ValueError:
            problems.append(f"{name}: bad size {size!r} or scale {scale!r}")
            continue
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            problems.append(f"{name}: listed but missing")
            continue
        with Image.open(path) as im:
            im.load()
            want = (round(w * factor), round(h * factor))
            if im.size != want:
                problems.append(f"{name}: {im.size[0]}x{im.size[1]} px, Contents.json says {want[0]}x{want[1]}")
            if im.format != "PNG":
                problems.append(f"{name}: not a PNG ({im.format})")
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f"ok: {len(images)} images")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
