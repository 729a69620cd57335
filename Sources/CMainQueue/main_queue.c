#include "main_queue.h"

#include <sys/eventfd.h>

// libdispatch's run-loop entry points; not in its public headers.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int sozluk_main_queue_descriptor(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void sozluk_main_queue_drain(void) {
    // The count first: work queued while the queue runs writes it again, so it wakes the loop.
    // The descriptor is non-blocking; an empty count is no error here.
    eventfd_t count;
    (void)eventfd_read(_dispatch_get_main_queue_handle_4CF(), &count);
    _dispatch_main_queue_callback_4CF(0);
}
