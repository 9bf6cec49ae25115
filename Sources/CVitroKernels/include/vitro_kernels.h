// Hot pixel kernels in C, so that wider vectors can be chosen at run time (AVX2 where the
// processor has it, SSE2 otherwise) while the library is built for baseline x86-64. Every path
// does each lane's arithmetic in the order of the Swift reference it stands for, with no
// contraction into fused multiply-adds, so the bytes are the same on every processor.
#pragma once
#include <stdint.h>

/// What a glass face needs of its owner shape (GlassKernel.Own in VitroRaster).
typedef struct {
    float over[4];       // the wash, premultiplied R, G, B, A, composited source-over
    float chroma;        // the tone's gain on the chroma
    float frost_from;    // depth (pixels) where the frost begins
    float frost_ramp;    // the width over which it rises (0: a step)
    float edge_zone;     // depth beyond which a pixel is face
    const float *curve;  // the tone curve: steps + 1 values over luma 0…1
    int32_t steps;       // the curve's steps (GlassKernel.toneSteps)
} vitro_glass_face;

/// Draws toned face pixels of one glass shape, eight at a time, from the first of `count`
/// pixels, for as long as all eight of a group are face (their depth, −field, at least
/// `edge_zone`), owned by `owner_index` (`owner` may be NULL: one shape owns every pixel) and
/// shared with no other shape (`share` may be NULL). `field`, `owner`, `share` point at the
/// first pixel's entries; `frosted`, `sharp` and `out` at its bytes (premultiplied RGBA).
/// Returns how many pixels it drew (a multiple of eight): GlassKernel.toneFace4's bytes.
/// `path` picks the instructions: 0 baseline x86-64 (SSE2), anything else AVX2 where the
/// processor has it (tests hold the two to the same bytes).
int32_t vitro_glass_face_span(const vitro_glass_face *face, const float *field, const int32_t *owner,
                              int32_t owner_index, const float *share, const uint8_t *frosted,
                              const uint8_t *sharp, uint8_t *out, int32_t count, int32_t path);

/// What the bezel needs besides the face: the shape's bezel width, the group's light and the
/// layout of the field and of the backdrop (GlassKernel in VitroRaster).
typedef struct {
    vitro_glass_face face;  // curve NULL: no tone
    float bezel;            // the shape's bezel width (pixels)
    const float *profile;   // GlassProfile.table
    int32_t profile_count;
    float light_x, light_y, specular, rim_scale, sheen;
    float border_width;     // 0: none; else bezel pixels shallower than it + 0.5 are left
    int32_t glow;           // nonzero: the shape glows, its face and bezel are left
    float shadow_opacity, shadow_spread, contour, contour_width;
    int32_t field_width;    // floats from one field row to the next
    int32_t source_x, source_y, source_width, source_height, source_stride;
} vitro_glass_shape;

/// Draws pixels of a glass group in row `y` from column `x`, eight at a time, for as long as
/// all eight of a group are outside the outline (field ≥ 0.5: the shadow and the contour
/// darken what is there, as GlassKernel.row does), or all fully covered by the shape
/// `owner_index`, shared with no other shape, without a glow, and all face (drawn as by
/// vitro_glass_face_span; only with a tone curve) or all bezel (depth 0.5 … edge zone, past
/// the border: drawn as by GlassKernel.bezel4). `field`, `shadow` (the field `shadowOffset`
/// rows up, clamped), `owner`, `share` point at the first pixel's entries, `out` at its bytes;
/// `frosted` and `sharp` are the backdrops (their first byte is `source_x`, `source_y`'s).
/// Returns how many pixels it drew (a multiple of eight). `path` as for vitro_glass_face_span.
int32_t vitro_glass_span(const vitro_glass_shape *shape, int32_t x, int32_t y, const float *field,
                         const float *shadow, const int32_t *owner, int32_t owner_index, const float *share,
                         const uint8_t *frosted, const uint8_t *sharp, uint8_t *out, int32_t count,
                         int32_t path);

/// 1 if this processor runs the AVX2 paths, else 0.
int32_t vitro_kernels_avx2(void);
