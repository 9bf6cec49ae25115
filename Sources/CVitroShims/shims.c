#include "vitro_shims.h"
