#ifndef SOZLUK_FREE_MEMORY_H
#define SOZLUK_FREE_MEMORY_H

#include <malloc.h>

/// Gives the memory freed so far back to the system. The C library keeps what a thread frees
/// for that thread's next allocations; after an index build, hundreds of megabytes freed by
/// the build's threads would stay in the process, counted in its size, until they exit.
static inline void sozluk_give_back_freed_memory(void) {
    malloc_trim(0);
}

#endif
