#!/usr/bin/env python3
"""Drops files' pages from the page cache (posix_fadvise DONTNEED), so the next reader reads them from disk: a
cold cache for a benchmark's run. Clean pages only, which a benchmark's read-only data files are.

Usage: evict.py FILE...
"""
import os
import sys

for path in sys.argv[1:]:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(descriptor)
