#!/usr/bin/env python3
"""Times the browser's warm open without tmux: from exec to "Type to search" written to a
pseudo-terminal of 100 x 30. Through tmux (../shared/tools/tui_open.py) every figure also holds
tmux's own round trip (about 7 ms on this machine for a program's first line); this one holds
sozluk's alone.

usage: Tests/Performance/pty_open.py BINARY DICTIONARY.json [RUNS]

A first run indexes the dictionary (into a cache of its own, removed at the end) and stays
open until its index is whole and saved; the warm runs then map it. Prints each warm open in
milliseconds and their median."""
import fcntl, os, pty, select, shutil, statistics, struct, sys, tempfile, termios, time


def open_once(binary, folder, env, until, hold):
    """Starts the browser on a pty; returns the ms until `until` was written (None: never), after
    keeping it open `hold` seconds more."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, '--dictionaries', folder], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 30, 100, 0, 0))
    start, shown, output = time.monotonic(), None, b''
    while shown is None and time.monotonic() - start < 600:
        if select.select([fd], [], [], 0.01)[0]:
            try:
                output += os.read(fd, 65536)
            except OSError:
                break
        if until(output):
            shown = (time.monotonic() - start) * 1000
    deadline = time.monotonic() + hold
    while time.monotonic() < deadline:  # keep reading: a full pty would stall the program
        if select.select([fd], [], [], 0.05)[0]:
            try:
                os.read(fd, 65536)
            except OSError:
                break
    os.kill(pid, 9)
    os.waitpid(pid, 0)
    os.close(fd)
    return shown


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, dictionary = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    home = tempfile.mkdtemp(prefix='sozluk-pty-')
    try:
        folder = os.path.join(home, 'dictionaries')
        os.makedirs(folder)
        os.symlink(dictionary, os.path.join(folder, os.path.basename(dictionary)))
        env = dict(os.environ, TERM='xterm-256color', LANG='C.UTF-8', HOME=home,
                   XDG_CACHE_HOME=os.path.join(home, 'cache'), XDG_CONFIG_HOME=os.path.join(home, 'config'),
                   XDG_DATA_HOME=os.path.join(home, 'data'))
        cache = os.path.join(home, 'cache', 'sozluk')
        whole = lambda: any(n.endswith('.index') and not n.endswith('.headwords.index') for n in os.listdir(cache)) if os.path.isdir(cache) else False
        # The cold run stays open until the whole index (translations too) is saved.
        cold = open_once(binary, folder, env, lambda out: whole(), 1)
        print(f'cold open until the whole index is saved: {cold / 1000:.1f} s')
        times = [open_once(binary, folder, env, lambda out: b'Type to search' in out, 0.1) for _ in range(runs)]
        times = [t for t in times if t is not None]
        print('warm open ms:', ' '.join(f'{t:.1f}' for t in times))
        print(f'warm open median {statistics.median(times):.1f} ms')
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == '__main__':
    main()
