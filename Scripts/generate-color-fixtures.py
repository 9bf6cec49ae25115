#!/usr/bin/env python3
"""Writes Tests/VitroColorTests/Fixtures/colour-science.json: expected conversions, XYZ, CIELab and
color-vision-deficiency simulations computed by colour-science. pip install colour-science numpy;
run from the repository root. The values are committed, so the tests need no Python."""
import json, warnings
import numpy as np
warnings.filterwarnings("ignore")
import colour

rng = np.random.default_rng(26)
S = colour.RGB_COLOURSPACES["sRGB"]
P = colour.RGB_COLOURSPACES["Display P3"]
spaces = {"sRGB": (S, True), "linearSRGB": (S, False), "displayP3": (P, True), "linearDisplayP3": (P, False)}

def encode(v): return colour.models.eotf_inverse_sRGB(np.asarray(v))
def decode(v): return colour.models.eotf_sRGB(np.asarray(v))

samples = [[0, 0, 0], [1, 1, 1], [1, 0, 0], [0, 1, 0], [0, 0, 1], [0.5, 0.5, 0.5],
           [0.2, 0.4, 0.8], [0.9, 0.1, 0.3], [0.04, 0.03, 0.002], [0.0031, 0.5, 0.99]]
samples += rng.uniform(0, 1, (20, 3)).tolist()

conversions = []
for src, (ss, s_enc) in spaces.items():
    for dst, (ds, d_enc) in spaces.items():
        if src == dst: continue
        for rgb in samples:
            lin = decode(rgb) if s_enc else np.asarray(rgb, dtype=float)
            if ss is ds:  # same primaries: only the transfer function differs
                out = lin
            else:
                out = colour.RGB_to_RGB(lin, ss, ds, chromatic_adaptation_transform=None)
            if d_enc:
                if np.any(out < 0) or np.any(out > 1):
                    continue  # encoding of out-of-gamut values differs by convention; compared linear below
                out = encode(out)
            conversions.append({"from": src, "to": dst, "rgb": list(map(float, rgb)), "expected": list(map(float, out))})

xyz = []
for name, (cs, _) in (("sRGB", spaces["sRGB"]), ("displayP3", spaces["displayP3"])):
    for rgb in samples:
        lin = decode(rgb)
        X = colour.RGB_to_XYZ(lin, cs, apply_cctf_decoding=False)
        lab = colour.XYZ_to_Lab(X, cs.whitepoint)
        xyz.append({"space": name, "rgb": list(map(float, rgb)), "xyz": list(map(float, X)), "lab": list(map(float, lab))})

cvd = []
for case, key in (("protanopia", "Protanomaly"), ("deuteranopia", "Deuteranomaly"), ("tritanopia", "Tritanomaly")):
    # colour-science extrapolates from the tenth above between published tenths (0.15 uses the
    # 0.2–0.3 slope); Vitro interpolates between the neighbours, so compare at the tenths.
    for sev in (0.0, 0.3, 0.5, 0.8, 1.0):
        M = colour.matrix_cvd_Machado2009(key, sev)
        for rgb in samples[:12]:
            lin = decode(rgb)
            cvd.append({"deficiency": case, "severity": sev, "linear": list(map(float, lin)),
                        "expected": list(map(float, M @ lin))})

json.dump({"generator": f"colour-science {colour.__version__}", "conversions": conversions,
           "xyz": xyz, "cvd": cvd}, open("Tests/VitroColorTests/Fixtures/colour-science.json", "w"), indent=0)
print(len(conversions), "conversions,", len(xyz), "xyz,", len(cvd), "cvd")
