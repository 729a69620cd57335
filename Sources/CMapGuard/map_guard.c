#define _GNU_SOURCE
#include "map_guard.h"

#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <pthread.h>

#define SLOTS 256

// Read by the signal handler: plain words written and read atomically, no locks.
static uintptr_t slot_start[SLOTS];
static size_t slot_length[SLOTS];
static int slot_damaged[SLOTS];
static struct sigaction previous;
static pthread_mutex_t registration = PTHREAD_MUTEX_INITIALIZER;
static int installed;

static void on_sigbus(int signal, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int slot = 0; slot < SLOTS; slot++) {
        uintptr_t start = __atomic_load_n(&slot_start[slot], __ATOMIC_ACQUIRE);
        size_t length = __atomic_load_n(&slot_length[slot], __ATOMIC_ACQUIRE);
        if (start == 0 || address < start || address >= start + length) continue;
        // The file under the map shrank: the same addresses now hold zero pages.
        void *replaced = mmap((void *)start, length, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (replaced == MAP_FAILED) break;
        __atomic_store_n(&slot_damaged[slot], 1, __ATOMIC_RELEASE);
        return;
    }
    // Not ours: give SIGBUS back to whoever had it (the terminal-restoring handler, or the
    // default), and let it happen again there: a fault re-executes when we return, a signal
    // sent by someone is sent again.
    sigaction(SIGBUS, &previous, NULL);
    if (info->si_code <= 0) raise(SIGBUS);
}

static void install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_sigbus;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous);
    installed = 1;
}

int sozluk_map_guard_register(const void *start, size_t length) {
    if (start == NULL || length == 0) return -1;
    pthread_mutex_lock(&registration);
    if (!installed) install();
    int found = -1;
    for (int slot = 0; slot < SLOTS; slot++) {
        if (__atomic_load_n(&slot_start[slot], __ATOMIC_ACQUIRE) == 0) {
            __atomic_store_n(&slot_damaged[slot], 0, __ATOMIC_RELEASE);
            __atomic_store_n(&slot_length[slot], length, __ATOMIC_RELEASE);
            __atomic_store_n(&slot_start[slot], (uintptr_t)start, __ATOMIC_RELEASE);
            found = slot;
            break;
        }
    }
    pthread_mutex_unlock(&registration);
    return found;
}

void sozluk_map_guard_unregister(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    pthread_mutex_lock(&registration);
    __atomic_store_n(&slot_start[slot], 0, __ATOMIC_RELEASE);
    __atomic_store_n(&slot_length[slot], 0, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&registration);
}

int sozluk_map_guard_is_damaged(int slot) {
    if (slot < 0 || slot >= SLOTS) return 0;
    return __atomic_load_n(&slot_damaged[slot], __ATOMIC_ACQUIRE);
}
