#include "vitro_shims.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// Error and warning handlers: errors copy the message and jump back to the setjmp of the
// function that made this png_struct; warnings (and benign errors, which libpng turns into
// warnings when reading) are kept for the caller when it asks for them.
typedef struct {
    char *error;
    vitro_warnings *warnings;  // NULL: warnings are dropped
} err_ctx;

static void on_error(png_structp png, png_const_charp msg) {
    err_ctx *ctx = (err_ctx *)png_get_error_ptr(png);
    if (ctx && ctx->error) {
        snprintf(ctx->error, VITRO_ERROR_SIZE, "%s", msg ? msg : "libpng error");
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp msg) {
    err_ctx *ctx = (err_ctx *)png_get_error_ptr(png);
    if (ctx) vitro_warnings_add(ctx->warnings, msg ? msg : "libpng warning");
}

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t position;
} mem_reader;

static void read_mem(png_structp png, png_bytep out, png_size_t count) {
    mem_reader *r = (mem_reader *)png_get_io_ptr(png);
    if (count > r->length - r->position) {
        png_error(png, "file is truncated");
    }
    memcpy(out, r->data + r->position, count);
    r->position += count;
}

static const png_byte cicp_name[] = {'c', 'I', 'C', 'P', '\0'};

static int begin_read(const uint8_t *data, size_t length, char *error, png_structp *png, png_infop *info,
                      mem_reader *reader, err_ctx *ctx) {
    if (length < 8 || png_sig_cmp(data, 0, 8) != 0) {
        snprintf(error, VITRO_ERROR_SIZE, "not a PNG file (bad signature)");
        return -1;
    }
    ctx->error = error;
    ctx->warnings = NULL;
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, ctx, on_error, on_warning);
    if (!*png) {
        snprintf(error, VITRO_ERROR_SIZE, "out of memory");
        return -1;
    }
    *info = png_create_info_struct(*png);
    if (!*info) {
        png_destroy_read_struct(png, NULL, NULL);
        snprintf(error, VITRO_ERROR_SIZE, "out of memory");
        return -1;
    }
    reader->data = data;
    reader->length = length;
    reader->position = 0;
    return 0;
}

