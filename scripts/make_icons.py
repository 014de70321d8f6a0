#!/usr/bin/env python3
"""Draws Ludus' app icons into www/icons/ (run: python3 scripts/make_icons.py).

Standard library only (zlib + struct write the PNGs), so anyone can regenerate them without
installing Pillow. The output is deterministic, so re-running it on unchanged code leaves git clean.

Motif: a 4x4 board of holes on a warm dark rounded square, with a few pebbles in cream, tan and
dark brown, one cell holding a Qawale-style stack. Shapes are signed-distance functions;
pixels on an edge are supersampled 4x4, the rest take one sample (fast enough in pure Python).
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "www", "icons")

BG = "#1d1a16"
BOARD = "#2c261f"
BOARD_RIM = "#3b3229"
HOLE = "#120f0c"
CREAM = "#f3e6c8"
BROWN = "#5b3a29"
TAN = "#c9a46a"

SS = 4  # subsamples per axis on edge pixels


def rgb(hex_color):
    h = hex_color.lstrip("#")
    return tuple(int(h[i : i + 2], 16) / 255.0 for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


class Canvas:
    """Premultiplied RGBA floats, composited with 'over'."""

    def __init__(self, size):
        self.size = size
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(size * size)]

    def shape(self, sdf, bbox, color, alpha=1.0, soft=0.0):
        """Fill where sdf <= 0. color is an (r,g,b) tuple or a function (x, y) -> (r,g,b).

        soft > 0 gives a blurred edge of that width in pixels (for shadows) instead of AA.
        """
        x0, y0, x1, y1 = bbox
        n = self.size
        x0, y0 = max(0, int(math.floor(x0))), max(0, int(math.floor(y0)))
        x1, y1 = min(n, int(math.ceil(x1)) + 1), min(n, int(math.ceil(y1)) + 1)
        offs = [(i + 0.5) / SS - 0.5 for i in range(SS)]
        for py in range(y0, y1):
            for px in range(x0, x1):
                cx, cy = px + 0.5, py + 0.5
                d = sdf(cx, cy)
                if soft > 0:
                    cov = min(1.0, max(0.0, 0.5 - d / soft))
                elif d <= -0.75:  # 0.75 > half a pixel diagonal: pixel surely inside
                    cov = 1.0
                elif d >= 0.75:
                    continue
                else:
                    hits = sum(1 for oy in offs for ox in offs if sdf(cx + ox, cy + oy) <= 0)
                    cov = hits / (SS * SS)
                a = cov * alpha
                if a <= 0:
                    continue
                c = color(cx, cy) if callable(color) else color
                p = self.px[py * n + px]
                k = 1.0 - a
                p[0] = c[0] * a + p[0] * k
                p[1] = c[1] * a + p[1] * k
                p[2] = c[2] * a + p[2] * k
                p[3] = a + p[3] * k

    def png(self, path):
        n = self.size
        raw = bytearray()
        for y in range(n):
            raw.append(0)  # filter: none
            for x in range(n):
                r, g, b, a = self.px[y * n + x]
                if a > 0:  # un-premultiply for PNG's straight alpha
                    r, g, b = r / a, g / a, b / a
                raw += bytes(max(0, min(255, round(v * 255))) for v in (r, g, b, a))

        def chunk(tag, data):
            body = tag + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        ihdr = struct.pack(">IIBBBBB", n, n, 8, 6, 0, 0, 0)  # 8-bit RGBA
        data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
        data += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
        with open(path, "wb") as f:
            f.write(data)


def circle(cx, cy, r):
    return (lambda x, y: math.hypot(x - cx, y - cy) - r), (cx - r, cy - r, cx + r, cy + r)


def rounded_rect(x0, y0, x1, y1, r):
    cx, cy, hw, hh = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 - r, (y1 - y0) / 2 - r

    def sdf(x, y):
        qx, qy = abs(x - cx) - hw, abs(y - cy) - hh
        return math.hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r

    return sdf, (x0, y0, x1, y1)


def pebble(cv, cx, cy, r, base):
    """A pebble lit from the top left: soft drop shadow, shaded body, small highlight."""
    col = rgb(base)
    light, dark = mix(col, (1, 1, 1), 0.35), mix(col, (0, 0, 0), 0.35)
    soft = max(1.0, r * 0.35)
    sdf, _ = circle(cx + r * 0.12, cy + r * 0.22, r * 0.98)
    cv.shape(sdf, (cx - 2 * r, cy - 2 * r, cx + 2 * r, cy + 2 * r), (0, 0, 0), alpha=0.55, soft=soft)

    def shade(x, y):
        # Brighter toward the top-left light, darker toward the lower-right rim.
        t = ((x - cx) + (y - cy)) / (2 * r)  # about -0.7 .. 0.7
        return mix(light, dark, min(1.0, max(0.0, 0.5 + t)))

    cv.shape(*circle(cx, cy, r), shade)
    hx, hy = cx - r * 0.35, cy - r * 0.38
    sdf, _ = circle(hx, hy, r * 0.28)
    cv.shape(sdf, (hx - r, hy - r, hx + r, hy + r), (1, 1, 1), alpha=0.22, soft=max(1.0, r * 0.25))


def draw(size, maskable=False, cells=4):
    cv = Canvas(size)
    s = float(size)
    if maskable:
        # Full bleed: the platform applies its own mask shape.
        cv.shape(*rounded_rect(0, 0, s, s, 0.0001), rgb(BG))
        # Rounded board corners reach 0.657 * side from the centre; keep that (plus the pebble
        # shadows) inside the safe circle of radius 0.40 * size: 0.657 * 0.58 = 0.38.
        side = s * 0.58
    else:
        cv.shape(*rounded_rect(0, 0, s, s, s * 0.22), rgb(BG))
        side = s * 0.74
    x0 = y0 = (s - side) / 2
    rim = max(1.0, side * 0.025)
    cv.shape(*rounded_rect(x0, y0, x0 + side, y0 + side, side * 0.12), rgb(BOARD_RIM))
    cv.shape(*rounded_rect(x0 + rim, y0 + rim, x0 + side - rim, y0 + side - rim, side * 0.12 - rim), rgb(BOARD))

    cell = side / cells
    centre = lambda i: x0 + cell * (i + 0.5)  # noqa: E731
    for row in range(cells):
        for col in range(cells):
            cv.shape(*circle(centre(col), centre(row), cell * 0.26), rgb(HOLE))

    if cells == 4:
        singles = [(0, 0, CREAM), (0, 2, BROWN), (1, 1, TAN), (2, 3, CREAM), (3, 0, BROWN), (3, 2, TAN)]
        stack = (2, 1)
    else:  # tiny favicon: fewer, bigger pieces
        singles = [(0, 0, CREAM), (1, 1, TAN)]
        stack = (0, 1)
    for row, col, colour in singles:
        pebble(cv, centre(col), centre(row), cell * 0.38, colour)
    # A stack of three, each smaller and nudged up-left: reads as pebbles piled on one cell.
    sx, sy = centre(stack[1]), centre(stack[0])
    for k, colour in enumerate((BROWN, TAN, CREAM)):
        pebble(cv, sx - k * cell * 0.05, sy - k * cell * 0.09, cell * (0.42 - 0.08 * k), colour)
    return cv


def main():
    os.makedirs(OUT, exist_ok=True)
    jobs = [
        ("icon-192.png", 192, {}),
        ("icon-512.png", 512, {}),
        ("icon-maskable-512.png", 512, {"maskable": True}),
        ("favicon.png", 64, {"cells": 2}),
    ]
    for name, size, opts in jobs:
        draw(size, **opts).png(os.path.join(OUT, name))
        print("wrote", os.path.join(OUT, name))


if __name__ == "__main__":
    main()
