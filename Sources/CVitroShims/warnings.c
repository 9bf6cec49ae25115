#include "vitro_shims.h"
#include <string.h>

void vitro_warnings_add(vitro_warnings *warnings, const char *message) {
    if (!warnings || !message) return;
    warnings->count++;
    if (warnings->kept >= VITRO_WARNINGS_KEPT) return;
    size_t used = strlen(warnings->text);
    size_t length = strlen(message);
    // Keep whole messages only, each with its newline and the buffer's final NUL.
    if (used + length + 2 > VITRO_WARNINGS_SIZE) return;
    memcpy(warnings->text + used, message, length);
    warnings->text[used + length] = '\n';
    warnings->text[used + length + 1] = '\0';
    warnings->kept++;
}
