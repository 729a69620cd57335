#!/usr/bin/env python3
"""What ../shared/tools/tui_open.py measures of programs that are not sozluk, polled the same
way (a new tmux client for each look at the screen, 3 ms apart): the instrument's floor, and
fzf over the same headwords as a peer.

usage: Tests/Performance/tmux_floor.py HEADWORDS.txt DICTIONARY.json [--runs N]

HEADWORDS.txt is one headword a line (fzf's input); DICTIONARY.json gives the words typed, as
tui_open.py picks them. Prints the quartiles of each figure in milliseconds:
  open: a printf at once, a printf after `sleep 0.001`, fzf's prompt;
  keystroke -> row: a key echoed at once and 2 ms later by a small Python program, and a
  headword typed into fzf until it is listed."""
import os, random, re, shutil, statistics, subprocess, sys, tempfile, time

ECHO = r'''
import os, sys, termios, tty, time
delay = float(sys.argv[1])
tty.setraw(0)
os.write(1, b"\x1b[2J\x1b[1;1H > Type to search")
while True:
    data = os.read(0, 256)
    if not data or data[:1] == b"\x03":
        break
    if delay:
        time.sleep(delay)
    os.write(1, b"\x1b[5;1H  " + data)
'''


def main():
    args = sys.argv[1:]
    runs = 30
    if '--runs' in args:
        i = args.index('--runs'); runs = int(args[i + 1]); del args[i:i + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    headwords, dictionary = os.path.abspath(args[0]), os.path.abspath(args[1])
    tmp = tempfile.mkdtemp(prefix='sozluk-floor-')
    sock = os.path.join(tmp, 'tmux.sock')
    echo = os.path.join(tmp, 'echo.py')
    with open(echo, 'w') as f: f.write(ECHO)

    def tmux(*a, check=True):
        return subprocess.run(['tmux', '-S', sock, *a], capture_output=True, text=True, check=check).stdout

    def screen(): return tmux('capture-pane', '-p', '-t', 'perf', check=False)

    def until(pred, limit=10):
        t = time.monotonic()
        while not pred(screen()):
            if time.monotonic() - t > limit: raise SystemExit(f'tmux-floor: FAIL: timed out; screen:\n{screen()}')
            time.sleep(0.003)
        return time.monotonic()

    def shown(w):  # as tui_open.py: w at the start of a line below the first two, not the query line
        return lambda s: any(l.strip().startswith(w) and '›' not in l for l in s.splitlines()[2:-2])

    def session(command):
        tmux('new-session', '-d', '-s', 'perf', '-x', '100', '-y', '30', command)

    def stop():
        tmux('kill-session', '-t', 'perf', check=False); time.sleep(0.2)

    def opens(command, drawn):
        times = []
        for _ in range(runs):
            t0 = time.monotonic(); session(command)
            times.append((until(drawn) - t0) * 1000)
            stop()
        return times

    def keystrokes(command, ready, words):
        times = []
        for w in words:
            session(command); until(ready, 30); time.sleep(0.3)
            t0 = time.monotonic(); tmux('send-keys', '-t', 'perf', '-l', w)
            times.append((until(shown(w)) - t0) * 1000)
            stop()
        return times

    with open(dictionary, 'rb') as f: head = f.read(4_000_000).decode('utf-8', 'ignore')
    words = re.findall(r'"headword"\s*:\s*"([a-z]{8,14})"', head)
    random.seed(7); words = random.sample(words, min(runs, len(words)))
    fzf = f"fzf --layout=reverse --pointer=' ' < {headwords}"
    try:  # the server and the folder go even when a figure times out
        measure(runs, words, fzf, echo, opens, keystrokes)
    finally:
        tmux('kill-server', check=False); shutil.rmtree(tmp, ignore_errors=True)


def measure(runs, words, fzf, echo, opens, keystrokes):
    figures = [
        ('open: printf at once', opens("printf 'Type to search'; sleep 5", lambda s: 'Type to search' in s)),
        ('open: printf after sleep 0.001', opens("sleep 0.001; printf 'Type to search'; sleep 5", lambda s: 'Type to search' in s)),
        ('open: fzf prompt', opens(fzf, lambda s: s.startswith('>'))),
        ('keystroke: echoed at once', keystrokes(f'python3 {echo} 0', lambda s: 'Type to search' in s, words)),
        ('keystroke: echoed 2 ms later', keystrokes(f'python3 {echo} 0.002', lambda s: 'Type to search' in s, words)),
        ('keystroke: fzf lists the headword', keystrokes(fzf, lambda s: re.search(r'\b(\d+)/\1\b', s) is not None, words)),
    ]
    for name, times in figures:
        print(f'{name}: quartiles ' + ' / '.join(f'{q:.1f}' for q in statistics.quantiles(times, n=4)) + ' ms')


if __name__ == '__main__':
    main()
