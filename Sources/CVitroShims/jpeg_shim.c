#include "vitro_shims.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

// libjpeg reports fatal errors through error_exit, which must not return: it jumps back to
// the setjmp of the shim function that owns this decompressor.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *error;
    vitro_warnings *warnings;  // NULL: warnings are dropped
} jpeg_err;

static void on_fatal_error(j_common_ptr cinfo) {
    jpeg_err *e = (jpeg_err *)cinfo->err;
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    // libjpeg says "Empty JPEG image" for a frame without components as for one without pixels;
    // tell them apart, so only a zero width or height reads as a zero size.
    if (cinfo->err->msg_code == JERR_EMPTY_IMAGE && cinfo->is_decompressor &&
        ((j_decompress_ptr)cinfo)->num_components <= 0) {
        snprintf(buffer, sizeof(buffer), "JPEG frame has no color components");
    }
    snprintf(e->error, VITRO_ERROR_SIZE, "%s", buffer);
    longjmp(e->jump, 1);
}

// libjpeg calls this for warnings (level -1) and trace messages (level ≥ 0, ignored). A
// premature end of data is an error here, not a picture padded with gray; every other warning
// is kept for the caller, since libjpeg goes on and decodes a picture that may be wrong.
static void on_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    jpeg_err *e = (jpeg_err *)cinfo->err;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
        snprintf(e->error, VITRO_ERROR_SIZE, "file is truncated");
        longjmp(e->jump, 1);
    }
    cinfo->err->num_warnings++;
    if (e->warnings) {
        char buffer[JMSG_LENGTH_MAX];
        (*cinfo->err->format_message)(cinfo, buffer);
        vitro_warnings_add(e->warnings, buffer);
    }
}

// Never called for output: libjpeg's default would print to stderr.
static void on_output(j_common_ptr cinfo) { (void)cinfo; }

typedef struct {
    struct jpeg_progress_mgr base;
    jpeg_err *err;
} scan_limit;

// Refuses a progressive file with more scans than VITRO_JPEG_MAX_SCANS before it costs more.
static void on_progress(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    if (d->progressive_mode && d->input_scan_number > VITRO_JPEG_MAX_SCANS) {
        scan_limit *p = (scan_limit *)cinfo->progress;
        snprintf(p->err->error, VITRO_ERROR_SIZE, "progressive JPEG has more than %d scans", VITRO_JPEG_MAX_SCANS);
        longjmp(p->err->jump, 1);
    }
}

static void setup(struct jpeg_decompress_struct *cinfo, jpeg_err *err, char *error) {
    cinfo->err = jpeg_std_error(&err->base);
    err->base.error_exit = on_fatal_error;
    err->base.emit_message = on_message;
    err->base.output_message = on_output;
    err->error = error;
    err->warnings = NULL;
}

int vitro_jpeg_read_info(const uint8_t *data, size_t length, vitro_jpeg_info *info, char *error) {
    struct jpeg_decompress_struct cinfo;
    jpeg_err err;
    memset(info, 0, sizeof(*info));
    if (length < 2 || data[0] != 0xFF || data[1] != 0xD8) {
        snprintf(error, VITRO_ERROR_SIZE, "not a JPEG file (bad signature)");
        return -1;
    }
    setup(&cinfo, &err, error);
    if (setjmp(err.jump)) {
        if (info->icc) {
            free(info->icc);
            info->icc = NULL;
        }
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 2, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    info->width = cinfo.image_width;
    info->height = cinfo.image_height;
    info->components = cinfo.num_components;
    info->color_space = cinfo.jpeg_color_space;
    JOCTET *icc = NULL;
    unsigned int icc_length = 0;
    if (jpeg_read_icc_profile(&cinfo, &icc, &icc_length) && icc) {
        info->icc = icc;
        info->icc_length = icc_length;
    }
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int vitro_jpeg_decode(const uint8_t *data, size_t length, uint8_t *out, size_t out_count,
                      vitro_warnings *warnings, char *error) {
    struct jpeg_decompress_struct cinfo;
    jpeg_err err;
    scan_limit progress;
    if (warnings) memset(warnings, 0, sizeof(*warnings));
    if (length < 2 || data[0] != 0xFF || data[1] != 0xD8) {
        snprintf(error, VITRO_ERROR_SIZE, "not a JPEG file (bad signature)");
        return -1;
    }
    setup(&cinfo, &err, error);
    err.warnings = warnings;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    progress.base.progress_monitor = on_progress;
    progress.err = &err;
    cinfo.progress = &progress.base;
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        snprintf(error, VITRO_ERROR_SIZE, "CMYK JPEG files are not supported");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    cinfo.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    if ((size_t)cinfo.output_width * cinfo.output_height * 4 != out_count || cinfo.output_components != 4) {
        snprintf(error, VITRO_ERROR_SIZE, "image size changed between reads");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    size_t stride = (size_t)cinfo.output_width * 4;
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + (size_t)cinfo.output_scanline * stride;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int vitro_jpeg_encode(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                      const uint8_t *icc, uint32_t icc_length, uint8_t **out, size_t *out_length, char *error) {
    struct jpeg_compress_struct cinfo;
    jpeg_err err;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    *out = NULL;
    *out_length = 0;
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = on_fatal_error;
    err.base.emit_message = on_message;
    err.base.output_message = on_output;
    err.error = error;
    err.warnings = NULL;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    if (icc && icc_length > 0) jpeg_write_icc_profile(&cinfo, icc, icc_length);
    size_t stride = (size_t)width * 3;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *out = buffer;
    *out_length = size;
    return 0;
}
