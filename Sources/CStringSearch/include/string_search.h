#ifndef SOZLUK_STRING_SEARCH_H
#define SOZLUK_STRING_SEARCH_H
#include <stddef.h>

/* glibc's memmem (a GNU extension the Swift Glibc module does not declare): the substring
   search scans every folded key of a dictionary with it. */
const void *sozluk_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
