#!/usr/bin/env python3
"""Compares `vitro icon` with Icon Composer's own exports, inside the iOS mask.

    Scripts/compare-icon-exports.py [FOLDER] [--vitro .build/debug/vitro] [--sample docs/samples/Sample.icon]

FOLDER (default /work/scratch/icons when it exists; otherwise the script says so and exits 0)
holds one folder per public project, each with Icon Composer's 1024 px iOS exports named
Default.png, Dark.png, ClearLight.png, ClearDark.png, TintedLight.png, TintedDark.png (any
subset) and, when the project published it, its AppIcon.icon bundle. Nothing of these is kept
in the repository.

For a project with a bundle, each exported appearance is drawn by `vitro icon` at 1024 px and
compared inside the mask (pixels opaque in both): mean CIEDE2000 and PSNR (on sRGB 8-bit), and
the difference Apple − Vitro in L* along the middle of each edge, by distance from the edge
(the rim and the glass thickness band show there). Icon Composer's Display P3 exports are
converted to sRGB first (their ICC profile says which); untagged or sRGB-tagged ones are read
as sRGB.

For every project, with or without a bundle, the rim is measured on Apple's image alone: the
L* excess over the ground 40 px inside, along the middle of the top, left, bottom and right
edges, next to the same profile of our sample icon in that appearance.

Needs numpy, scipy and Pillow.
"""
import argparse
import io
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image, ImageCms
from scipy import ndimage

APPEARANCES = {
    "Default": "light",
    "Dark": "dark",
    "ClearLight": "clear-light",
    "ClearDark": "clear-dark",
    "TintedLight": "tinted-light",
    "TintedDark": "tinted-dark",
}
# Display P3 to sRGB, both D65, linear light (CSS Color 4).
P3_TO_SRGB = np.array(
    [
        [1.2249401, -0.2249404, 0.0],
        [-0.0420569, 1.0420571, 0.0],
        [-0.0196376, -0.0786361, 1.0982735],
    ]
)
SRGB_TO_XYZ = np.array(
    [
        [0.4123908, 0.3575843, 0.1804808],
        [0.2126390, 0.7151687, 0.0721923],
        [0.0193308, 0.1191948, 0.9505322],
    ]
)
WHITE = np.array([0.95047, 1.0, 1.08883])
# Distance bins from the edge, in px of 1024, for the edge profiles.
BINS = [(0, 2), (2, 4), (4, 8), (8, 16), (16, 32), (32, 64), (64, 128)]


def decode(v):
    return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def encode(v):
    v = np.clip(v, 0, 1)
    return np.where(v <= 0.0031308, v * 12.92, 1.055 * v ** (1 / 2.4) - 0.055)


def load(path):
    """(sRGB floats 0…1 unpremultiplied, alpha 0…1) of a PNG, converted from Display P3 if tagged so."""
    im = Image.open(path)
    profile = im.info.get("icc_profile")
    rgba = np.asarray(im.convert("RGBA"), dtype=np.float64) / 255
    rgb, a = rgba[..., :3], rgba[..., 3]
    if profile:
        name = ImageCms.getProfileDescription(ImageCms.ImageCmsProfile(io.BytesIO(profile)))
        if "P3" in name:
            rgb = encode(decode(rgb) @ P3_TO_SRGB.T)
    return rgb, a


