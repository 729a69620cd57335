#ifndef SOZLUK_MAP_GUARD_H
#define SOZLUK_MAP_GUARD_H

#include <stddef.h>

/// Guards memory maps of files that someone else may truncate. Touching a page of a mapped
/// file beyond its new end raises SIGBUS, which kills the process. For a registered region
/// the handler instead replaces the region with zero pages, marks it damaged and lets the
/// access go on: the reader sees zeros (which every bounds-checked index access survives)
/// and asks `sozluk_map_guard_is_damaged` before trusting what it read.
/// A SIGBUS anywhere else goes to the handler that was there before (or kills, as it would).

/// Registers a mapped region; returns its slot, or -1 when every slot is taken (the region
/// is then unguarded). Installs the handler on first use.
int sozluk_map_guard_register(const void *start, size_t length);

/// Forgets a slot; call before unmapping the region.
void sozluk_map_guard_unregister(int slot);

/// 1 when a SIGBUS hit the slot's region since it was registered.
int sozluk_map_guard_is_damaged(int slot);

#endif
