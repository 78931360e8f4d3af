#include "CHash.h"
#include "prime.h"

int chash(const char *text) {
    int hash = HASH_SEED;
    while (*text) hash = hash * HASH_PRIME + *text++;
    return hash;
}
