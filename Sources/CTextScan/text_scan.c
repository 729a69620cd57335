#include <string.h>
#include "text_scan.h"

/* A byte at a time: the end of a run, and where there is no SSE2. */
static size_t plain_string_run_bytewise(const uint8_t *bytes, size_t from, size_t length, int *non_ascii) {
    size_t offset = from;
    for (; offset < length; offset++) {
        const uint8_t byte = bytes[offset];
        if (byte < 0x20 || byte == '"' || byte == '\\') break;
        if (byte >= 0x80) *non_ascii = 1;
    }
    return offset;
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <emmintrin.h>
#include <tmmintrin.h>

/* Sixteen bytes at a time (SSE2, which every x86-64 has): a dictionary's bytes are mostly
   inside strings, and most strings are a few dozen bytes of letters. */
size_t sozluk_plain_string_run(const uint8_t *bytes, size_t from, size_t length, int *non_ascii) {
    const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
    /* Signed compare: below 0x20 once 0x80 is subtracted means below -0x60. */
    const __m128i flip = _mm_set1_epi8((char)0x80), control = _mm_set1_epi8((char)(0x20 - 0x80));
    size_t offset = from;
    for (; offset + 16 <= length; offset += 16) {
        const __m128i block = _mm_loadu_si128((const __m128i *)(bytes + offset));
        const __m128i stops = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash)),
                                           _mm_cmplt_epi8(_mm_xor_si128(block, flip), control));
        const unsigned stop = (unsigned)_mm_movemask_epi8(stops), high = (unsigned)_mm_movemask_epi8(block);
        if (stop != 0) {
            const unsigned lane = (unsigned)__builtin_ctz(stop);
            if (high & ((1u << lane) - 1)) *non_ascii = 1;
            return offset + lane;
        }
        if (high) *non_ascii = 1;
    }
    return plain_string_run_bytewise(bytes, offset, length, non_ascii);
}

/* UTF-8 checked by table lookups, sixteen bytes at a time, after Keiser and Lemire,
   "Validating UTF-8 in less than one instruction per byte" (2021): each byte and the one
   before it are looked up in three 16-entry tables by nibble (the previous byte's high and
   low nibble, this byte's high nibble), each entry a set of the errors the nibble allows;
   what the three have in common is an error, except that a continuation byte two or three
   places after a three- or four-byte lead is expected. SSSE3 (pshufb), found at run time. */
enum {
    TOO_SHORT = 1 << 0,  /* a lead or ASCII byte where a continuation was due */
    TOO_LONG = 1 << 1,   /* a continuation after an ASCII byte */
    OVERLONG_3 = 1 << 2, /* E0 followed by 80...9F */
    TOO_LARGE = 1 << 3,  /* past U+10FFFF */
    SURROGATE = 1 << 4,  /* ED followed by A0...BF */
    OVERLONG_2 = 1 << 5, /* C0 or C1 */
    TOO_LARGE_1000 = 1 << 6,
    OVERLONG_4 = 1 << 6, /* F0 followed by 80...8F */
    TWO_CONTINUATIONS = 1 << 7,
    CARRY = TOO_SHORT | TOO_LONG | TWO_CONTINUATIONS,
};

/* The three tables, each entry a set of the errors its nibble allows (a byte, so as bytes). */
static const unsigned char first_high_table[16] = {
    TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG, TOO_LONG,
    TWO_CONTINUATIONS, TWO_CONTINUATIONS, TWO_CONTINUATIONS, TWO_CONTINUATIONS,
    TOO_SHORT | OVERLONG_2, TOO_SHORT, TOO_SHORT | OVERLONG_3 | SURROGATE,
    TOO_SHORT | TOO_LARGE | TOO_LARGE_1000 | OVERLONG_4};
static const unsigned char first_low_table[16] = {
    CARRY | OVERLONG_3 | OVERLONG_2 | OVERLONG_4, CARRY | OVERLONG_2, CARRY, CARRY,
    CARRY | TOO_LARGE, CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000 | SURROGATE, CARRY | TOO_LARGE | TOO_LARGE_1000,
    CARRY | TOO_LARGE | TOO_LARGE_1000};
