#ifndef SOZLUK_CNCURSESW_SHIM_H
#define SOZLUK_CNCURSESW_SHIM_H

// Wide-character ncurses (get_wch, mvaddnwstr).
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift 6 strict concurrency rejects C globals and cannot import function-like
// macros, so they are reached through these accessors.
static inline WINDOW *sozluk_stdscr(void) { return stdscr; }
static inline int sozluk_lines(void) { return LINES; }
static inline int sozluk_cols(void) { return COLS; }
static inline int sozluk_set_escdelay(int ms) { return set_escdelay(ms); }
static inline FILE *sozluk_stdout(void) { return stdout; }
static inline FILE *sozluk_stdin(void) { return stdin; }

static inline attr_t sozluk_attr_normal(void) { return A_NORMAL; }
static inline attr_t sozluk_attr_bold(void) { return A_BOLD; }
static inline attr_t sozluk_attr_reverse(void) { return A_REVERSE; }
static inline attr_t sozluk_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t sozluk_attr_dim(void) { return A_DIM; }
static inline attr_t sozluk_color_pair(int n) { return COLOR_PAIR(n); }

// Whether the terminal can put the cursor anywhere (TERM=dumb cannot): terminfo's "cup".
static inline int sozluk_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

// ioctl is variadic, which Swift cannot call.
static inline int sozluk_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

// The mouse: button 1 presses and the wheel (buttons 4 and 5), reported at once (no
// click-resolution delay; double clicks are told apart by sozluk). Returns 0 when the
// terminal has no mouse.
static inline int sozluk_mouse(int on) {
    mouseinterval(0);
    mmask_t wanted = on ? (BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED) : 0;
    return mousemask(wanted, NULL) != 0;
}

// The next queued mouse event (KEY_MOUSE may stand for several read at once):
// 1 press, 2 wheel up, 3 wheel down, 0 anything else, -1 when the queue is empty.
static inline int sozluk_read_mouse(int *row, int *column) {
    MEVENT event;
    if (getmouse(&event) != OK) return -1;
    *row = event.y;
    *column = event.x;
    if (event.bstate & BUTTON1_PRESSED) return 1;
    if (event.bstate & BUTTON4_PRESSED) return 2;
    if (event.bstate & BUTTON5_PRESSED) return 3;
    return 0;
}

#endif
