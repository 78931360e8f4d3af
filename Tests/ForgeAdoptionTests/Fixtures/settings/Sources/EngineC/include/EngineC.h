int engine_c(void);
