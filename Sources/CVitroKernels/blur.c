// BlurEngine.direct's passes (VitroRaster), lane by lane its arithmetic: each sum starts at 0 and
// adds weight × value tap by tap, in float, never fused.
#include "vitro_blur.h"

#pragma clang fp contract(off)

void vitro_blur_row_h(const uint8_t *src, const int32_t *columns, const float *weights, int32_t taps,
                      int32_t width, float *out) {
    for (int32_t x = 0; x < width; x++) {
        float a0 = 0, a1 = 0, a2 = 0, a3 = 0;
        const int32_t *col = columns + x;
        for (int32_t k = 0; k < taps; k++) {
            int32_t sx = col[k];
            if (sx < 0) continue;
            const uint8_t *p = src + (int64_t)sx * 4;
            float w = weights[k];
            a0 = a0 + w * (float)p[0];
            a1 = a1 + w * (float)p[1];
            a2 = a2 + w * (float)p[2];
            a3 = a3 + w * (float)p[3];
        }
        float *o = out + (int64_t)x * 4;
        o[0] = a0;
        o[1] = a1;
        o[2] = a2;
        o[3] = a3;
    }
}

void vitro_blur_row_v(const float *rows, int64_t stride, const float *weights, int32_t taps, int32_t count,
                      float *out) {
    // Tap by tap over the whole row: every out[i] still adds its taps in order from 0, and the
    // inner loop runs over independent lanes, so an optimizer may vectorize it.
    for (int32_t i = 0; i < count; i++) out[i] = 0;
    for (int32_t k = 0; k < taps; k++) {
        const float *r = rows + (int64_t)k * stride;
        float w = weights[k];
        for (int32_t i = 0; i < count; i++) out[i] = out[i] + w * r[i];
    }
}

void vitro_blur_store(const float *row, int32_t count, uint8_t *dst) {
    for (int32_t i = 0; i < count; i++) {
        float v = row[i];
        float q = v > 0 ? (v < 255 ? v : 255) : 0;
        union { float f; uint32_t u; } b = {q + 12582912.0f};
        dst[i] = (uint8_t)b.u;
    }
}
