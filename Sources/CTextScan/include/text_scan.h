#ifndef SOZLUK_TEXT_SCAN_H
#define SOZLUK_TEXT_SCAN_H
#include <stddef.h>
#include <stdint.h>

/* Where the bytes that need no attention inside a JSON string end, from `from`: the first
   place at or after it holding `"`, `\` or a control character (below 0x20), or `length`.
   Sets *non_ascii to 1 when a byte of 0x80 or more was passed over (text_scan.c). */
size_t sozluk_plain_string_run(const uint8_t *bytes, size_t from, size_t length, int *non_ascii);

/* Whether `bytes` are valid UTF-8 as a whole (no overlong form, surrogate, value past
   U+10FFFF or sequence cut short): 1 valid, 0 not, -1 when this machine has no fast way to
   tell (the caller checks each string itself). The dictionary scanner asks it of the file a
   stretch at a time. */
int sozluk_utf8_is_valid(const uint8_t *bytes, size_t length);

/* Asks for the cache line holding `address` ahead of its use: the index builder reads a
   million entries' pieces in key order, all over memory, and a read waited for costs a
   tenth of a microsecond. */
static inline void sozluk_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
