#ifndef SOZLUK_STRING_SEARCH_H
#define SOZLUK_STRING_SEARCH_H
#include <stddef.h>

/* The first place `needle` occurs in `haystack`, or NULL: memmem, faster for the short
   needles typed into a search (string_search.c). The substring search scans every folded
   key of a dictionary with it. */
const void *sozluk_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
