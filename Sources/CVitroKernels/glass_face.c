// Glass pixels eight at a time: GlassKernel.toneFace4 and GlassKernel.bezel4 (VitroRaster) lane
// by lane, in their order of operations. Built twice, for AVX2 and for baseline x86-64, and
// chosen at run time; no fused multiply-adds (contraction off), so both give the same floats.
#include "vitro_kernels.h"
#include <math.h>
#include <string.h>

#pragma clang fp contract(off)

typedef float v8f __attribute__((ext_vector_type(8)));
typedef int32_t v8i __attribute__((ext_vector_type(8)));

#if defined(__x86_64__) && defined(__clang__)
#define VITRO_X86 1
#endif

// Eight-lane vectors never cross a call (the baseline build has no 256-bit registers to pass
// them in): helpers are macros, or take pointers and are always inlined.
#define INLINE static inline __attribute__((always_inline))

#define SPLAT(v) ((v8f){(v), (v), (v), (v), (v), (v), (v), (v)})
#define ISPLAT(v) ((v8i){(v), (v), (v), (v), (v), (v), (v), (v)})
/// `m ? a : b` lane by lane (m all ones or all zeros).
#define PICK(m, a, b) ((v8f)((((v8i)(a)) & (m)) | (((v8i)(b)) & ~(m))))
#define IMIN(a, b) ((((a) < (b)) & (a)) | (~((a) < (b)) & (b)))
/// GlassKernel.unit: 0 where v ≤ 0, then 1 where v > 1 (NaN stays).
#define UNIT(out, v)                                      \
    do {                                                  \
        v8f u_ = (v);                                     \
        u_ = PICK(u_ <= SPLAT(0.0f), SPLAT(0.0f), u_);     \
        (out) = PICK(u_ > SPLAT(1.0f), SPLAT(1.0f), u_);   \
    } while (0)
/// Truncation toward zero (GlassKernel.truncated for 0 ≤ v < 2²²).
#define TRUNC(v) __builtin_convertvector((v), v8i)
#define TO_FLOAT(v) __builtin_convertvector((v), v8f)
/// `a + (b − a) · t`.
#define LERP(a, b, t) ((a) + ((b) - (a)) * (t))
/// GlassKernel.store4's byte: color to 0…alpha, × 255 + 0.5 truncated.
#define BYTE(x, alpha) TRUNC(PICK((x) > SPLAT(0.0f), PICK(~((x) < (alpha)), (alpha), (x)), SPLAT(0.0f)) * 255.0f + 0.5f)

/// Eight pixels, channel by channel (premultiplied 0…1): PixelQuad twice over.
typedef struct {
    v8f r, g, b, a;
} quad8;

/// Eight pixels' words (bytes R, G, B, A in memory order), each byte × (1 / 255).
INLINE void words8(quad8 *q, const v8i *words) {
    const float k = 1.0f / 255.0f;
    v8i w = *words;
    q->r = TO_FLOAT(w & 0xFF) * k;
    q->g = TO_FLOAT((w >> 8) & 0xFF) * k;
    q->b = TO_FLOAT((w >> 16) & 0xFF) * k;
    q->a = TO_FLOAT((w >> 24) & 0xFF) * k;
}

INLINE void load8(quad8 *q, const uint8_t *p) {
    v8i w;
    memcpy(&w, p, sizeof w);
    words8(q, &w);
}

/// `q + (other − q) · t`, channel by channel.
INLINE void lerp8(quad8 *q, const quad8 *other, const v8f *t) {
    q->r = LERP(q->r, other->r, *t);
    q->g = LERP(q->g, other->g, *t);
    q->b = LERP(q->b, other->b, *t);
    q->a = LERP(q->a, other->a, *t);
}

/// GlassKernel.frostWeight4.
INLINE void frost_weight8(v8f *w, const vitro_glass_face *o, const v8f *depth) {
    if (o->frost_ramp > 0) {
        v8f c;
        UNIT(c, (*depth - o->frost_from) / o->frost_ramp);
        *w = c * c * (3.0f - 2.0f * c);
    } else {
        *w = PICK(*depth >= o->frost_from, SPLAT(1.0f), SPLAT(0.0f));
    }
}