static const unsigned char second_high_table[16] = {
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT,
    TOO_LONG | OVERLONG_2 | TWO_CONTINUATIONS | OVERLONG_3 | TOO_LARGE_1000 | OVERLONG_4,
    TOO_LONG | OVERLONG_2 | TWO_CONTINUATIONS | OVERLONG_3 | TOO_LARGE,
    TOO_LONG | OVERLONG_2 | TWO_CONTINUATIONS | SURROGATE | TOO_LARGE,
    TOO_LONG | OVERLONG_2 | TWO_CONTINUATIONS | SURROGATE | TOO_LARGE,
    TOO_SHORT, TOO_SHORT, TOO_SHORT, TOO_SHORT};

__attribute__((target("ssse3")))
static __m128i utf8_block_errors(__m128i block, __m128i previous) {
    const __m128i nibble = _mm_set1_epi8(0x0F);
    const __m128i first_high = _mm_loadu_si128((const __m128i *)first_high_table);
    const __m128i first_low = _mm_loadu_si128((const __m128i *)first_low_table);
    const __m128i second_high = _mm_loadu_si128((const __m128i *)second_high_table);
    const __m128i before1 = _mm_alignr_epi8(block, previous, 15);
    const __m128i special = _mm_and_si128(
        _mm_and_si128(_mm_shuffle_epi8(first_high, _mm_and_si128(_mm_srli_epi16(before1, 4), nibble)),
                      _mm_shuffle_epi8(first_low, _mm_and_si128(before1, nibble))),
        _mm_shuffle_epi8(second_high, _mm_and_si128(_mm_srli_epi16(block, 4), nibble)));
    /* Two or three places after a lead of three or four bytes, a continuation is due: there
       the tables say TWO_CONTINUATIONS, which this cancels. */
    const __m128i before2 = _mm_alignr_epi8(block, previous, 14), before3 = _mm_alignr_epi8(block, previous, 13);
    const __m128i third = _mm_subs_epu8(before2, _mm_set1_epi8((char)(0xE0 - 0x80)));
    const __m128i fourth = _mm_subs_epu8(before3, _mm_set1_epi8((char)(0xF0 - 0x80)));
    const __m128i due = _mm_and_si128(_mm_or_si128(third, fourth), _mm_set1_epi8((char)0x80));
    return _mm_xor_si128(due, special);
}

__attribute__((target("ssse3")))
static int utf8_is_valid_ssse3(const uint8_t *bytes, size_t length) {
    __m128i previous = _mm_setzero_si128(), errors = _mm_setzero_si128(), block;
    size_t offset = 0;
    for (; offset + 16 <= length; offset += 16) {
        block = _mm_loadu_si128((const __m128i *)(bytes + offset));
        /* ASCII blocks need no lookup, only a look at whether the block before ended a sequence. */
        if (_mm_movemask_epi8(block) == 0 && _mm_movemask_epi8(previous) == 0) {
            previous = block;
            continue;
        }
        errors = _mm_or_si128(errors, utf8_block_errors(block, previous));
        previous = block;
    }
    /* The rest (under sixteen bytes) padded with zeros, ASCII, at least one: a sequence cut
       short at the end shows as one followed by ASCII. */
    uint8_t last[16] = {0};
    memcpy(last, bytes + offset, length - offset);
    block = _mm_loadu_si128((const __m128i *)last);
    errors = _mm_or_si128(errors, utf8_block_errors(block, previous));
    return _mm_movemask_epi8(_mm_cmpeq_epi8(errors, _mm_setzero_si128())) == 0xFFFF;
}

static int has_ssse3(void) {
    static int known = 0; /* 0 not asked yet, 1 no, 2 yes */
    int answer = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (answer == 0) {
        unsigned eax, ebx, ecx = 0, edx;
        answer = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3) ? 2 : 1;
        __atomic_store_n(&known, answer, __ATOMIC_RELAXED);
    }
    return answer == 2;
}

int sozluk_utf8_is_valid(const uint8_t *bytes, size_t length) {
    return has_ssse3() ? utf8_is_valid_ssse3(bytes, length) : -1;
}

#else

size_t sozluk_plain_string_run(const uint8_t *bytes, size_t from, size_t length, int *non_ascii) {
    return plain_string_run_bytewise(bytes, from, length, non_ascii);
}

int sozluk_utf8_is_valid(const uint8_t *bytes, size_t length) {
    (void)bytes;
    (void)length;
    return -1;
}

#endif
