#define _GNU_SOURCE
#include <string.h>
#include "string_search.h"

#if defined(__x86_64__)
#include <emmintrin.h>

/* Sixteen places at a time (SSE2, which every x86-64 has): a place is a candidate when the
   needle's first byte is there and its last byte where the needle would end; only candidates
   are compared whole. glibc's memmem goes a byte at a time for two-byte needles, and the
   substring stage calls this over every folded key of a dictionary (7.5 MB for a million
   headwords) at each keystroke. */
const void *sozluk_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    const unsigned char *text = haystack, *pattern = needle;
    if (needle_length == 0) return haystack;
    if (needle_length > haystack_length) return NULL;
    if (needle_length == 1) return memchr(haystack, pattern[0], haystack_length);
    const __m128i first = _mm_set1_epi8((char)pattern[0]);
    const __m128i last = _mm_set1_epi8((char)pattern[needle_length - 1]);
    size_t offset = 0;
    for (; offset + needle_length - 1 + 16 <= haystack_length; offset += 16) {
        const __m128i starts = _mm_loadu_si128((const __m128i *)(text + offset));
        const __m128i ends = _mm_loadu_si128((const __m128i *)(text + offset + needle_length - 1));
        unsigned candidates = (unsigned)_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(starts, first), _mm_cmpeq_epi8(ends, last)));
        while (candidates != 0) {
            const size_t at = offset + (size_t)__builtin_ctz(candidates);
            if (memcmp(text + at + 1, pattern + 1, needle_length - 2) == 0) return text + at;
            candidates &= candidates - 1;
        }
    }
    for (; offset + needle_length <= haystack_length; offset++) {
        if (text[offset] == pattern[0] && memcmp(text + offset, pattern, needle_length) == 0) return text + offset;
    }
    return NULL;
}

#else

const void *sozluk_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length);
}

#endif