def lab(rgb):
    xyz = decode(rgb) @ SRGB_TO_XYZ.T / WHITE
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def ciede2000(lab1, lab2):
    L1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    L2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    C1, C2 = np.hypot(a1, b1), np.hypot(a2, b2)
    Cm = (C1 + C2) / 2
    G = 0.5 * (1 - np.sqrt(Cm**7 / (Cm**7 + 25.0**7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360
    h2p = np.degrees(np.arctan2(b2, a2p)) % 360
    dLp, dCp = L2 - L1, C2p - C1p
    dh = h2p - h1p
    dh = np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh))
    dh = np.where(C1p * C2p == 0, 0, dh)
    dHp = 2 * np.sqrt(C1p * C2p) * np.sin(np.radians(dh / 2))
    Lm, Cmp = (L1 + L2) / 2, (C1p + C2p) / 2
    hsum = h1p + h2p
    hm = np.where(np.abs(h1p - h2p) > 180, np.where(hsum < 360, hsum + 360, hsum - 360), hsum) / 2
    hm = np.where(C1p * C2p == 0, hsum, hm)
    T = (
        1
        - 0.17 * np.cos(np.radians(hm - 30))
        + 0.24 * np.cos(np.radians(2 * hm))
        + 0.32 * np.cos(np.radians(3 * hm + 6))
        - 0.20 * np.cos(np.radians(4 * hm - 63))
    )
    SL = 1 + 0.015 * (Lm - 50) ** 2 / np.sqrt(20 + (Lm - 50) ** 2)
    SC, SH = 1 + 0.045 * Cmp, 1 + 0.015 * Cmp * T
    RT = -2 * np.sqrt(Cmp**7 / (Cmp**7 + 25.0**7)) * np.sin(np.radians(60 * np.exp(-(((hm - 275) / 25) ** 2))))
    return np.sqrt((dLp / SL) ** 2 + (dCp / SC) ** 2 + (dHp / SH) ** 2 + RT * (dCp / SC) * (dHp / SH))


def edge_lines(L, d):
    """L* at distance d (px) inside each edge, averaged over the middle 40 % of the edge."""
    n = L.shape[0]
    mid = slice(int(0.3 * n), int(0.7 * n))
    return {
        "top": L[d, mid].mean(),
        "left": L[mid, d].mean(),
        "bottom": L[n - 1 - d, mid].mean(),
        "right": L[mid, n - 1 - d].mean(),
    }


def binned(profile):
    """Mean of a per-distance profile (list indexed by distance) over BINS."""
    return [np.mean(profile[a:b]) for a, b in BINS]


def edge_profile(L, depth=128):
    rows = [edge_lines(L, d) for d in range(depth)]
    return {e: np.array([r[e] for r in rows]) for e in ("top", "left", "bottom", "right")}


def rim(L):
    """The rim: L* excess over the ground 40 px inside, per edge: (peak, width in px where it exceeds half the peak)."""
    prof = edge_profile(L, 48)
    out = {}
    for e, p in prof.items():
        excess = p - p[40]
        peak = excess[1:12].max()
        width = int(np.argmax(excess[1:] < peak / 2)) + 1 if peak > 0 else 0
        out[e] = (peak, width)
    return out


def render(vitro, bundle, appearance, out):
    subprocess.run(
        [vitro, "icon", bundle, "-o", out, "--platform", "iOS", "--size", "1024", "--appearance", appearance],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    name = os.path.basename(bundle).rsplit(".", 1)[0]
    label = {
        "light": "Default",
        "dark": "Dark",
        "clear-light": "ClearLight",
        "clear-dark": "ClearDark",
        "tinted-light": "TintedLight",
        "tinted-dark": "TintedDark",
    }[appearance]
    return os.path.join(out, f"{name}-iOS-{label}-1024x1024@1x.png")


def fmt_rim(r):
    return "  ".join(f"{e} {p:+5.1f}/{w:2d}px" for e, (p, w) in r.items())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", nargs="?", default="/work/scratch/icons")
    ap.add_argument("--vitro", default=".build/debug/vitro")
    ap.add_argument("--sample", default="docs/samples/Sample.icon")
    args = ap.parse_args()
    if not os.path.isdir(args.folder):
        print(f"{args.folder}: no folder of Icon Composer exports; nothing compared")
        return 0
    tmp = tempfile.mkdtemp(prefix="vitro-icon-compare-")
    sample_rims = {}
    for label, appearance in APPEARANCES.items():
        rgb, _ = load(render(args.vitro, args.sample, appearance, tmp))
        sample_rims[label] = rim(lab(rgb)[..., 0])
    for project in sorted(os.listdir(args.folder)):
        folder = os.path.join(args.folder, project)
        if not os.path.isdir(folder):
            continue
        exports = [a for a in APPEARANCES if os.path.exists(os.path.join(folder, a + ".png"))]
        if not exports:
            continue
        bundles = [f for f in os.listdir(folder) if f.endswith(".icon")]
        print(f"== {project}" + (f" ({bundles[0]})" if bundles else " (exports only)"))
        for label in exports:
            apple_rgb, apple_a = load(os.path.join(folder, label + ".png"))
            apple_L = lab(apple_rgb)[..., 0]
            print(f"  {label:11s} rim, Apple: {fmt_rim(rim(apple_L))}")
            print(f"  {'':11s} rim, sample: {fmt_rim(sample_rims[label])}")
            if not bundles:
                continue
            ours_path = render(args.vitro, os.path.join(folder, bundles[0]), APPEARANCES[label], tmp)
            ours_rgb, ours_a = load(ours_path)
            inside = (apple_a > 0.999) & (ours_a > 0.999)
            la, lo = lab(apple_rgb), lab(ours_rgb)
            de = ciede2000(la[inside], lo[inside])
            a8 = np.round(apple_rgb[inside] * 255)
            o8 = np.round(ours_rgb[inside] * 255)
            mse = np.mean((a8 - o8) ** 2)
            psnr = 10 * np.log10(255**2 / mse) if mse > 0 else float("inf")
            print(f"  {'':11s} inside the mask: mean ΔE2000 {de.mean():.2f}, PSNR {psnr:.1f} dB")
            # Light artwork (Apple's L* ≥ 85, 4 px inside its outline, 48 px inside the mask):
            # its mean color in both shows how opaque the artwork is drawn.
            light = ndimage.binary_erosion(la[..., 0] >= 85, iterations=4) & ndimage.binary_erosion(inside, iterations=48)
            if light.sum() > 200:
                ca = apple_rgb[light].mean(0) * 255
                co = ours_rgb[light].mean(0) * 255
                print(
                    f"  {'':11s} light artwork ({light.sum()} px): Apple {ca.round().astype(int).tolist()}, "
                    f"Vitro {co.round().astype(int).tolist()}, ΔE2000 {ciede2000(la[light], lo[light]).mean():.2f}"
                )
            # The shadow the artwork casts: luminance 3…12 px below light artwork, against the
            # ground 30…50 px from it (1 − ratio: how much darker; 0 is no shadow).
            art = (la[..., 0] >= 85) & ndimage.binary_erosion(inside, iterations=48)
            if art.sum() > 200:
                below = np.zeros_like(art)
                for k in range(3, 13):
                    below[k:] |= art[:-k]
                below &= ~ndimage.binary_dilation(art, iterations=2)
                ring = ndimage.binary_dilation(art, iterations=50) & ~ndimage.binary_dilation(art, iterations=30) & inside
                # On each file's own encoding, linear light summed over the channels: a darkening
                # is the same fraction in any linear RGB, and Apple's P3 red is out of sRGB's
                # gamut (its green and blue would clip to 0 there).
                ya, yo = (
                    decode(np.asarray(Image.open(f).convert("RGB"), dtype=np.float64) / 255).sum(-1)
                    for f in (os.path.join(folder, label + ".png"), ours_path)
                )
                print(
                    f"  {'':11s} shadow below light artwork: Apple {1 - ya[below].mean() / ya[ring].mean():+.3f}, "
                    f"Vitro {1 - yo[below].mean() / yo[ring].mean():+.3f} (fraction darker than the ground near it)"
                )
            pa, po = edge_profile(la[..., 0]), edge_profile(lo[..., 0])
            heads = "  ".join(f"{a:>3d}-{b:<3d}" for a, b in BINS)
            print(f"  {'':11s} L* Apple − Vitro by distance from the edge (px): {heads}")
            for e in ("top", "left", "bottom", "right"):
                vals = "  ".join(f"{v:+7.1f}" for v in binned(pa[e] - po[e]))
                print(f"  {'':11s}   {e:6s} {vals}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
