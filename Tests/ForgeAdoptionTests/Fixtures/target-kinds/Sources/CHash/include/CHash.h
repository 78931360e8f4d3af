int chash(const char *text);
