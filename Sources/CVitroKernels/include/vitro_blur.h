// The direct (small σ) Gaussian's two passes in C. In an optimized build they run as fast as
// their Swift reference did; in a debug build they run many times faster than unoptimized Swift,
// whose every SIMD operation is a call (the tests render through them). Each output is summed
// over the taps in the reference's order, with no fused multiply-adds, so the floats are the same.
#pragma once
#include <stdint.h>

/// One row of the horizontal pass (BlurEngine.direct): for each of `width` output pixels x,
/// out[4x + c] = Σ_k weights[k] · src[4·columns[x + k] + c] over k = 0 … taps − 1, in order,
/// skipping taps whose column is negative (transparent). `src` is the source row's bytes
/// (premultiplied RGBA); `columns` holds width + taps − 1 entries.
void vitro_blur_row_h(const uint8_t *src, const int32_t *columns, const float *weights, int32_t taps,
                      int32_t width, float *out);

/// One row of the vertical pass: out[i] = Σ_k weights[k] · rows[k · stride + i] over
/// k = 0 … taps − 1, in order, for i < count (`rows` points at the first tap's row).
void vitro_blur_row_v(const float *rows, int64_t stride, const float *weights, int32_t taps, int32_t count,
                      float *out);

/// `count` premultiplied 0…255 floats to bytes (BlurEngine.toByte): clamped to 0…255, NaN to 0,
/// rounded to nearest even by adding 1.5 · 2²³ and keeping the low mantissa bits.
void vitro_blur_store(const float *row, int32_t count, uint8_t *dst);