int vitro_png_read_info(const uint8_t *data, size_t length, vitro_png_info *out, char *error) {
    png_structp png;
    png_infop info;
    mem_reader reader;
    err_ctx ctx;
    memset(out, 0, sizeof(*out));
    if (begin_read(data, length, error, &png, &info, &reader, &ctx) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        if (out->icc) {
            free(out->icc);
            out->icc = NULL;
        }
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    // The caller enforces its own pixel limit before decoding; lift libpng's 1,000,000 cap.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, cicp_name, 1);
    png_set_read_fn(png, &reader, read_mem);
    png_read_info(png, info);

    out->width = png_get_image_width(png, info);
    out->height = png_get_image_height(png, info);
    out->bit_depth = png_get_bit_depth(png, info);
    out->color_type = png_get_color_type(png, info);
    out->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    int intent;
    out->has_srgb = png_get_sRGB(png, info, &intent) != 0;
    double gamma;
    if (png_get_gAMA(png, info, &gamma)) {
        out->has_gama = 1;
        out->gama = gamma;
    }
    png_charp name;
    int compression;
    png_bytep profile;
    png_uint_32 profile_length;
    if (png_get_iCCP(png, info, &name, &compression, &profile, &profile_length) && profile_length > 0) {
        out->icc = malloc(profile_length);
        if (out->icc) {
            memcpy(out->icc, profile, profile_length);
            out->icc_length = profile_length;
        }
    }
    png_unknown_chunkp unknowns;
    int n = png_get_unknown_chunks(png, info, &unknowns);
    for (int i = 0; i < n; i++) {
        if (memcmp(unknowns[i].name, "cICP", 4) == 0 && unknowns[i].size == 4) {
            out->has_cicp = 1;
            memcpy(out->cicp, unknowns[i].data, 4);
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int vitro_png_decode(const uint8_t *data, size_t length, uint16_t *out, size_t out_count,
                     vitro_warnings *warnings, char *error) {
    png_structp png;
    png_infop info;
    mem_reader reader;
    err_ctx ctx;
    // volatile: assigned after setjmp and freed after the jump.
    png_bytep *volatile rows = NULL;
    if (warnings) memset(warnings, 0, sizeof(*warnings));
    if (begin_read(data, length, error, &png, &info, &reader, &ctx) != 0) return -1;
    ctx.warnings = warnings;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(png, &reader, read_mem);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if ((size_t)w * (size_t)h * 4 != out_count) {
        png_error(png, "image size changed between reads");
    }
    // Everything to 16-bit RGBA: palettes and low bit depths expanded, tRNS to alpha,
    // gray to RGB, an opaque alpha added where there is none.
    png_set_expand(png);
    png_set_expand_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    png_set_swap(png);
#endif
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 8) {
        png_error(png, "unexpected row layout after expansion");
    }
    rows = malloc(sizeof(png_bytep) * h);
    if (!rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = (png_bytep)(out + (size_t)y * w * 4);
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} mem_writer;

static void write_mem(png_structp png, png_bytep in, png_size_t count) {
    mem_writer *w = (mem_writer *)png_get_io_ptr(png);
    if (count > w->capacity - w->length) {
        size_t capacity = w->capacity ? w->capacity : 65536;
        while (count > capacity - w->length) {
            if (capacity > SIZE_MAX / 2) png_error(png, "output too large");
            capacity *= 2;
        }
        uint8_t *grown = realloc(w->data, capacity);
        if (!grown) png_error(png, "out of memory");
        w->data = grown;
        w->capacity = capacity;
    }
    memcpy(w->data + w->length, in, count);
    w->length += count;
}

static void flush_mem(png_structp png) { (void)png; }

int vitro_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int bit_depth,
                     const vitro_png_tags *tags, uint8_t **out, size_t *out_length, char *error) {
    err_ctx ctx = {error, NULL};
    mem_writer writer = {NULL, 0, 0};
    // volatile: assigned after setjmp and freed after the jump.
    png_bytep *volatile rows = NULL;
    *out = NULL;
    *out_length = 0;
    if (bit_depth != 8 && bit_depth != 16) {
        snprintf(error, VITRO_ERROR_SIZE, "bit depth must be 8 or 16, not %d", bit_depth);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx, on_error, on_warning);
    if (!png) {
        snprintf(error, VITRO_ERROR_SIZE, "out of memory");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(error, VITRO_ERROR_SIZE, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        free(writer.data);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_write_fn(png, &writer, write_mem, flush_mem);
    png_set_IHDR(png, info, width, height, bit_depth, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (tags) {
        if (tags->srgb) png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
        if (tags->icc && tags->icc_length > 0) {
            png_set_iCCP(png, info, tags->icc_name ? tags->icc_name : "ICC profile", PNG_COMPRESSION_TYPE_BASE,
                         tags->icc, tags->icc_length);
        }
        if (tags->cicp) {
            // libpng 1.6.39 has no cICP call: write it as an unknown chunk, before PLTE and IDAT.
            png_unknown_chunk chunk;
            memset(&chunk, 0, sizeof(chunk));
            memcpy(chunk.name, "cICP", 5);
            chunk.data = (png_bytep)tags->cicp_values;
            chunk.size = 4;
            chunk.location = PNG_HAVE_IHDR;
            png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, cicp_name, 1);
            png_set_unknown_chunks(png, info, &chunk, 1);
        }
    }
    png_set_compression_level(png, 6);
    png_write_info(png, info);
    size_t stride = (size_t)width * 4 * (bit_depth / 8);
    rows = malloc(sizeof(png_bytep) * height);
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * stride);
    png_write_image(png, rows);
    png_write_end(png, info);
    free(rows);
    png_destroy_write_struct(&png, &info);
    *out = writer.data;
    *out_length = writer.length;
    return 0;
}

void vitro_free(void *p) { free(p); }
