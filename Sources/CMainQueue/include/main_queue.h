#ifndef SOZLUK_MAIN_QUEUE_H
#define SOZLUK_MAIN_QUEUE_H

/// The main dispatch queue served by a loop of one's own instead of dispatch_main().
///
/// dispatch_main() ends the main thread with pthread_exit, and glibc's pthread_exit unwinds
/// the thread's stack. In a static executable that first unwind makes libgcc sort the frame
/// descriptions of the whole program (about 10 ms for sozluk), before the first frame is on
/// screen. libdispatch offers a run loop the two entry points below (Foundation's RunLoop is
/// built on them on Linux): an event file descriptor that becomes readable when work waits on
/// the main queue, and a call that runs that work. Both on the main thread only.

/// The descriptor to wait on (an eventfd); readable when the main queue has work.
int sozluk_main_queue_descriptor(void);

/// Empties the descriptor's count and runs what waits on the main queue.
void sozluk_main_queue_drain(void);

#endif