/// `frosted` where w ≥ 1, `clear` where w ≤ 0, else w of the way from `clear` to it (into `clear`).
INLINE void frost_mix8(quad8 *clear, const quad8 *frosted, const v8f *w) {
    v8i full = *w >= SPLAT(1.0f);
    v8i none = *w <= SPLAT(0.0f);
    quad8 mixed = *clear;
    lerp8(&mixed, frosted, w);
    clear->r = PICK(full, frosted->r, PICK(none, clear->r, mixed.r));
    clear->g = PICK(full, frosted->g, PICK(none, clear->g, mixed.g));
    clear->b = PICK(full, frosted->b, PICK(none, clear->b, mixed.b));
    clear->a = PICK(full, frosted->a, PICK(none, clear->a, mixed.a));
}

/// GlassKernel.toned4: the tone curve on the luma and the gain on the chroma where there is
/// alpha; elsewhere the pixel as it is.
INLINE void toned8(quad8 *c, const vitro_glass_face *o) {
    v8f a = c->a;
    v8i shows = a > SPLAT(0.0f);
    v8f inv = 1.0f / a;
    v8f r = c->r * inv;
    v8f g = c->g * inv;
    v8f b = c->b * inv;
    v8f luma;
    UNIT(luma, 0.2126f * r + 0.7152f * g + 0.0722f * b);
    v8f y = PICK(shows, luma, SPLAT(0.0f));
    v8f t = y * (float)o->steps;
    v8i i = TRUNC(t);
    v8i last = ISPLAT(o->steps - 1);
    i = IMIN(i, last);
    // Lane by lane into plain arrays, then into vectors once (a lane written into a vector in
    // memory stalls the load of the whole vector).
    int32_t ii[8];
    float los[8], his[8];
    memcpy(ii, &i, sizeof ii);
#pragma clang loop unroll(full)
    for (int k = 0; k < 8; k++) {
        los[k] = o->curve[ii[k]];
        his[k] = o->curve[ii[k] + 1];
    }
    v8f lo, hi;
    memcpy(&lo, los, sizeof lo);
    memcpy(&hi, his, sizeof hi);
    v8f tone = lo + (hi - lo) * (t - TO_FLOAT(i));
    v8f tr, tg, tb;
    UNIT(tr, tone + o->chroma * (r - y));
    UNIT(tg, tone + o->chroma * (g - y));
    UNIT(tb, tone + o->chroma * (b - y));
    c->r = PICK(shows, tr * a, c->r);
    c->g = PICK(shows, tg * a, c->g);
    c->b = PICK(shows, tb * a, c->b);
}

/// GlassKernel.washed: `over + c · (1 − over.w)`.
INLINE void washed8(quad8 *c, const vitro_glass_face *o) {
    const float keep = 1 - o->over[3];
    c->r = o->over[0] + c->r * keep;
    c->g = o->over[1] + c->g * keep;
    c->b = o->over[2] + c->b * keep;
    c->a = o->over[3] + c->a * keep;
}

/// GlassKernel.store4: alpha to 0…1, color to 0…alpha, each × 255 + 0.5 truncated.
INLINE void store8(const quad8 *c, uint8_t *out) {
    v8f wa = c->a;
    v8f alpha = PICK(wa > SPLAT(0.0f), PICK(~(wa < SPLAT(1.0f)), SPLAT(1.0f), wa), SPLAT(0.0f));
    v8i words = BYTE(c->r, alpha) | (BYTE(c->g, alpha) << 8) | (BYTE(c->b, alpha) << 16) |
                (TRUNC(alpha * 255.0f + 0.5f) << 24);
    memcpy(out, &words, sizeof words);
}

/// GlassKernel.toneFace4 over eight pixels.
INLINE void face8(const vitro_glass_face *o, const v8f *depth, const uint8_t *frosted, const uint8_t *sharp,
                  uint8_t *out) {
    v8f w;
    frost_weight8(&w, o, depth);
    quad8 c, f;
    load8(&c, sharp);
    load8(&f, frosted);
    frost_mix8(&c, &f, &w);
    toned8(&c, o);
    washed8(&c, o);
    store8(&c, out);
}

/// Whether any lane of the mask holds.
#define ANY8(m)                                          \
    ({                                                   \
        v8i m_ = (m);                                    \
        int32_t l_[8];                                   \
        memcpy(l_, &m_, sizeof l_);                      \
        int a_ = 0;                                      \
        for (int k_ = 0; k_ < 8; k_++) a_ |= l_[k_] != 0; \
        a_;                                              \
    })
/// Whether every lane of the mask holds.
#define ALL8(m)                                          \
    ({                                                   \
        v8i m_ = (m);                                    \
        int32_t l_[8];                                   \
        memcpy(l_, &m_, sizeof l_);                      \
        int a_ = 1;                                      \
        for (int k_ = 0; k_ < 8; k_++) a_ &= l_[k_] != 0; \
        a_;                                              \
    })

