"""A small counter-based random number generator whose whole state is two integers.

Each draw is SplitMix64 of (seed + counter * golden gamma): cheap to copy, trivially serialised
into a state's JSON, and identical on every platform and Python version (unlike `random.Random`,
whose algorithms for `randrange`/`shuffle` are not promised to stay the same).
"""

from __future__ import annotations

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15


def mix(z: int) -> int:
    """The SplitMix64 finaliser: a well-spread 64-bit value from any 64-bit input."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def derive(seed: int, *labels: int) -> int:
    """A seed for a sub-stream (game `i` of a simulation, a bot's own stream...)."""
    value = seed & MASK
    for label in labels:
        value = mix((value + (label + 1) * GAMMA) & MASK)
    return value


_LIMITS: dict[int, int] = {}


class Rng:
    __slots__ = ("seed", "counter")

    def __init__(self, seed: int, counter: int = 0):
        self.seed = seed & MASK
        self.counter = counter

    def next64(self) -> int:
        self.counter += 1
        z = (self.seed + self.counter * GAMMA) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (values above the last whole
        multiple of n are drawn again: for small n, about once in 10^17 draws)."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs a positive bound")
            limit = _LIMITS[n] = (1 << 64) - (1 << 64) % n
        while True:  # next64(), inlined: this is the hottest function of a simulation
            self.counter += 1
            z = (self.seed + self.counter * GAMMA) & MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            z ^= z >> 31
            if z < limit:
                return z % n

    def random(self) -> float:
        """A uniform float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def to_json(self) -> list[int]:
        return [self.seed, self.counter]

    @classmethod
    def from_json(cls, data: list[int]) -> "Rng":
        return cls(int(data[0]), int(data[1]))
