#include "EngineC.h"

int engine_c(void) { return ENGINE_C; }
