#ifndef SOZLUK_CZLIB_SHIM_H
#define SOZLUK_CZLIB_SHIM_H
#include <zlib.h>

// inflateInit2 is a macro, which Swift cannot call.
static inline int sozluk_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 32); // 32: accept gzip and zlib headers
}
#endif
