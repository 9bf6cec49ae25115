#!/usr/bin/env bash
# The seam (docs/ARCHITECTURE.md): the UI modules — VitroSymbols, VitroCore, VitroSurfaces and
# VitroRender — never read or write pixel bytes; everything that does lives in VitroRaster (and
# VitroImageIO, for files). This check fails when a UI source reaches for a pixel buffer's bytes:
# unsafe buffer access, a pixmap's `data` or an image's `samples`, or a single pixel.
set -euo pipefail
cd "$(dirname "$0")/.."
ui=(Sources/VitroSymbols Sources/VitroCore Sources/VitroSurfaces Sources/VitroRender)
pattern='withUnsafe(Mutable)?BufferPointer|\.samples\b|\b[A-Za-z]*([Pp]ixmap|[Ii]mage|[Pp]art|[Ff]rame)\.data\b|\.pixel\(x:|\.setPixel\('
if grep -rnE "$pattern" "${ui[@]}" --include='*.swift' | grep -vE '^\S+:\s*///'; then
    echo "check-seam: pixel bytes touched above the seam (above); move that code into VitroRaster" >&2
    exit 1
fi
# Nor may VitroRaster know of views or points: it imports no UI module.
if grep -rnE '^(@_spi\([A-Za-z]+\) )?(@testable )?import (VitroCore|VitroSurfaces|VitroRender|VitroSymbols|Vitro)$' \
    Sources/VitroRaster Sources/VitroImageIO Sources/VitroColor Sources/VitroGeometry; then
    echo "check-seam: a module below the seam imports a UI module (above)" >&2
    exit 1
fi
# No arrow points up: the core imports neither the surfaces nor the renderer.
if grep -rnE '^(@_spi\([A-Za-z]+\) )?import (VitroSurfaces|VitroRender)$' Sources/VitroCore Sources/VitroSymbols; then
    echo "check-seam: the core imports a module built on it (above)" >&2
    exit 1
fi
echo "check-seam: the seam holds"
