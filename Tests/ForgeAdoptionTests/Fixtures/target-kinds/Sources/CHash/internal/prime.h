#define HASH_PRIME 31