/// Whether all eight pixels from the span's `done` are the owner's and unshared.
INLINE int owned8(const int32_t *owner, int32_t owner_index, const float *share, int32_t done) {
    v8i ok = ISPLAT(-1);
    if (owner) {
        v8i who;
        memcpy(&who, owner + done, sizeof who);
        ok &= who == owner_index;
    }
    if (share) {
        v8f s;
        memcpy(&s, share + done, sizeof s);
        ok &= s <= SPLAT(0.0f);
    }
    return ALL8(ok);
}


static inline __attribute__((always_inline)) int32_t face_span(const vitro_glass_face *o, const float *field,
                                                               const int32_t *owner, int32_t owner_index,
                                                               const float *share, const uint8_t *frosted,
                                                               const uint8_t *sharp, uint8_t *out, int32_t count) {
    int32_t done = 0;
    while (done + 8 <= count) {
        v8f d;
        memcpy(&d, field + done, sizeof d);
        v8f depth = -d;
        if (!ALL8(depth >= o->edge_zone) || !owned8(owner, owner_index, share, done)) break;
        face8(o, &depth, frosted + done * 4, sharp + done * 4, out + done * 4);
        done += 8;
    }
    return done;
}

/// GlassKernel.sample4 over eight positions: bilinear, clamped to what the source holds.
INLINE void sample8(quad8 *q, const vitro_glass_shape *s, const uint8_t *source, const v8f *qx, const v8f *qy) {
    const int32_t sw = s->source_width;
    const int32_t sh = s->source_height;
    // min(max(v, 0), limit), with NaN taken as 0.
    v8f u = (*qx - 0.5f) - (float)s->source_x;
    v8f v = (*qy - 0.5f) - (float)s->source_y;
    u = PICK(~(u > SPLAT(0.0f)), SPLAT(0.0f), u);
    u = PICK(u > SPLAT((float)(sw - 1)), SPLAT((float)(sw - 1)), u);
    v = PICK(~(v > SPLAT(0.0f)), SPLAT(0.0f), v);
    v = PICK(v > SPLAT((float)(sh - 1)), SPLAT((float)(sh - 1)), v);
    v8i x0 = TRUNC(u);
    v8i y0 = TRUNC(v);
    v8f fx = u - TO_FLOAT(x0);
    v8f fy = v - TO_FLOAT(y0);
    v8i x1 = IMIN(x0 + 1, ISPLAT(sw - 1));
    v8i y1 = IMIN(y0 + 1, ISPLAT(sh - 1));
    const int64_t stride = s->source_stride;
    int32_t xs0[8], xs1[8], ys0[8], ys1[8];
    memcpy(xs0, &x0, sizeof xs0);
    memcpy(xs1, &x1, sizeof xs1);
    memcpy(ys0, &y0, sizeof ys0);
    memcpy(ys1, &y1, sizeof ys1);
    uint32_t a[8], b[8], c[8], d[8];
#pragma clang loop unroll(full)
    for (int k = 0; k < 8; k++) {
        const uint8_t *r0 = source + (int64_t)ys0[k] * stride * 4;
        const uint8_t *r1 = source + (int64_t)ys1[k] * stride * 4;
        memcpy(&a[k], r0 + (int64_t)xs0[k] * 4, 4);
        memcpy(&b[k], r0 + (int64_t)xs1[k] * 4, 4);
        memcpy(&c[k], r1 + (int64_t)xs0[k] * 4, 4);
        memcpy(&d[k], r1 + (int64_t)xs1[k] * 4, 4);
    }
    v8i w00, w01, w10, w11;
    memcpy(&w00, a, sizeof w00);
    memcpy(&w01, b, sizeof w01);
    memcpy(&w10, c, sizeof w10);
    memcpy(&w11, d, sizeof w11);
    quad8 top, right, bottom, corner;
    words8(&top, &w00);
    words8(&right, &w01);
    words8(&bottom, &w10);
    words8(&corner, &w11);
    lerp8(&top, &right, &fx);
    lerp8(&bottom, &corner, &fx);
    lerp8(&top, &bottom, &fy);
    *q = top;
}

