// C functions that own every libpng and libjpeg call that can fail. Each one sets its own
// setjmp, so the libraries' longjmp never crosses a Swift frame, and each call has its own
// library state, so they are safe to use from several threads at once.
#pragma once
#include <stddef.h>
#include <stdint.h>

#define VITRO_ERROR_SIZE 256
#define VITRO_WARNINGS_SIZE 1024
/// How many warnings keep their text; the rest are only counted (a damaged JPEG can warn
/// once per damaged segment, thousands of times).
#define VITRO_WARNINGS_KEPT 8

/// The warnings a decoder gave while it repaired or skipped damaged data.
typedef struct {
    char text[VITRO_WARNINGS_SIZE];  // kept messages, each ended by '\n'
    uint32_t kept;                   // messages in text
    uint32_t count;                  // all warnings, kept or not
} vitro_warnings;

/// Adds a message to `warnings` (NULL is allowed and ignored).
void vitro_warnings_add(vitro_warnings *warnings, const char *message);

/// What a PNG's header and ancillary chunks say.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;        // as stored: 1, 2, 4, 8 or 16
    int color_type;       // PNG color type
    int interlaced;
    int has_srgb;         // an sRGB chunk
    int has_cicp;         // a cICP chunk, values in cicp[]
    uint8_t cicp[4];      // primaries, transfer, matrix, full range
    int has_gama;
    double gama;
    uint8_t *icc;         // the iCCP profile (malloc'd, free with vitro_free), or NULL
    uint32_t icc_length;
} vitro_png_info;

/// Reads the header and the chunks before the image data. 0 on success, else -1 and `error`.
int vitro_png_read_info(const uint8_t *data, size_t length, vitro_png_info *info, char *error);

/// Decodes the whole image as straight-alpha RGBA, 16 bits per channel in native byte order,
/// into `out` (width × height × 4 values). 0 on success, else -1 and `error`. libpng's warnings
/// and benign errors (a CRC error in an ancillary chunk, extra compressed data …) go to
/// `warnings` (may be NULL).
int vitro_png_decode(const uint8_t *data, size_t length, uint16_t *out, size_t out_count,
                     vitro_warnings *warnings, char *error);

/// What to write besides the pixels.
typedef struct {
    int srgb;              // write sRGB (with gAMA and cHRM)
    const uint8_t *icc;    // an iCCP profile, or NULL
    uint32_t icc_length;
    const char *icc_name;
    int cicp;              // write a cICP chunk with cicp_values
    uint8_t cicp_values[4];
} vitro_png_tags;

/// Encodes straight-alpha RGBA rows (8 bits, or 16 bits big-endian as PNG stores them).
/// On success returns 0 and a malloc'd buffer in *out (free with vitro_free).
int vitro_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int bit_depth,
                     const vitro_png_tags *tags, uint8_t **out, size_t *out_length, char *error);

/// What a JPEG's header says.
typedef struct {
    uint32_t width;
    uint32_t height;
    int components;
    int color_space;      // J_COLOR_SPACE of the file
    uint8_t *icc;         // the embedded ICC profile (malloc'd), or NULL
    uint32_t icc_length;
} vitro_jpeg_info;

int vitro_jpeg_read_info(const uint8_t *data, size_t length, vitro_jpeg_info *info, char *error);

/// The most scans a progressive JPEG may have; each scan can cost a pass over the whole image,
/// so a small file of many scans would otherwise take minutes (libjpeg-turbo's own tools
/// suggest this bound for untrusted files).
#define VITRO_JPEG_MAX_SCANS 500

/// Decodes to RGBA 8 bits per channel (alpha 255) into `out` (width × height × 4 bytes).
/// libjpeg's warnings ("Corrupt JPEG data: …") go to `warnings` (may be NULL); a premature end
/// of the file is an error, not a warning.
int vitro_jpeg_decode(const uint8_t *data, size_t length, uint8_t *out, size_t out_count,
                      vitro_warnings *warnings, char *error);

/// Encodes RGB rows (8 bits, 3 bytes a pixel) at `quality` (1–100); for tests and export.
int vitro_jpeg_encode(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                      const uint8_t *icc, uint32_t icc_length, uint8_t **out, size_t *out_length, char *error);

void vitro_free(void *p);
