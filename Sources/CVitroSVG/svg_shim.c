#include "vitro_svg.h"
#include <librsvg/rsvg.h>
#include <stdio.h>
#include <string.h>

static void copy_error(GError *e, const char *fallback, char *error) {
    snprintf(error, VITRO_SVG_ERROR_SIZE, "%s", e && e->message ? e->message : fallback);
    if (e) g_error_free(e);
}

// A handle with no base file: librsvg resolves relative references against the base only, so
// a document without one cannot reach the file system (and RSVG_HANDLE_FLAG_UNLIMITED is off,
// which keeps librsvg's limits on elements and XML nesting).
static RsvgHandle *open_handle(const uint8_t *data, size_t length, char *error) {
    GError *e = NULL;
    GInputStream *stream = g_memory_input_stream_new_from_data(data, (gssize)length, NULL);
    RsvgHandle *h = rsvg_handle_new_from_stream_sync(stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, &e);
    g_object_unref(stream);
    if (!h) copy_error(e, "not an SVG document", error);
    return h;
}

int vitro_svg_size(const uint8_t *data, size_t length, double *width, double *height, char *error) {
    RsvgHandle *h = open_handle(data, length, error);
    if (!h) return 1;
    gdouble w = 0, hh = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(h, &w, &hh)) {
        // Only a viewBox: its size in user units.
        gboolean hw, hh2, hv;
        RsvgLength lw, lh;
        RsvgRectangle vb;
        rsvg_handle_get_intrinsic_dimensions(h, &hw, &lw, &hh2, &lh, &hv, &vb);
        if (hv) {
            w = vb.width;
            hh = vb.height;
        }
    }
    g_object_unref(h);
    if (!(w > 0 && hh > 0)) {
        snprintf(error, VITRO_SVG_ERROR_SIZE, "the document has no size (no width, height or viewBox)");
        return 1;
    }
    *width = w;
    *height = hh;
    return 0;
}

int vitro_svg_render(const uint8_t *data, size_t length, int width, int height, uint8_t *pixels, char *error) {
    RsvgHandle *h = open_handle(data, length, error);
    if (!h) return 1;
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    if (stride != width * 4) {
        g_object_unref(h);
        snprintf(error, VITRO_SVG_ERROR_SIZE, "unexpected stride");
        return 1;
    }
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    cairo_t *cr = cairo_create(surface);
    RsvgRectangle viewport = {0, 0, width, height};
    GError *e = NULL;
    gboolean ok = rsvg_handle_render_document(h, cr, &viewport, &e);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    g_object_unref(h);
    if (!ok) {
        copy_error(e, "librsvg could not draw the document", error);
        return 1;
    }
    // Cairo's ARGB32 is a native-endian 32-bit word: reorder to R, G, B, A bytes.
    uint32_t *words = (uint32_t *)pixels;
    for (size_t i = 0; i < (size_t)width * (size_t)height; i++) {
        uint32_t v = words[i];
        pixels[i * 4 + 0] = (uint8_t)(v >> 16);
        pixels[i * 4 + 1] = (uint8_t)(v >> 8);
        pixels[i * 4 + 2] = (uint8_t)v;
        pixels[i * 4 + 3] = (uint8_t)(v >> 24);
    }
    return 0;
}