/// GlassKernel.bezel4 over eight pixels (x … x + 7 of row y, field at the first).
INLINE void bezel8(const vitro_glass_shape *s, const v8f *depth, int32_t x, int32_t y, const float *field,
                   const uint8_t *frosted, const uint8_t *sharp, uint8_t *out) {
    const vitro_glass_face *o = &s->face;
    const int32_t fw = s->field_width;
    v8f right, left, below, above;
    memcpy(&right, field + 1, sizeof right);
    memcpy(&left, field - 1, sizeof left);
    memcpy(&below, field + fw, sizeof below);
    memcpy(&above, field - fw, sizeof above);
    v8f gx = right - left;
    v8f gy = below - above;
    v8f len = __builtin_elementwise_sqrt(gx * gx + gy * gy);
    v8i flat = ~(len > SPLAT(1e-6f));
    v8f nx = PICK(flat, SPLAT(0.0f), gx / len);
    v8f ny = PICK(flat, SPLAT(0.0f), gy / len);
    // How far into the bezel (0 at the outline, 1 at the face), and the displacement there.
    v8f sr = *depth / s->bezel;
    v8f sv = PICK(sr > SPLAT(1.0f), SPLAT(1.0f), sr);
    v8f t = sv * (float)(s->profile_count - 1);
    v8i i0 = IMIN(TRUNC(t), ISPLAT(s->profile_count - 2));
    v8f f = t - TO_FLOAT(i0);
    int32_t ii[8];
    float los[8], his[8];
    memcpy(ii, &i0, sizeof ii);
#pragma clang loop unroll(full)
    for (int k = 0; k < 8; k++) {
        los[k] = s->profile[ii[k]];
        his[k] = s->profile[ii[k] + 1];
    }
    v8f lo, hi;
    memcpy(&lo, los, sizeof lo);
    memcpy(&hi, his, sizeof hi);
    v8f disp = s->bezel * (lo + (hi - lo) * f);
    v8f w;
    frost_weight8(&w, o, depth);
    const float fx = (float)x;
    v8f cx = (v8f){fx, (float)(x + 1), (float)(x + 2), (float)(x + 3), (float)(x + 4), (float)(x + 5),
                   (float)(x + 6), (float)(x + 7)} + 0.5f;
    v8f cy = SPLAT((float)y + 0.5f);
    v8f qx = cx + nx * disp;
    v8f qy = cy + ny * disp;
    quad8 c;
    if (ALL8(w <= SPLAT(0.0f))) {
        sample8(&c, s, sharp, &qx, &qy);
    } else if (ALL8(w >= SPLAT(1.0f))) {
        sample8(&c, s, frosted, &qx, &qy);
    } else {
        quad8 fr;
        sample8(&fr, s, frosted, &qx, &qy);
        sample8(&c, s, sharp, &qx, &qy);
        frost_mix8(&c, &fr, &w);
    }
    if (o->curve) toned8(&c, o);
    washed8(&c, o);
    // Highlights where the rim faces the light and where it faces away.
    v8f k = nx * s->light_x + ny * s->light_y;
    v8f r = *depth * s->rim_scale;
    v8f lit = s->specular * (0.2f + 0.8f * k * k);
    float rs[8], lits[8], hs[8];
    memcpy(rs, &r, sizeof rs);
    memcpy(lits, &lit, sizeof lits);
    for (int j = 0; j < 8; j++) hs[j] = rs[j] < 6 ? lits[j] * expf(-rs[j]) : 0.0f;
    v8f h;
    memcpy(&h, hs, sizeof h);
    h += s->sheen * (1.0f - sv) * (1.0f - sv);
    c.r += h;
    c.g += h;
    c.b += h;
    c.a += h;
    store8(&c, out);
}

/// GlassKernel.row outside the outline (coverage 0): the shadow and the contour darken what is
/// beneath, where they reach half an 8-bit step or more.
INLINE void outside8(const vitro_glass_shape *s, const v8f *d, const float *shadow, uint8_t *out) {
    v8f shade = SPLAT(0.0f);
    if (s->shadow_opacity > 0) {
        v8f ds;
        memcpy(&ds, shadow, sizeof ds);
        v8f c;
        UNIT(c, 0.5f + 0.5f * ds / s->shadow_spread);
        v8f term = s->shadow_opacity * (1.0f - c * c * (3.0f - 2.0f * c));
        shade = PICK(ds < s->shadow_spread, shade + term, shade);
    }
    if (s->contour > 0) {
        v8i near = (*d > SPLAT(-0.5f)) & (*d < s->contour_width);
        shade = PICK(near, shade + s->contour * (1.0f - *d / s->contour_width), shade);
    }
    shade = PICK(SPLAT(1.0f) < shade, SPLAT(1.0f), shade);
    v8i shows = ~(shade < SPLAT(0.5f / 255.0f));
    if (!ANY8(shows)) return;
    v8i old;
    memcpy(&old, out, sizeof old);
    quad8 c;
    words8(&c, &old);
    v8f keep = 1.0f - shade;
    c.r = c.r * keep + 0.0f;
    c.g = c.g * keep + 0.0f;
    c.b = c.b * keep + 0.0f;
    c.a = c.a * keep + shade;
    uint8_t fresh[32];
    store8(&c, fresh);
    v8i words;
    memcpy(&words, fresh, sizeof words);
    words = (words & shows) | (old & ~shows);
    memcpy(out, &words, sizeof words);
}

