#ifndef VITRO_SVG_H
#define VITRO_SVG_H

#include <stddef.h>
#include <stdint.h>

#define VITRO_SVG_ERROR_SIZE 512

/// Parses an SVG document held in memory and reports its intrinsic size in pixels (CSS pixels
/// at 96 dpi, as the document's width, height and viewBox give it). Returns 0 on success;
/// otherwise non-zero with a message in `error` (VITRO_SVG_ERROR_SIZE bytes).
int vitro_svg_size(const uint8_t *data, size_t length, double *width, double *height, char *error);

/// Draws an SVG document into `pixels` (width × height, premultiplied RGBA, 8 bits, rows
/// tightly packed, cleared by the caller), scaled to fill the whole buffer. External files are
/// never loaded: the document has no base location. Returns 0 on success; otherwise non-zero
/// with a message in `error`.
int vitro_svg_render(const uint8_t *data, size_t length, int width, int height, uint8_t *pixels, char *error);

#endif
