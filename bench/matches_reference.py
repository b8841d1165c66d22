#!/usr/bin/env python3
"""A straightforward pure-Python vote count for Matches (the yardstick of issue 21):

    python3 bench/matches_reference.py FILE [--rotate] [--mirror]

prints `min_k <k> votes <v> translations_at_best <count>` for the file's before and after
figures. For every allowed transform T of the after figure, every pair (before match b, turned
after match a) of the same direction votes for the translation b - a in a dict; the most votes of
any translation over every transform give the fewest matches to move, k = n - votes. No
anchors, no bounds, no sampling: the obvious O(n^2) count, written from the spec alone (points
in the file's a b c d coordinates, a match as the sorted pair of its end points), so that
docs/performance.md can compare the solver with what a few lines of Python do.
"""
import sys

# The unit step at angle k*30 in the file's coordinates (x = a/2 + b*sqrt3/2, y = c/2 + d*sqrt3/2).
UNITS = [(2, 0, 0, 0), (0, 1, 1, 0), (1, 0, 0, 1), (0, 0, 2, 0), (-1, 0, 0, 1), (0, -1, 1, 0),
         (-2, 0, 0, 0), (0, -1, -1, 0), (-1, 0, 0, -1), (0, 0, -2, 0), (1, 0, 0, -1), (0, 1, -1, 0)]


def turn(v):  # by 30 degrees counter-clockwise
    a, b, c, d = v
    return ((3 * b - c) // 2, (a - d) // 2, (a + 3 * d) // 2, (b + c) // 2)


def flip(v):  # y -> -y
    a, b, c, d = v
    return (a, b, -c, -d)


def read(path):
    figures = {'before': [], 'after': []}
    current = None
    with open(path, encoding='utf-8-sig') as file:
        for line in file:
            words = line.split('#')[0].split()
            if not words:
                continue
            key = words[0].lower()
            if key in ('before', 'vorher'):
                current = 'before'
            elif key in ('after', 'nachher'):
                current = 'after'
            elif key == 'moves':
                current = None
            else:
                a, b, c, d, angle = (int(w) for w in words)
                step = UNITS[(angle // 30) % 12]
                start = (a, b, c, d)
                end = tuple(x + y for x, y in zip(start, step))
                figures[current].append((start, end))
    return figures['before'], figures['after']


def normalised(match):
    """The match as (lower end, direction vector from it)."""
    low, high = sorted(match)
    return low, tuple(h - l for h, l in zip(high, low))


def transforms(rotate, mirror):
    for mirrored in ((False, True) if mirror else (False,)):
        for rotation in (range(12) if rotate else (0,)):
            yield rotation, mirrored


def apply(point, rotation, mirrored):
    if mirrored:
        point = flip(point)
    for _ in range(rotation):
        point = turn(point)
    return point


def main():
    args = sys.argv[1:]
    path = [a for a in args if not a.startswith('--')][0]
    before, after = read(path)
    by_direction = {}
    for match in before:
        low, direction = normalised(match)
        by_direction.setdefault(direction, []).append(low)
    best, at_best = 0, 0
    for rotation, mirrored in transforms('--rotate' in args, '--mirror' in args):
        votes = {}
        for start, end in after:
            low, direction = normalised((apply(start, rotation, mirrored), apply(end, rotation, mirrored)))
            for b in by_direction.get(direction, ()):
                t = (b[0] - low[0], b[1] - low[1], b[2] - low[2], b[3] - low[3])
                votes[t] = votes.get(t, 0) + 1
        most = max(votes.values(), default=0)
        if most > best:
            best, at_best = most, 0
        if most == best and most > 0:
            at_best += sum(1 for v in votes.values() if v == most)
    print('min_k', len(before) - best, 'votes', best, 'translations_at_best', at_best)


if __name__ == '__main__':
    main()