static inline __attribute__((always_inline)) int32_t glass_span(const vitro_glass_shape *s, int32_t x, int32_t y,
                                                                const float *field, const float *shadow,
                                                                const int32_t *owner,
                                                                int32_t owner_index, const float *share,
                                                                const uint8_t *frosted, const uint8_t *sharp,
                                                                uint8_t *out, int32_t count) {
    const vitro_glass_face *o = &s->face;
    // The backdrops' first byte of this row's column 0.
    const int64_t row = ((int64_t)(y - s->source_y) * s->source_stride - s->source_x) * 4;
    int32_t done = 0;
    while (done + 8 <= count) {
        v8f d;
        memcpy(&d, field + done, sizeof d);
        v8f depth = -d;
        if (ALL8(d >= SPLAT(0.5f))) {
            outside8(s, &d, shadow + done, out + done * 4);
            done += 8;
            continue;
        }
        if (s->glow || !owned8(owner, owner_index, share, done)) break;
        const int64_t at = row + (int64_t)(x + done) * 4;
        if (o->curve && ALL8(depth >= o->edge_zone)) {
            face8(o, &depth, frosted + at, sharp + at, out + done * 4);
        } else if (ALL8(depth >= SPLAT(0.5f)) && ALL8(depth < o->edge_zone) &&
                   (s->border_width <= 0 || ALL8(depth >= s->border_width + 0.5f))) {
            bezel8(s, &depth, x + done, y, field + done, frosted, sharp, out + done * 4);
        } else {
            break;
        }
        done += 8;
    }
    return done;
}

#define FACE_ARGS                                                                                        \
    const vitro_glass_face *o, const float *field, const int32_t *owner, int32_t owner_index, const float *share, \
        const uint8_t *frosted, const uint8_t *sharp, uint8_t *out, int32_t count
#define FACE_CALL o, field, owner, owner_index, share, frosted, sharp, out, count
#define SPAN_ARGS                                                                                          \
    const vitro_glass_shape *s, int32_t x, int32_t y, const float *field, const float *shadow,              \
        const int32_t *owner,                                                                               \
        int32_t owner_index, const float *share, const uint8_t *frosted, const uint8_t *sharp, uint8_t *out, \
        int32_t count
#define SPAN_CALL s, x, y, field, shadow, owner, owner_index, share, frosted, sharp, out, count

static int32_t face_span_baseline(FACE_ARGS) { return face_span(FACE_CALL); }
static int32_t glass_span_baseline(SPAN_ARGS) { return glass_span(SPAN_CALL); }

#ifdef VITRO_X86
__attribute__((target("avx2"))) static int32_t face_span_avx2(FACE_ARGS) { return face_span(FACE_CALL); }
__attribute__((target("avx2"))) static int32_t glass_span_avx2(SPAN_ARGS) { return glass_span(SPAN_CALL); }
#endif

int32_t vitro_kernels_avx2(void) {
#ifdef VITRO_X86
    static int32_t known = -1;
    int32_t k = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (k < 0) {
        __builtin_cpu_init();
        k = __builtin_cpu_supports("avx2") ? 1 : 0;
        __atomic_store_n(&known, k, __ATOMIC_RELAXED);
    }
    return k;
#else
    return 0;
#endif
}

int32_t vitro_glass_face_span(FACE_ARGS, int32_t path) {
#ifdef VITRO_X86
    if (path != 0 && vitro_kernels_avx2()) return face_span_avx2(FACE_CALL);
#endif
    (void)path;
    return face_span_baseline(FACE_CALL);
}

int32_t vitro_glass_span(SPAN_ARGS, int32_t path) {
#ifdef VITRO_X86
    if (path != 0 && vitro_kernels_avx2()) return glass_span_avx2(SPAN_CALL);
#endif
    (void)path;
    return glass_span_baseline(SPAN_CALL);
}
